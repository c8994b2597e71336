import type { RaRecord } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { catalogueCalls } from './support/catalogue';
import { type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness));
const { list, raw } = catalogueCalls(() => h);

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
