import { describe, expect, it } from 'vitest';
import { QUARTER_HOURS } from '../../src/demos/todo/dates';
import { emojiMatches, EMOJIS, EMOTICONS } from '../../src/demos/todo/emojiChoices';
import { mentionMatches } from '../../src/demos/todo/mentionPeople';
import { sampleTodos } from '../../src/demos/todo/sampleTodos';
import { listCount, type TodoAction, todoReducer, type TodoState, visibleTasks } from '../../src/demos/todo/todoState';

const TODAY = '2026-11-22';
const NOW = new Date(`${TODAY}T10:00:00`);
const start = () => sampleTodos(NOW);
const run = (state: TodoState, ...actions: TodoAction[]) => actions.reduce(todoReducer, state);
const titles = (state: TodoState, view: TodoState['view']) => visibleTasks(state, view, TODAY).map(t => t.title);

describe('to-do demo: counts and views', () => {
    it('counts the tasks still to do in each list', () => {
        const { todos } = start();
        expect(['myday', 'important', 'bookmarked', 1, 2].map(view => listCount(todos, view as never, TODAY))).toEqual([
            2, 2, 1, 3, 1,
        ]);
    });

    it('shows in My day only what was put there today', () => {
        const state = start();
        expect(titles(state, 'myday')).toEqual([
            'Prepare Thursday revision session',
            'Review essay drafts',
            'Plan next term’s timetable',
        ]);
        expect(visibleTasks(state, 'myday', '2026-11-23')).toEqual([]);
    });

    it('adds a task to My Day for today, or takes it out', () => {
        let state = run(start(), { type: 'toggleMyDay', id: 5, today: TODAY });
        expect(state.todos.find(t => t.id === 5)?.myDay).toBe(TODAY);
        expect(listCount(state.todos, 'myday', TODAY)).toBe(3);
        state = run(state, { type: 'toggleMyDay', id: 5, today: TODAY });
        expect(state.todos.find(t => t.id === 5)?.myDay).toBe(false);
    });

    it('hides completed tasks in the view that asks, and shows them again', () => {
        let state = run(start(), { type: 'toggleHideCompleted', view: 'myday' });
        expect(titles(state, 'myday')).toEqual(['Prepare Thursday revision session', 'Review essay drafts']);
        expect(titles(state, 1)).toContain('Send exam dates to parents');
        state = run(state, { type: 'toggleHideCompleted', view: 'myday' });
        expect(titles(state, 'myday')).toHaveLength(3);
    });

    it('puts a new task in the view it is typed in', () => {
        const made = (view: TodoState['view']) =>
            run(
                start(),
                { type: 'selectView', view },
                { type: 'addTask', title: ' Call Tom ', today: TODAY, now: NOW.toISOString() },
            ).todos.at(-1);
        expect(made('myday')).toMatchObject({ title: 'Call Tom', myDay: TODAY, listId: null, isImportant: false });
        expect(made('important')).toMatchObject({ isImportant: true, myDay: false });
        expect(made('bookmarked')).toMatchObject({ isBookmark: true });
        expect(made(2)).toMatchObject({
            listId: 2,
            myDay: false,
            isComplete: false,
            steps: [],
            files: [],
            notes: '',
            dueDate: null,
        });
    });
});

describe('to-do demo: lists', () => {
    it('adds a list on a non-blank name and opens it', () => {
        const state = run(start(), { type: 'addList', title: '  Exams ' });
        expect(state.lists.at(-1)).toEqual({ id: 3, title: 'Exams' });
        expect(state.view).toBe(3);
        expect(run(state, { type: 'addList', title: '   ' })).toBe(state);
    });

    it('renames a list, keeping the old name for a blank one', () => {
        const state = run(
            start(),
            { type: 'renameList', id: 2, title: 'Home' },
            { type: 'renameList', id: 2, title: ' ' },
        );
        expect(state.lists.find(l => l.id === 2)?.title).toBe('Home');
    });

    it('deletes a list with its tasks and goes back to My day', () => {
        const state = run(start(), { type: 'selectView', view: 2 }, { type: 'deleteList', id: 2 });
        expect(state.lists.map(l => l.id)).toEqual([1]);
        expect(state.todos.some(t => t.listId === 2)).toBe(false);
        expect(state.view).toBe('myday');
    });
});

