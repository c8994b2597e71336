import { format } from 'date-fns';
import type { Board, Card, Task } from './boardTypes';
import { sampleBoards } from './sampleBoards';

/** The columns every new board starts with (spec part 2, demo screens). */
export const DEFAULT_COLUMNS = ['DO', 'In Working', 'Done'] as const;

/** A board title is kept only when it has something besides spaces. */
export const isBoardTitleValid = (title: string): boolean => title.trim() !== '';

export type BoardAction =
    | { type: 'add'; title: string }
    | { type: 'rename'; id: number; title: string }
    | { type: 'remove'; id: number }
    | { type: 'toggleFavourite'; id: number }
    | { type: 'moveTask'; boardId: number; taskId: number; toCardId: number; toIndex: number };

const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;

/** A new board with the default columns and no tasks. */
export const newBoard = (boards: Board[], title: string): Board => {
    const id = nextId(boards.map(b => b.id));
    const firstCardId = nextId(boards.flatMap(b => b.cards.map(c => c.id)));
    const cards: Card[] = DEFAULT_COLUMNS.map((column, index) => ({
        board_id: id,
        id: firstCardId + index,
        sequence: index + 1,
        title: column,
        user_id: 1,
    }));
    return { id, title: title.trim(), isFav: false, cards, tasks: [] };
};

/** The column's tasks in order. */
export const tasksOf = (board: Board, cardId: number): Task[] =>
    board.tasks.filter(t => t.card_id === cardId).sort((a, b) => a.sequence - b.sequence);

/** Moves a task to a position of a column (the same or another) and renumbers both columns from 1. */
export const moveTask = (board: Board, taskId: number, toCardId: number, toIndex: number): Board => {
    const moving = board.tasks.find(t => t.id === taskId);
    if (!moving || !board.cards.some(c => c.id === toCardId)) return board;
    const target = tasksOf(board, toCardId).filter(t => t.id !== taskId);
    target.splice(Math.max(0, Math.min(toIndex, target.length)), 0, { ...moving, card_id: toCardId });
    const source = moving.card_id === toCardId ? [] : tasksOf(board, moving.card_id).filter(t => t.id !== taskId);
    const renumbered = new Map<number, Task>();
    [source, target].forEach(column =>
        column.forEach((t, index) => renumbered.set(t.id, { ...t, sequence: index + 1 })),
    );
    return { ...board, tasks: board.tasks.map(t => renumbered.get(t.id) ?? t) };
};

export const boardsReducer = (boards: Board[], action: BoardAction): Board[] => {
    const change = (id: number, update: (board: Board) => Board) => boards.map(b => (b.id === id ? update(b) : b));
    switch (action.type) {
        case 'add':
            return isBoardTitleValid(action.title) ? [...boards, newBoard(boards, action.title)] : boards;
        case 'rename':
            return isBoardTitleValid(action.title)
                ? change(action.id, b => ({ ...b, title: action.title.trim() }))
                : boards;
        case 'remove':
            return boards.filter(b => b.id !== action.id);
        case 'toggleFavourite':
            return change(action.id, b => ({ ...b, isFav: !b.isFav }));
        case 'moveTask':
            return change(action.boardId, b => moveTask(b, action.taskId, action.toCardId, action.toIndex));
    }
};

export const initialBoards = sampleBoards;

/** A comment's time, stored in epoch seconds. */
export const commentTime = (epochSeconds: number): string => format(new Date(epochSeconds * 1000), 'dd/MM/yyyy HH:mm');
