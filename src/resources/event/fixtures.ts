import { PALETTE } from '../../shared/palette';
import { creationTimes, type FixtureRows, type SeedRandom, type StoredRecord, withIds } from '../../../fixtures/kit';

/** Wording for the seed: what a tutoring business's admin would plausibly have entered. */
const EVENT_NAMES = [
    'Parent-Teacher Conference',
    'Science Fair',
    'Maths Olympiad Prep',
    'Term Exams',
    'Mock Exams',
    'Study Skills Workshop',
    'Holiday Coding Camp',
    'Debate Club Final',
    'Reading Week',
    'Swimming Carnival',
    'Careers Evening',
    'NAPLAN Practice',
    'Coach Training Day',
    'Enrolment Open Day',
    'Chess Tournament',
    'Art Exhibition',
    'Music Recital',
    'Athletics Carnival',
    'Robotics Workshop',
    'Essay Writing Clinic',
    'Exam Revision Bootcamp',
    'Public Holiday',
    'Staff Development Day',
    'Year 12 Graduation',
    'Spelling Bee',
    'Book Week Parade',
    'Museum Excursion',
    'Homework Club',
    'Orientation Day',
    'Awards Night',
];

const EVENT_OPENINGS = [
    'Students and parents are invited to',
    'All coaches should attend',
    'A reminder about',
    'Bookings are now open for',
    'Please add to your calendar:',
    'Our team is hosting',
];

const EVENT_DETAILS = [
    'Sessions run from 9am to 3pm in the main hall.',
    'Bring a water bottle, a pen and your student card.',
    'Light refreshments will be provided.',
    'Places are limited, so please register early.',
    'Online students can join through the usual video link.',
    'Regular lessons are cancelled for the day.',
    'Certificates will be handed out at the end.',
    'Contact the front desk with any questions.',
];

const events = (random: SeedRandom, base: Date, count: number): StoredRecord[] => {
    const spread = count <= EVENT_NAMES.length;
    return withIds(random, creationTimes(random, base, count, spread ? 240 : 1100), i => {
        const name = spread
            ? EVENT_NAMES[i]
            : `${random.pick(EVENT_NAMES)} (Term ${1 + random.int(4)}, Week ${1 + random.int(10)})`;
        return {
            event_name: name,
            event_description: `${random.pick(EVENT_OPENINGS)} ${name}. ${random.pick(EVENT_DETAILS)}`,
            event_color: random.pick(PALETTE),
        };
    });
};

export const fixtures: readonly FixtureRows[] = [
    { order: 20, rows: ({ random, base, rows }) => ({ events: events(random, base, rows ?? EVENT_NAMES.length) }) },
];
