import type { FixtureRows } from '../../../fixtures/kit';
import { coaches } from '../people/samplePeople.fixtures';

export const fixtures: readonly FixtureRows[] = [
    { order: 10, seed: 20261106, rows: ({ random, base }) => ({ coaches: coaches(random, base) }) },
];
