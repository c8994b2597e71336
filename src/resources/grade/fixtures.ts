import { creationTimes, type FixtureRows, type SeedRandom, type StoredRecord, withIds } from '../../../fixtures/kit';

/** Wording for the seed: what a tutoring business's admin would plausibly have entered. */
/** Lower-case, as the API stores grades; unique. */
const GRADES = [
    'kindergarten',
    'prep',
    'grade 1',
    'grade 2',
    'grade 3',
    'grade 4',
    'grade 5',
    'grade 6',
    'grade 7',
    'grade 8',
    'grade 9',
    'grade 10',
    'grade 11',
    'grade 12',
    'year 7 selective',
    'year 8 selective',
    'year 9 selective',
    'year 10 selective',
    'year 11 advanced',
    'year 12 advanced',
    'foundation',
    'hsc',
    'vce',
    'ib diploma',
    'a levels',
    'gcse',
    'adult learners',
    'university entry',
    'tafe bridging',
    'selective entry',
];

const grades = (random: SeedRandom, base: Date, count: number): StoredRecord[] =>
    withIds(random, creationTimes(random, base, count, count <= GRADES.length ? 300 : 1100), i => ({
        grade: count <= GRADES.length ? GRADES[i] : `grade ${i + 1}`,
        grade_status: random.next() < 0.7,
    }));

export const fixtures: readonly FixtureRows[] = [
    { order: 30, rows: ({ random, base, rows }) => ({ grades: grades(random, base, rows ?? GRADES.length) }) },
];
