import { describe, expect, it } from 'vitest';
import { declarations } from '../../src/shared/entities/declarations';
import { eventResource } from '../../src/resources/event/schema';
import { coachFolderResource } from '../../src/resources/folder/schema';
import { studentResource } from '../../src/resources/student/schema';
import { phoneRowOf } from '../../src/schema/phoneRow';
import { ACTIONS } from '../../src/shared/types';

describe('a record as a compact row on a phone', () => {
    it('titles it by the column that names it, with the next text column below', () => {
        expect(phoneRowOf(eventResource)).toEqual({
            title: 'event_name',
            secondary: 'event_description',
            controls: [],
            actions: true,
        });
    });

    it('shows a person with their e-mail (the record hint), the status switch in the menu', () => {
        expect(phoneRowOf(studentResource)).toEqual({
            title: 'first_name',
            secondary: 'email',
            controls: ['user_status'],
            actions: true,
        });
    });

    it('offers a link to another page (a folder’s sub folders) in the menu', () => {
        expect(phoneRowOf(coachFolderResource).controls).toContain('sub_folders');
    });

    it('takes the columns a declaration names over the derived ones', () => {
        const decl = { ...eventResource, list: { ...eventResource.list, phoneRow: { secondary: 'created_at' } } };
        expect(phoneRowOf(decl)).toMatchObject({ title: 'event_name', secondary: 'created_at' });
    });

    it("follows the user's column choice (issue 47): hidden columns leave, the line reads the chosen order", () => {
        const hidden = { order: [], hidden: ['event_description'] };
        expect(phoneRowOf(eventResource, hidden)).toEqual({
            title: 'event_name',
            secondary: 'created_at',
            more: [],
            controls: [],
            actions: true,
        });
        const moved = { order: ['event_name', 'created_at', 'event_description'], hidden: [] };
        expect(phoneRowOf(eventResource, moved)).toMatchObject({
            secondary: 'created_at',
            more: ['event_description'],
        });
        // A status switch hidden leaves the menu; the name hidden, the first chosen text column titles the row.
        expect(phoneRowOf(studentResource, { order: [], hidden: ['user_status'] }).controls).toEqual([]);
        expect(phoneRowOf(eventResource, { order: [], hidden: ['event_name'] }).title).toBe('event_description');
        // Only Action shown: the record is still named.
        const onlyActions = { order: [], hidden: eventResource.list.columns.filter(c => c !== ACTIONS) };
        expect(phoneRowOf(eventResource, onlyActions).title).toBe('event_name');
    });

    it('gives every declared list a title among its fields, and lines that are not controls', () => {
        for (const decl of declarations) {
            const row = phoneRowOf(decl);
            expect(decl.fields[row.title], decl.name).toBeDefined();
            expect(row.controls, decl.name).not.toContain(row.title);
            if (row.secondary) expect(row.controls, decl.name).not.toContain(row.secondary);
        }
    });
});
