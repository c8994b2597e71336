import type { RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
    await h.signIn();
});
afterAll(() => h.stop());

const list: Harness['list'] = (...args) => h.list(...args);

/** A call straight at the fake API, as another client would make it. */
const raw = async (method: string, path: string, body?: object) => {
    const response = await fetch(h.api.url + path, {
        method,
        headers: { Authorization: `Bearer ${h.session.token()}`, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as { success: boolean; message: string; data: unknown };
};

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

describe('Subjects (spec part 1, section 7)', () => {
    it('POST /Subject/alldetails {page, limit, search, userId} with userId sent empty', async () => {
        const result = await list('subject', 2);
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/Subject/alldetails',
            keys: ['page', 'limit', 'search', 'userId'],
            body: { page: 2, limit: 10, search: '', userId: '' },
        });
        expect(result.data).toHaveLength(10);
        expect(result.total).toBeGreaterThanOrEqual(25);
    });

    it('answers docs, totalDocs and totalPages, and searches on the server', async () => {
        const answer = await raw('POST', '/Subject/alldetails', { page: 1, limit: 10, search: '', userId: '' });
        expect(answer.data).toMatchObject({ totalDocs: expect.any(Number), totalPages: expect.any(Number) });
        const found = await list('subject', 1, 'mathem');
        expect(h.lastCall().body).toMatchObject({ search: 'mathem' });
        expect(found.data.map(r => r.subject_name)).toEqual(['Mathematics']);
    });

    let subject: RaRecord;
    const saved = ['id', 'subject_name', 'description', 'subject_color', 'userId', 'favourite'];
    it('POST /Subject/add {id, subject_name, description, subject_color, userId, favourite}', async () => {
        const result = await h.dataProvider.create('subject', {
            data: { subject_name: 'Contract subject', subject_color: '#ef9a9a', favourite: true },
        });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/Subject/add', keys: saved, form: false });
        expect(h.lastCall().body).toMatchObject({ userId: '', favourite: true });
        expect(result.meta?.message).toBe('Subject added successfully');
        subject = result.data;
        expect(subject).toMatchObject({ favourite: true, subject_status: true });
    });

    it('POST /Subject/edit/{id} with the same keys', async () => {
        await h.dataProvider.update('subject', {
            id: subject.id,
            data: { ...subject, subject_name: 'Contract subject 2', favourite: false },
            previousData: subject,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/Subject/edit/${subject.id}`,
            keys: saved,
            body: { id: subject.id, subject_name: 'Contract subject 2', userId: '', favourite: false },
        });
    });

    it('POST /update-favourite-subject/{id} {favourite} answers the spec messages', async () => {
        const on = await h.dataProvider.toggle('subject', { id: subject.id, field: 'favourite', value: true });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/update-favourite-subject/${subject.id}`,
            keys: ['favourite'],
            body: { favourite: true },
        });
        expect(on.message).toBe('Subject has been added in favourites');
        expect(on.data.favourite).toBe(true);
        const off = await h.dataProvider.toggle('subject', { id: subject.id, field: 'favourite', value: false });
        expect(off.message).toBe('Subject has been removed from favourites');
        expect(off.data.favourite).toBe(false);
    });

    it('POST /update-subject-status/{id} {status}', async () => {
        const result = await h.dataProvider.toggle('subject', {
            id: subject.id,
            field: 'subject_status',
            value: false,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/update-subject-status/${subject.id}`,
            keys: ['status'],
            body: { status: false },
        });
        expect(result.data.subject_status).toBe(false);
    });

    it('rejects a subject without name or colour with the spec messages', async () => {
        await expect(h.dataProvider.create('subject', { data: { subject_color: '#ef9a9a' } })).rejects.toThrow(
            'Please Enter Subject Name',
        );
        await expect(h.dataProvider.create('subject', { data: { subject_name: 'No colour' } })).rejects.toThrow(
            'Please choose Subject Color',
        );
        expect((await list('subject', 1, 'No colour')).total).toBe(0);
    });

    it('DELETE /Subject/delete/{id}', async () => {
        const result = await h.dataProvider.delete('subject', { id: subject.id, previousData: subject });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/Subject/delete/${subject.id}`, keys: [] });
        expect(result.meta?.message).toBe('Subject deleted successfully');
        expect((await list('subject', 1, 'Contract subject')).total).toBe(0);
    });
});

describe('Tags (spec part 1 and part 2, section 7)', () => {
    it('POST /tags {userId, search} gives the whole list, paged in the browser', async () => {
        const page = await list('tag', 3);
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/tags',
            keys: ['userId', 'search'],
            body: { userId: h.session.userId(), search: '' },
        });
        expect(page.total).toBeGreaterThanOrEqual(25);
        expect(page.data.length).toBeGreaterThan(0);
    });

    it('sends the search, which the server and the browser both apply', async () => {
        const found = await list('tag', 1, 'HOMEWORK');
        expect(h.lastCall().body).toMatchObject({ search: 'HOMEWORK' });
        expect(found.data.map(r => r.tag)).toEqual(['Homework']);
        const answer = await raw('POST', '/tags', { userId: '', search: 'WORK' });
        const rows = answer.data as { tag: string; description: string }[];
        expect(rows.map(t => t.tag)).toEqual(
            expect.arrayContaining(['Group work', 'Holiday work', 'Homework', 'Worksheet']),
        );
        expect(rows.every(t => `${t.tag} ${t.description}`.toLowerCase().includes('work'))).toBe(true);
        const all = (await raw('POST', '/tags', { userId: '', search: null })).data as unknown[];
        expect(rows.length).toBeLessThan(all.length);
    });

    let tag: RaRecord;
    it('POST /tag {id, tag, description}', async () => {
        const result = await h.dataProvider.create('tag', {
            data: { tag: 'Contract tag', description: 'From the test' },
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/tag',
            keys: ['id', 'tag', 'description'],
            form: false,
        });
        expect(result.meta?.message).toBe('Tag added successfully');
        tag = result.data;
    });

    it('POST /tag/{id} with the same keys', async () => {
        await h.dataProvider.update('tag', { id: tag.id, data: { ...tag, tag: 'Contract tag 2' }, previousData: tag });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/tag/${tag.id}`,
            keys: ['id', 'tag', 'description'],
            body: { id: tag.id, tag: 'Contract tag 2', description: 'From the test' },
        });
    });

    it('stores a tag sent without a description, with an empty one', async () => {
        const result = await h.dataProvider.create('tag', { data: { tag: 'Contract bare tag' } });
        expect(h.lastCall().body).toMatchObject({ id: null, tag: 'Contract bare tag', description: null });
        expect(result.data.description).toBe('');
        await h.dataProvider.delete('tag', { id: result.data.id });
    });

    it('rejects an empty tag with "Please Enter Tag"', async () => {
        await expect(h.dataProvider.create('tag', { data: { tag: '', description: 'x' } })).rejects.toThrow(
            'Please Enter Tag',
        );
    });

    it('DELETE /tag/{id}', async () => {
        await h.dataProvider.delete('tag', { id: tag.id, previousData: tag });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/tag/${tag.id}`, keys: [] });
        expect((await list('tag', 1, 'Contract tag')).total).toBe(0);
    });

    it('refuses to change or delete a system tag (task_id 1)', async () => {
        const [system] = (await list('tag', 1, 'Revision')).data;
        expect(system).toMatchObject({ tag: 'Revision', task_id: 1 });
        await expect(
            h.dataProvider.update('tag', { id: system.id, data: { ...system, tag: 'Changed' }, previousData: system }),
        ).rejects.toThrow('This record cannot be changed');
        await expect(h.dataProvider.delete('tag', { id: system.id, previousData: system })).rejects.toThrow(
            'This record cannot be changed',
        );
        const after = (await list('tag', 1, 'Revision')).data;
        expect(after).toEqual([expect.objectContaining({ id: system.id, tag: 'Revision' })]);
    });
});

describe('Subscription Title (spec part 1, section 7)', () => {
    it('GET /getheader gives the whole list', async () => {
        const page = await list('general/subscription-header');
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: '/getheader', keys: [] });
        expect(page.data).toHaveLength(10);
        expect(page.total).toBeGreaterThanOrEqual(25);
    });

    let title: RaRecord;
    it('POST /create/header-title {id, title}', async () => {
        const result = await h.dataProvider.create('general/subscription-header', {
            data: { title: 'Contract title' },
        });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/create/header-title', keys: ['id', 'title'] });
        title = result.data;
    });

    it('POST /create/header-title/{id} with the same keys; the title is optional', async () => {
        await h.dataProvider.update('general/subscription-header', {
            id: title.id,
            data: { ...title, title: '' },
            previousData: title,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/create/header-title/${title.id}`,
            keys: ['id', 'title'],
            body: { id: title.id, title: '' },
        });
        const stored = (await list('general/subscription-header', 1, '', '', 'DESC')).data.find(r => r.id === title.id);
        expect(stored?.title).toBe('');
    });

    it('has no delete call', async () => {
        await expect(h.dataProvider.delete('general/subscription-header', { id: title.id })).rejects.toMatchObject({
            status: 405,
        });
    });
});
