import { describe, expect, it } from 'vitest';
import {
    moveColumn,
    orderedColumns,
    readColumnChoice,
    shownColumns,
    toggleColumn,
} from '../../src/shared/columnChoice';

const declared = ['note', 'note_status', 'actions', 'created_at'];

describe('column choice', () => {
    it('shows the declared columns until a choice is made, then the chosen order without the hidden ones', () => {
        expect(shownColumns(declared, undefined)).toEqual(declared);
        let choice = toggleColumn(declared, undefined, 'note_status');
        choice = moveColumn(declared, choice, 'created_at', -1);
        expect(shownColumns(declared, choice)).toEqual(['note', 'created_at', 'actions']);
        choice = toggleColumn(declared, choice, 'note_status');
        expect(shownColumns(declared, choice)).toEqual(['note', 'note_status', 'created_at', 'actions']);
    });

    it('keeps one column shown, moves nothing past either end, and places new or unknown columns', () => {
        let choice = toggleColumn(['a', 'b'], undefined, 'a');
        choice = toggleColumn(['a', 'b'], choice, 'b');
        expect(shownColumns(['a', 'b'], choice)).toEqual(['b']);
        expect(moveColumn(['a', 'b'], undefined, 'a', -1).order).toEqual(['a', 'b']);
        expect(orderedColumns(['a', 'b', 'c'], { order: ['b', 'gone', 'a'], hidden: [] })).toEqual(['b', 'a', 'c']);
    });

    it('leaves a column the declaration hides out until the user shows it, and keeps it out on a move', () => {
        const hiddenFirst = ['note_status'];
        expect(shownColumns(declared, undefined, hiddenFirst)).toEqual(['note', 'actions', 'created_at']);
        expect(moveColumn(declared, undefined, 'note', 1, hiddenFirst).hidden).toEqual(hiddenFirst);
        const shown = toggleColumn(declared, undefined, 'note_status', hiddenFirst);
        expect(shownColumns(declared, shown, hiddenFirst)).toEqual(declared);
    });

    it('reads back only a well-formed choice', () => {
        expect(readColumnChoice({ order: ['a'], hidden: [] })).toEqual({ order: ['a'], hidden: [] });
        expect(readColumnChoice({ order: 'a', hidden: [] })).toBeUndefined();
        expect(readColumnChoice({ order: [1], hidden: [] })).toBeUndefined();
        expect(readColumnChoice(null)).toBeUndefined();
    });
});
