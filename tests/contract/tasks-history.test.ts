import type { RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_ACTIVITY, type ActivityRow } from '../../src/shared/dashboardActivity';
import { INVOICE } from '../../src/resources/subscriptionHistory/schema';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
    await h.signIn();
});
afterAll(() => h.stop());

const list: Harness['list'] = (...args) => h.list(...args);

describe.each([
    { resource: 'tasktype', base: '/task_type', noun: 'Task type', confirm: 'task type' },
    { resource: 'exam-planner', base: '/exam-planner', noun: 'Exam planner', confirm: 'tasktype' },
])('$resource (spec part 2, section 7)', ({ resource, base, noun }) => {
    let row: RaRecord;

    it(`POST ${base}/alldetails {userId, search}: the whole list, paged, sorted and searched in the browser`, async () => {
        const page = await list(resource, 1, '', 'task_type', 'ASC');
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: `${base}/alldetails`, keys: ['userId', 'search'] });
        expect(page.data).toHaveLength(10);
        expect(page.total).toBeGreaterThanOrEqual(25);
        const names = page.data.map(r => String(r.task_type).toLowerCase());
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
        const found = await list(resource, 1, String(page.data[4].task_type).toUpperCase());
        expect(found.data.map(r => r.id)).toContain(page.data[4].id);
    });

    it(`POST ${base}/add {id, task_type, description}`, async () => {
        const result = await h.dataProvider.create(resource, {
            data: { task_type: `Contract ${noun}`, description: 'made by the contract test' },
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `${base}/add`,
            keys: ['id', 'task_type', 'description'],
        });
        expect(result.meta?.message).toBe(`${noun} added successfully`);
        row = result.data;
    });

    it('refuses an empty task_type with "Please Enter Task Type" and stores nothing', async () => {
        const before = (await list(resource)).total;
        await expect(h.dataProvider.create(resource, { data: { task_type: ' ' } })).rejects.toThrow(
            'Please Enter Task Type',
        );
        expect((await list(resource)).total).toBe(before);
    });

    it(`POST ${base}/edit/{id} {id, task_type, description}`, async () => {
        await h.dataProvider.update(resource, {
            id: row.id,
            data: { ...row, task_type: `Contract ${noun} 2` },
            previousData: row,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `${base}/edit/${row.id}`,
            keys: ['id', 'task_type', 'description'],
            body: { id: row.id, task_type: `Contract ${noun} 2`, description: 'made by the contract test' },
        });
    });

    it('refuses to change or delete a row with task_id 1', async () => {
        const all = await h.dataProvider.getList(resource, {
            pagination: { page: 1, perPage: 100 },
            sort: { field: '', order: 'DESC' },
            filter: {},
        });
        const own = all.data.find(r => r.task_id === 1);
        expect(own).toBeDefined();
        await expect(
            h.dataProvider.update(resource, { id: own!.id, data: { ...own, task_type: 'x' }, previousData: own! }),
        ).rejects.toThrow('This record cannot be changed');
        await expect(h.dataProvider.delete(resource, { id: own!.id, previousData: own! })).rejects.toThrow(
            'This record cannot be changed',
        );
    });

    it(`POST ${base}/delete/{id} with no body`, async () => {
        const result = await h.dataProvider.delete(resource, { id: row.id, previousData: row });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: `${base}/delete/${row.id}`, keys: [] });
        expect(result.meta?.message).toBe(`${noun} deleted successfully`);
        expect((await list(resource, 1, `Contract ${noun} 2`)).total).toBe(0);
    });
});

describe('Subscription history (spec part 2, section 7)', () => {
    it('GET /subscription-history?limit=&current_page=&search= answers results, count, totalPage', async () => {
        const page = await list('general/subscription-history', 2);
        expect(h.lastCall()).toMatchObject({
            method: 'GET',
            path: '/subscription-history',
            query: { limit: '10', current_page: '2', search: '' },
            keys: [],
        });
        expect(page.data).toHaveLength(10);
        expect(page.total).toBeGreaterThanOrEqual(120);
        const raw = await fetch(`${h.api.url}/subscription-history?limit=10&current_page=1&search=`, {
            headers: { authorization: `Bearer ${h.session.token()}` },
        });
        const { data } = (await raw.json()) as { data: { results: unknown[]; count: number; totalPage: number } };
        expect(Object.keys(data)).toEqual(expect.arrayContaining(['results', 'count', 'totalPage']));
        expect(data.totalPage).toBe(Math.ceil(data.count / 10));
    });

    it('searches the nested user names on the server', async () => {
        const first = (await list('general/subscription-history')).data[0];
        const name = String((first.user as { last_name: string }).last_name);
        const found = await list('general/subscription-history', 1, name.toLowerCase());
        expect(h.lastCall().query.search).toBe(name.toLowerCase());
        expect(found.total).toBeGreaterThan(0);
        expect(found.data.every(r => JSON.stringify(r).toLowerCase().includes(name.toLowerCase()))).toBe(true);
    });

    it('GET /invoice/{id} answers a URL that serves the invoice as a PDF; rows without an invoice have none', async () => {
        const all = await h.dataProvider.getList('general/subscription-history', {
            pagination: { page: 1, perPage: 100 },
            sort: { field: '', order: 'DESC' },
            filter: {},
        });
        const invoiced = all.data.find(r => r.invoice_id);
        expect(all.data.some(r => !r.invoice_id)).toBe(true);
        const { data: url } = await h.dataProvider.call<string>(INVOICE, { id: invoiced!.invoice_id });
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: `/invoice/${invoiced!.invoice_id}`, keys: [] });
        const pdf = await fetch(url);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        expect(
            Buffer.from(await pdf.arrayBuffer())
                .subarray(0, 5)
                .toString(),
        ).toBe('%PDF-');
        // The link is signed: a changed signature or another invoice's id is refused.
        const tampered = url.replace(/sig=(\w)/, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`);
        expect(tampered).not.toBe(url);
        expect((await fetch(tampered)).status).toBe(403);
        await expect(h.dataProvider.call(INVOICE, { id: 'in_unknown' })).rejects.toThrow('Invoice not found');
    });
});

describe("Dashboard: student activity (the console's call; the spec names none)", () => {
    it("GET /dashboard/student-activity answers activity rows in the spec's shape", async () => {
        const { data } = await h.dataProvider.call<ActivityRow[]>(STUDENT_ACTIVITY);
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: '/dashboard/student-activity', keys: [] });
        expect(data.length).toBe(10);
        for (const row of data) {
            expect(row).toMatchObject({
                first_name: expect.any(String),
                last_name: expect.any(String),
                allTasks: [{ count: expect.any(Number) }],
                completedTasks: [{ count: expect.any(Number) }],
            });
            expect(row.completedTasks![0].count!).toBeLessThanOrEqual(row.allTasks![0].count!);
        }
    });
});
