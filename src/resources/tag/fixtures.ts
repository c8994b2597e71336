import { creationTimes, type FixtureRows, type SeedRandom, type StoredRecord, withIds } from '../../../fixtures/kit';

/** Wording for the seed: what a tutoring business's admin would plausibly have entered. */
/** Tags; `system` ones are the product's own (task_id 1) and cannot be changed or deleted. */
const TAGS: readonly { tag: string; description: string; system?: true }[] = [
    { tag: 'Homework', description: 'Work set to be done at home', system: true },
    { tag: 'Algebra', description: 'Equations, expressions and graphs' },
    { tag: 'Essay', description: 'Extended writing tasks' },
    { tag: 'Grammar', description: 'Sentence structure and punctuation' },
    { tag: 'Vocabulary', description: 'New words to learn' },
    { tag: 'Revision', description: 'Going back over earlier topics', system: true },
    { tag: 'Lab report', description: 'Write-up of a practical experiment' },
    { tag: 'Past paper', description: 'A previous exam paper under timed conditions' },
    { tag: 'Group work', description: 'Tasks done with classmates' },
    { tag: 'Presentation', description: 'Slides or a talk in front of the group' },
    { tag: 'Exam', description: 'Formal assessment', system: true },
    { tag: 'Project', description: 'A longer piece of work over several weeks' },
    { tag: 'Urgent', description: 'Due within two days' },
    { tag: 'Weekend', description: 'Set for Saturday and Sunday' },
    { tag: 'Holiday work', description: 'To do during the school holidays' },
    { tag: 'Assignment', description: 'Marked piece of coursework', system: true },
    { tag: 'Catch-up', description: 'Work missed during an absence' },
    { tag: 'Extension', description: 'Extra challenge for fast finishers' },
    { tag: 'Spelling', description: 'Weekly spelling list' },
    { tag: 'Times tables', description: 'Multiplication practice' },
    { tag: 'Reading', description: 'Set reading from the class book', system: true },
    { tag: 'Comprehension', description: 'Reading with questions' },
    { tag: 'Coding', description: 'Programming exercises' },
    { tag: 'Research', description: 'Finding and summarising sources' },
    { tag: 'Quiz', description: 'A short check of understanding' },
    { tag: 'Practice test', description: 'Untimed test for practice', system: true },
    { tag: 'Flashcards', description: 'Cards for memorising facts' },
    { tag: 'Mind map', description: 'A diagram linking ideas' },
    { tag: 'Oral practice', description: 'Speaking and listening' },
    { tag: 'Worksheet', description: 'A printed sheet of exercises' },
];

/** System tags carry task_id 1; the others have none, as tags added through the API. */
const tags = (random: SeedRandom, base: Date): StoredRecord[] =>
    withIds(random, creationTimes(random, base, TAGS.length, 500), i => {
        const { tag, description, system } = TAGS[i];
        return system ? { tag, description, task_id: 1 } : { tag, description };
    });

export const fixtures: readonly FixtureRows[] = [
    { order: 70, seed: 20261104, rows: ({ random, base }) => ({ tags: tags(random, base) }) },
];
