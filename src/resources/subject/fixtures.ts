import { PALETTE } from '../../shared/palette';
import { creationTimes, type FixtureRows, type SeedRandom, type StoredRecord, withIds } from '../../../fixtures/kit';

/** Wording for the seed: what a tutoring business's admin would plausibly have entered. */
const SUBJECT_NAMES = [
    'Mathematics',
    'English Literature',
    'Physics',
    'Chemistry',
    'Biology',
    'History',
    'Geography',
    'Art & Design',
    'Music',
    'Drama',
    'Football',
    'Swimming',
    'Chess Club',
    'Coding',
    'Robotics',
    'French',
    'Spanish',
    'Mandarin',
    'Economics',
    'Business Studies',
    'Creative Writing',
    'Public Speaking',
    'Tennis',
    'Basketball',
    'Study Skills',
    'Philosophy',
    'Psychology',
    'Accounting',
    'Photography',
    'Yoga',
];

const SUBJECT_DESCRIPTIONS = [
    'Weekly small-group sessions.',
    'One-to-one tutoring available.',
    'Taught after school on weekdays.',
    'Runs on Saturday mornings.',
    'Exam preparation included.',
    'Open to all year levels.',
];

const subjects = (random: SeedRandom, base: Date): StoredRecord[] =>
    withIds(random, creationTimes(random, base, SUBJECT_NAMES.length, 500), i => ({
        subject_name: SUBJECT_NAMES[i],
        description: random.pick(SUBJECT_DESCRIPTIONS),
        subject_color: random.pick(PALETTE),
        subject_status: random.next() < 0.8,
        favourite: random.next() < 0.3,
    }));

export const fixtures: readonly FixtureRows[] = [
    { order: 60, seed: 20261103, rows: ({ random, base }) => ({ subjects: subjects(random, base) }) },
];
