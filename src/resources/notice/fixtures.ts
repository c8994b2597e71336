import { addDays, formatISO } from 'date-fns';
import { creationTimes, type FixtureRows, type SeedRandom, type StoredRecord, withIds } from '../../../fixtures/kit';

/** Wording for the seed: what a tutoring business's admin would plausibly have entered. */
const NOTICE_HEADINGS = [
    'New timetable for next term',
    'Office closed on the public holiday',
    'Fee schedule update',
    'Welcome to our new coaches',
    'Parking changes at the centre',
    'Exam results are available',
    'Holiday programme bookings',
    'Updated safety procedures',
    'Lost property collection',
    'Library hours extended',
    'Reminder: update your contact details',
    'Online lessons platform upgrade',
    'Term calendar published',
    'Photo day next week',
    'Scholarship applications open',
    'Wet weather arrangements',
    'Feedback survey for parents',
    'Changes to pick-up times',
    'New study rooms open',
    'Uniform shop opening hours',
    'Mock exam timetable',
    'Coding club moves to Thursdays',
    'Staff development day',
    'Privacy policy update',
    'End of year celebration',
    'Maintenance on the booking system',
    'New subjects next term',
];

const NOTICE_SENTENCES = [
    'Please read this notice carefully.',
    'The change applies to all campuses.',
    'Speak to your coach if you have any questions.',
    'Details have also been sent by email.',
    'Thank you for your patience while we make these improvements.',
    'Students should check the portal regularly for updates.',
    'Parents are welcome to contact the office during opening hours.',
    'This replaces the earlier announcement.',
];

const noticeHtml = (random: SeedRandom): string => {
    const first = random.pick(NOTICE_SENTENCES);
    const second = random.pick(NOTICE_SENTENCES);
    const lead = random.next() < 0.4 ? `<strong>${first}</strong>` : first;
    return random.next() < 0.3 ? `<p>${lead}</p><p>${second}</p>` : `<p>${lead} ${second}</p>`;
};

const notices = (random: SeedRandom, base: Date): StoredRecord[] =>
    withIds(random, creationTimes(random, base, NOTICE_HEADINGS.length, 120), i => ({
        notice_heading: NOTICE_HEADINGS[i],
        notice_desc: noticeHtml(random),
        // From two months ahead, so the seed's notices stay editable for a while after the base date.
        end_date: formatISO(addDays(base, 60 + random.int(670)), { representation: 'date' }),
    }));

export const fixtures: readonly FixtureRows[] = [
    { order: 40, rows: ({ random, base }) => ({ notices: notices(random, base) }) },
];
