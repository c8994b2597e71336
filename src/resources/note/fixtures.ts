import { creationTimes, type FixtureRows, type SeedRandom, type StoredRecord, withIds } from '../../../fixtures/kit';

/** Wording for the seed: what a tutoring business's admin would plausibly have entered. */
const NOTE_TEXTS = [
    'Remind coaches to submit term reports by Friday',
    'Call the Nguyen family about the maths placement test',
    'Order new whiteboard markers for room 3',
    'Update the holiday timetable on the website',
    'Check that every Year 12 student has a revision plan',
    'Follow up unpaid invoices from last month',
    'Book the hall for the end-of-term awards night',
    'Ask IT to reset the shared tablet passwords',
    'Send the parent newsletter draft for proofreading',
    'Confirm the chess tournament judges',
    'Collect permission slips for the museum excursion',
    'Review the new coach applications',
    'Renew the first-aid certificates of the weekend staff',
    'Move the Thursday chemistry group to room 5',
    'Prepare welcome packs for the new enrolments',
    "Archive last year's exam papers",
    'Plan the coach training day agenda',
    'Fix the broken projector in the small classroom',
    'Email the swimming carnival results to parents',
    'Check stock of practice test booklets',
    'Schedule a catch-up session for absent students',
    'Renew the music room piano tuning contract',
    'Write the term survey questions for parents',
    'Publish the debate club final photos',
    'Count the library books before the stocktake',
    'Set up the online class links for next week',
    'Thank the volunteers from the open day',
    'Draft the scholarship announcement',
];

const notes = (random: SeedRandom, base: Date): StoredRecord[] =>
    withIds(random, creationTimes(random, base, NOTE_TEXTS.length, 200), i => ({
        note: NOTE_TEXTS[i],
        note_status: random.next() < 0.75,
    }));

export const fixtures: readonly FixtureRows[] = [
    { order: 50, seed: 20261102, rows: ({ random, base }) => ({ notes: notes(random, base) }) },
];
