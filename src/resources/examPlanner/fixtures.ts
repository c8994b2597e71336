import type { FixtureRows } from '../../../fixtures/kit';
import { taskListRows } from '../taskType/fixtures';

const EXAMS: ReadonlyArray<[string, string]> = [
    ['Term 1 maths test', 'Algebra and number'],
    ['Term 1 English test', 'Reading comprehension'],
    ['Science mid-term', 'Forces and energy'],
    ['History essay exam', 'The industrial revolution'],
    ['Geography field test', 'Rivers and coasts'],
    ['French oral', 'Speaking about daily routine'],
    ['Spanish listening', 'Audio comprehension'],
    ['Chemistry practical', 'Titration'],
    ['Physics exam', 'Electricity'],
    ['Biology exam', 'Cells and organisms'],
    ['Music theory', 'Scales and intervals'],
    ['Art portfolio review', 'Term portfolio'],
    ['Economics paper', 'Supply and demand'],
    ['Computing test', 'Algorithms'],
    ['Term 2 maths test', 'Geometry'],
    ['Term 2 English test', 'Persuasive writing'],
    ['Mock exam week', 'All subjects under exam conditions'],
    ['NAPLAN practice', 'Numeracy and literacy'],
    ['HSC trial: English', 'Paper 1 and 2'],
    ['HSC trial: maths', 'Advanced'],
    ['Legal studies test', 'Crime'],
    ['PDHPE exam', 'Health priorities'],
    ['Drama performance', 'Group piece'],
    ['Design folio', 'Major work progress'],
    ['Term 3 science test', 'Chemical reactions'],
    ['Final exams', 'End of year'],
];

export const fixtures: readonly FixtureRows[] = [
    { order: 130, seed: 20261109, rows: ({ random, base }) => ({ exam_planners: taskListRows(random, base, EXAMS) }) },
];
