import type { FixtureRows } from '../../../fixtures/kit';
import { students } from '../people/samplePeople.fixtures';

/** Students, a coach for most: made after the coaches. */
export const fixtures: readonly FixtureRows[] = [
    { order: 110, seed: 20261107, rows: ({ random, base, db }) => ({ students: students(random, base, db.coaches) }) },
];
