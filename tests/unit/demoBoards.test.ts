import { describe, expect, it } from 'vitest';
import {
    boardsReducer,
    commentTime,
    DEFAULT_COLUMNS,
    isBoardTitleValid,
    moveTask,
    newBoard,
    tasksOf,
} from '../../src/demos/scrumboard/boards';
import { sampleBoards } from '../../src/demos/scrumboard/sampleBoards';

const titles = (board: (typeof sampleBoards)[number], cardId: number) =>
    tasksOf(board, cardId).map(t => [t.id, t.sequence]);

describe('scrum boards', () => {
    it('gives a new board the columns DO, In Working and Done, in that order', () => {
        expect(DEFAULT_COLUMNS).toEqual(['DO', 'In Working', 'Done']);
        const board = newBoard(sampleBoards, 'Sprint 1');
        expect(board.cards.map(c => [c.title, c.sequence, c.board_id])).toEqual([
            ['DO', 1, board.id],
            ['In Working', 2, board.id],
            ['Done', 3, board.id],
        ]);
        // Column ids stay unique across boards.
        const ids = [...sampleBoards, board].flatMap(b => b.cards.map(c => c.id));
        expect(new Set(ids).size).toBe(ids.length);
        expect(board).toMatchObject({ title: 'Sprint 1', isFav: false, tasks: [] });
    });

    it('does not save an empty or blank title', () => {
        expect(isBoardTitleValid('')).toBe(false);
        expect(isBoardTitleValid('  ')).toBe(false);
        expect(boardsReducer(sampleBoards, { type: 'add', title: ' ' })).toBe(sampleBoards);
        expect(boardsReducer(sampleBoards, { type: 'rename', id: 1, title: '' })).toBe(sampleBoards);
    });

    it('adds, renames, favourites and deletes boards', () => {
        let boards = boardsReducer(sampleBoards, { type: 'add', title: ' Sprint 1 ' });
        const id = boards[boards.length - 1].id;
        expect(boards[boards.length - 1].title).toBe('Sprint 1');
        boards = boardsReducer(boards, { type: 'rename', id, title: 'Sprint 2' });
        boards = boardsReducer(boards, { type: 'toggleFavourite', id });
        expect(boards.find(b => b.id === id)).toMatchObject({ title: 'Sprint 2', isFav: true });
        boards = boardsReducer(boards, { type: 'toggleFavourite', id });
        expect(boards.find(b => b.id === id)?.isFav).toBe(false);
        expect(boardsReducer(boards, { type: 'remove', id }).some(b => b.id === id)).toBe(false);
    });

    it('moves a task to another column and renumbers both columns', () => {
        const [board] = sampleBoards;
        expect(titles(board, 1)).toEqual([
            [1, 1],
            [2, 2],
            [3, 3],
        ]);
        const moved = moveTask(board, 1, 2, 1);
        expect(titles(moved, 1)).toEqual([
            [2, 1],
            [3, 2],
        ]);
        expect(titles(moved, 2)).toEqual([
            [4, 1],
            [1, 2],
        ]);
    });

    it('reorders within a column and ignores unknown tasks or columns', () => {
        const [board] = sampleBoards;
        expect(titles(moveTask(board, 3, 1, 0), 1)).toEqual([
            [3, 1],
            [1, 2],
            [2, 3],
        ]);
        expect(moveTask(board, 99, 1, 0)).toBe(board);
        expect(moveTask(board, 1, 99, 0)).toBe(board);
        const viaReducer = boardsReducer(sampleBoards, {
            type: 'moveTask',
            boardId: 1,
            taskId: 5,
            toCardId: 1,
            toIndex: 5,
        });
        expect(titles(viaReducer[0], 1).at(-1)).toEqual([5, 4]);
    });

    it('shows comment times from epoch seconds', () => {
        const seconds = new Date(2019, 3, 2, 14, 5).getTime() / 1000;
        expect(commentTime(seconds)).toBe('02/04/2019 14:05');
    });
});
