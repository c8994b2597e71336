import { creationTimes, type FixtureRows, type SeedRandom, type StoredRecord, withIds } from '../../../fixtures/kit';

/** Wording for the seed: what a tutoring business's admin would plausibly have entered. */
const HEADER_TITLES = [
    'Choose the plan that suits your family',
    'Flexible tutoring plans for every student',
    'Learn with a coach who knows your goals',
    'Start your free trial today',
    'Plans for school students',
    'Plans for independent students',
    'TBP student plans',
    'Save more with a yearly plan',
    'Monthly plans, cancel any time',
    'Quarterly plans for a full term of support',
    'Half-yearly plans for steady progress',
    'Exam season support',
    'Holiday learning programmes',
    'One-to-one coaching packages',
    'Small-group class bundles',
    'Homework help subscriptions',
    'Study skills programmes',
    'Get ready for the next school year',
    'Upgrade for unlimited resources',
    'Everything you need to succeed',
    'Trusted by thousands of families',
    'Pick a package and get started',
    'Coaching that fits your timetable',
    'Support for every subject',
    'Affordable plans with no lock-in',
    'Learning that grows with your child',
];

const headerTitles = (random: SeedRandom, base: Date): StoredRecord[] =>
    withIds(random, creationTimes(random, base, HEADER_TITLES.length, 300), i => ({ title: HEADER_TITLES[i] }));

export const fixtures: readonly FixtureRows[] = [
    { order: 80, seed: 20261105, rows: ({ random, base }) => ({ header_titles: headerTitles(random, base) }) },
];
