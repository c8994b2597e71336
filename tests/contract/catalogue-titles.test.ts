import type { RaRecord } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { catalogueCalls } from './support/catalogue';
import { type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness));
const { list } = catalogueCalls(() => h);

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
