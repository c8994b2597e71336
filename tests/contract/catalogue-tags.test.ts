import type { RaRecord } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { catalogueCalls } from './support/catalogue';
import { type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness));
const { list, raw } = catalogueCalls(() => h);

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
