import type { RaRecord } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { catalogueCalls } from './support/catalogue';
import { type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness));
const { list } = catalogueCalls(() => h);

describe('Notes (spec part 1, section 7)', () => {
    it('GET /notes/alldetails gives the whole list, paged and filtered in the browser', async () => {
        const page = await list('note', 1, '', 'note', 'ASC');
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: '/notes/alldetails', keys: [] });
        expect(page.data).toHaveLength(10);
        expect(page.total).toBeGreaterThanOrEqual(25);
        const found = await list('note', 1, String(page.data[3].note).toUpperCase());
        expect(found.data.map(r => r.id)).toContain(page.data[3].id);
    });

    let note: RaRecord;
    it('POST /notes/add {note}', async () => {
        const result = await h.dataProvider.create('note', { data: { note: 'Contract note' } });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/notes/add', keys: ['note'], form: false });
        expect(result.meta?.message).toBe('Note added successfully');
        note = result.data;
        expect(note.note_status).toBe(true);
    });

    it('POST /notes/edit/{id} {id, note}', async () => {
        await h.dataProvider.update('note', {
            id: note.id,
            data: { ...note, note: 'Contract note 2' },
            previousData: note,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/notes/edit/${note.id}`,
            keys: ['id', 'note'],
            body: { id: note.id, note: 'Contract note 2' },
        });
    });

    it('POST /update-note-status/{id} {id, status}', async () => {
        const result = await h.dataProvider.toggle('note', { id: note.id, field: 'note_status', value: false });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/update-note-status/${note.id}`,
            keys: ['id', 'status'],
            body: { id: note.id, status: false },
        });
        expect(result.data.note_status).toBe(false);
    });

    it('rejects an empty note with "Please Enter Note" and stores nothing', async () => {
        const before = (await list('note')).total;
        await expect(h.dataProvider.create('note', { data: { note: '  ' } })).rejects.toThrow('Please Enter Note');
        expect((await list('note')).total).toBe(before);
    });

    it('DELETE /notes/delete/{id}', async () => {
        const result = await h.dataProvider.delete('note', { id: note.id, previousData: note });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/notes/delete/${note.id}`, keys: [] });
        expect(result.meta?.message).toBe('Note deleted successfully');
        expect((await list('note', 1, 'Contract note 2')).total).toBe(0);
    });
});