describe('to-do demo: a task', () => {
    it('keeps its title when a blank one is typed', () => {
        const state = run(start(), { type: 'updateTask', id: 2, changes: { title: '  ', isComplete: true } });
        expect(state.todos.find(t => t.id === 2)).toMatchObject({ title: 'Review essay drafts', isComplete: true });
    });

    it('adds, ticks and removes steps; a blank step is ignored', () => {
        let state = run(
            start(),
            { type: 'addStep', taskId: 2, title: 'Read intro' },
            { type: 'addStep', taskId: 2, title: ' ' },
        );
        expect(state.todos.find(t => t.id === 2)?.steps).toEqual([{ id: 1, title: 'Read intro', isComplete: false }]);
        state = run(state, { type: 'toggleStep', taskId: 2, stepId: 1 });
        expect(state.todos.find(t => t.id === 2)?.steps[0].isComplete).toBe(true);
        state = run(state, { type: 'deleteStep', taskId: 2, stepId: 1 });
        expect(state.todos.find(t => t.id === 2)?.steps).toEqual([]);
    });

    it('attaches files by name and removes them', () => {
        let state = run(start(), {
            type: 'addFiles',
            taskId: 2,
            files: [
                { name: 'a.pdf', size: 10 },
                { name: 'b.png', size: 20 },
            ],
        });
        expect(state.todos.find(t => t.id === 2)?.files).toEqual([
            { id: 1, name: 'a.pdf', size: 10 },
            { id: 2, name: 'b.png', size: 20 },
        ]);
        state = run(state, { type: 'removeFile', taskId: 2, fileId: 1 });
        expect(state.todos.find(t => t.id === 2)?.files.map(f => f.name)).toEqual(['b.png']);
    });

    it('is deleted', () => {
        expect(run(start(), { type: 'deleteTask', id: 1 }).todos.some(t => t.id === 1)).toBe(false);
    });
});

describe('to-do demo: pickers', () => {
    it('offers due times in 15-minute steps', () => {
        expect(QUARTER_HOURS).toHaveLength(96);
        expect(QUARTER_HOURS.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
        expect(QUARTER_HOURS.at(-1)).toBe('23:45');
    });

    it('suggests people by first or last name', () => {
        expect(mentionMatches('li').map(p => p.label)).toEqual(['Lisa Brooks']);
        expect(mentionMatches('SC').map(p => p.label)).toEqual(['Amelia Scott']);
        expect(mentionMatches('')).toHaveLength(6);
    });

    it('suggests emojis by short code, with characters only (no image fallbacks)', () => {
        expect(EMOJIS.length).toBeGreaterThan(200);
        expect(
            EMOJIS.every(
                e => /\p{Extended_Pictographic}/u.test(e.emoji) && !/[\s|]/.test(e.emoji) && e.shortcodes[0] === e.name,
            ),
        ).toBe(true);
        expect(new Set(EMOJIS.map(e => e.name)).size).toBe(EMOJIS.length);
        const smile = emojiMatches('smile');
        expect(smile[0].shortcodes[0]).toMatch(/^smile/);
        expect(smile.length).toBeLessThanOrEqual(8);
        // The matching short code is shown first; tags find what codes do not.
        expect(emojiMatches('party_p')[0]).toMatchObject({
            emoji: '🎉',
            name: 'tada',
            shortcodes: expect.arrayContaining(['party_popper']),
        });
        expect(emojiMatches('party_p')[0].shortcodes[0]).toBe('party_popper');
        expect(emojiMatches('tad')[0].shortcodes[0]).toBe('tada');
        expect(emojiMatches('celebrat').map(e => e.emoji)).toContain('🎉');
        expect(emojiMatches('zzzzqq')).toEqual([]);
    });

    it('turns the common emoticons into emojis of the list', () => {
        const emojiOf = Object.fromEntries(EMOTICONS.map(e => [e.emoticon, e.emoji]));
        expect(emojiOf).toMatchObject({ ':)': '🙂', ';)': '😉', ':D': '😄', '<3': '❤️', '</3': '💔', ":'(": '😢' });
        expect(EMOTICONS).toHaveLength(16);
    });
});
