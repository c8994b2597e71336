import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
    await h.signIn();
});
afterAll(() => h.stop());

describe('the rest list protocol (activity log, through ra-data-simple-rest)', () => {
    it('GET /activity?sort=&range=&filter= with the bearer token; the total comes from Content-Range', async () => {
        const result = await h.dataProvider.getList('activity', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'at', order: 'DESC' },
            filter: { action: 'sign_in' },
        });
        expect(h.lastCall()).toMatchObject({
            method: 'GET',
            path: '/activity',
            query: { sort: '["at","DESC"]', range: '[0,9]', filter: '{"action":"sign_in"}' },
        });
        expect(h.lastCall().authorization).toMatch(/^Bearer /);
        expect(result.total).toBeGreaterThanOrEqual(1);
        expect(result.data[0]).toMatchObject({ id: expect.any(String), action: 'sign_in', actor_name: 'Super Admin' });
    });

    it('shows a delete made through the data provider', async () => {
        const created = await h.dataProvider.create('grade', { data: { grade: 'contract log grade' } });
        await h.dataProvider.delete('grade', { id: created.data.id, previousData: created.data });
        const { data } = await h.dataProvider.getList('activity', {
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'at', order: 'DESC' },
            filter: { action: 'delete', q: 'contract log' },
        });
        expect(data[0]).toMatchObject({ target_type: 'grade', target_name: 'contract log grade' });
    });

    it('a refusal reaches react-admin as an HttpError with the server words', async () => {
        await expect(
            h.dataProvider.getList('activity', {
                pagination: { page: 1, perPage: 10 },
                sort: { field: 'detail', order: 'ASC' },
                filter: {},
            }),
        ).rejects.toMatchObject({ status: 400, message: 'Cannot sort Activity Log by detail' });
    });
});

describe('a list read larger than the API pages (an export)', () => {
    it('is read as the API own pages of 100 and put together in order', async () => {
        // Subscription history: 126 rows in the seed, paged on the server (GET ?limit=&current_page=).
        const history = 'general/subscription-history';
        const pageOfTen = await h.list(history);
        const total = pageOfTen.total ?? 0;
        expect(total).toBeGreaterThan(100);
        const before = h.calls.length;
        const big = await h.dataProvider.getList(history, {
            pagination: { page: 1, perPage: 1000 },
            sort: { field: '', order: 'DESC' },
            filter: {},
        });
        const asked = h.calls.slice(before);
        expect(asked.map(c => c.query.limit)).toEqual(asked.map(() => '100'));
        expect(asked.map(c => Number(c.query.current_page)).sort()).toEqual(
            Array.from({ length: Math.ceil(total / 100) }, (_, i) => i + 1),
        );
        expect(big.total).toBe(total);
        expect(big.data).toHaveLength(total);
        expect(big.data.slice(0, 10).map(r => r.id)).toEqual(pageOfTen.data.map(r => r.id));
    });
});
