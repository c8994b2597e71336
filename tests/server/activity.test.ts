import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

interface Entry {
    id: string;
    action: string;
    actor_id: string | null;
    actor_name: string;
    target_type?: string;
    target_name?: string;
    detail?: string;
    at: string;
}

/** GET /activity in ra-data-simple-rest's dialect: JSON in sort, range and filter. */
const activity = async (query: { sort?: unknown; range?: unknown; filter?: unknown } = {}, token?: string) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
        params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    const res = await fetch(`${t.api.url}/activity?${params}`, {
        headers: token === '' ? {} : { authorization: `Bearer ${token ?? t.token}` },
    });
    return {
        status: res.status,
        range: res.headers.get('content-range'),
        body: (await res.json()) as Entry[] & { message?: string },
    };
};

const newest = async (action: string) =>
    (await activity({ sort: ['at', 'DESC'], range: [0, 0], filter: { action } })).body[0];

describe('the activity log records', () => {
    it('a sign-in and a failed sign-in, under the person tried', async () => {
        expect((await newest('sign_in')).actor_name).toBe('Super Admin');
        const failed = await t.call('POST', '/api/v1/superadminlogin', { ...ADMIN, password: 'Wrong@1234' }, '');
        expect(failed.status).toBe(400);
        expect(await newest('sign_in_failed')).toMatchObject({ actor_name: 'Super Admin', detail: 'admin console' });
        // A stranger's text never lands in the log: an unknown e-mail is "unknown account".
        await t.call('POST', '/api/v1/superadminlogin', { email: 'nobody@example.com', password: 'Wrong@1234' }, '');
        const unknown = await newest('sign_in_failed');
        expect(unknown).toMatchObject({ actor_name: 'unknown account', detail: 'admin console' });
        expect(JSON.stringify(unknown)).not.toContain('nobody');
    });

    it("a coach's sign-in and failed sign-in", async () => {
        const coach = (await t.call('POST', '/getAdmin', { page: 1, limit: 1 })).body.data.docs[0];
        const name = `${coach.first_name} ${coach.last_name}`;
        expect(
            (
                await t.call('POST', `/user/changepassword/${coach._id}`, {
                    new_password: 'Coach@1234',
                    confirm_new_password: 'Coach@1234',
                })
            ).status,
        ).toBe(200);
        expect(
            (await t.call('POST', '/api/v1/coachlogin', { email: coach.email, password: 'Coach@1234' }, '')).status,
        ).toBe(200);
        expect(await newest('sign_in')).toMatchObject({ actor_id: coach._id, actor_name: name, detail: 'coach app' });
        expect(
            (await t.call('POST', '/api/v1/coachlogin', { email: coach.email, password: 'Wrong@1234' }, '')).status,
        ).toBe(400);
        expect(await newest('sign_in_failed')).toMatchObject({
            actor_id: coach._id,
            actor_name: name,
            detail: 'coach app',
        });
        await t.call('POST', '/api/v1/coachlogin', { email: 'nobody@example.com', password: 'Wrong@1234' }, '');
        expect(await newest('sign_in_failed')).toMatchObject({
            actor_id: null,
            actor_name: 'unknown account',
            detail: 'coach app',
        });
    });

    it('folder, sub folder and resource deletes', async () => {
        const folder = (
            await t.call('POST', '/category/add', {
                title: 'Folder for the log',
                resource_type: 'coach',
                has_parent: false,
            })
        ).body.data;
        const sub = (
            await t.call('POST', '/category/add', {
                title: 'Sub folder for the log',
                has_parent: true,
                parent_category: folder._id,
            })
        ).body.data;
        const resource = await t.call('POST', '/resource/superdadmin/add', {
            title: 'Resource for the log',
            resource_for: 'coach',
            isPrivate: true,
            link: 'https://example.com/x',
        });
        expect(resource.status).toBe(200);
        expect((await t.call('DELETE', `/resource/delete/${resource.body.data._id}`)).status).toBe(200);
        expect(await newest('delete')).toMatchObject({
            actor_name: 'Super Admin',
            target_type: 'resource',
            target_name: 'Resource for the log',
        });
        expect((await t.call('DELETE', `/category/delete/${sub._id}`)).status).toBe(200);
        expect(await newest('delete')).toMatchObject({
            actor_name: 'Super Admin',
            target_type: 'sub_folder',
            target_name: 'Sub folder for the log',
        });
        expect((await t.call('DELETE', `/category/delete/${folder._id}`)).status).toBe(200);
        expect(await newest('delete')).toMatchObject({
            actor_name: 'Super Admin',
            target_type: 'folder',
            target_name: 'Folder for the log',
        });
    });

    it('a delete: who, which kind of record and its name', async () => {
        const created = await t.call('POST', '/grade/add', { grade: 'grade for the log' });
        expect(created.status).toBe(200);
        const deleted = await t.call('DELETE', `/grade/delete/${created.body.data._id}`);
        expect(deleted.status).toBe(200);
        expect(await newest('delete')).toMatchObject({
            actor_name: 'Super Admin',
            target_type: 'grade',
            target_name: 'grade for the log',
        });
    });

    it('a status switch with the new state; a favourite star is not logged', async () => {
        const grade = (await t.call('GET', '/grade/alldetails')).body.data[0];
        await t.call('POST', `/update-grade-status/${grade._id}`, { id: grade._id, status: false });
        expect(await newest('status_change')).toMatchObject({
            target_type: 'grade',
            target_id: grade._id,
            detail: 'inactive',
        });
        const before = (await activity({ range: [0, 999] })).body.length;
        const subject = (await t.call('POST', '/subject/alldetails', { page: 1, limit: 1 })).body.data.docs?.[0];
        if (subject) await t.call('POST', `/update-favourite-subject/${subject._id}`, { favourite: true });
        expect((await activity({ range: [0, 999] })).body.length).toBe(before);
    });

    it('a password change', async () => {
        const changed = await t.call('POST', '/api/v1/superadmin/change-password', {
            current_password: ADMIN.password,
            new_password: 'Password@456',
            confirm_new_password: 'Password@456',
        });
        expect(changed.status).toBe(200);
        expect(await newest('password_change')).toMatchObject({
            actor_name: 'Super Admin',
            target_name: 'Super Admin',
        });
        await t.call('POST', '/api/v1/superadmin/change-password', {
            current_password: 'Password@456',
            new_password: ADMIN.password,
            confirm_new_password: ADMIN.password,
        });
    });
});

describe('GET /activity speaks ra-data-simple-rest', () => {
    it('answers a plain array, newest first, with the total in Content-Range', async () => {
        const all = await activity({ sort: ['at', 'DESC'], range: [0, 999] });
        const total = all.body.length;
        expect(total).toBeGreaterThan(4);
        const page = await activity({ sort: ['at', 'DESC'], range: [1, 2] });
        expect(page.status).toBe(200);
        expect(page.range).toBe(`activity 1-2/${total}`);
        expect(page.body.map(e => e.id)).toEqual(all.body.slice(1, 3).map(e => e.id));
        const times = all.body.map(e => e.at);
        expect([...times].sort().reverse()).toEqual(times);
    });

    it('filters by action, by person (q) and by a range of days', async () => {
        const deletes = await activity({ range: [0, 99], filter: { action: 'delete' } });
        expect(deletes.body.length).toBeGreaterThan(0);
        expect(deletes.body.every(e => e.action === 'delete')).toBe(true);
        const unknown = await activity({ range: [0, 99], filter: { q: 'UNKNOWN acc' } });
        expect(unknown.body.length).toBeGreaterThan(0);
        expect(unknown.body.every(e => e.actor_name === 'unknown account')).toBe(true);
        const today = new Date().toISOString().slice(0, 10);
        const since = await activity({ range: [0, 999], filter: { at_gte: today, at_lte: today } });
        const all = await activity({ range: [0, 999] });
        expect(since.body.length).toBe(all.body.length);
        expect((await activity({ range: [0, 9], filter: { at_lte: '2000-01-01' } })).range).toBe('activity 0-0/0');
    });

    it('is read-only and for a signed-in super-admin only', async () => {
        expect((await activity({}, '')).status).toBe(401);
        const write = await t.call('POST', '/activity', { action: 'delete' });
        expect(write.status).toBe(404);
    });

    it.each([
        [{ sort: 'not json' }, 'sort is not valid JSON'],
        [{ sort: ['at'] }, 'sort must be ["field", "ASC" or "DESC"]'],
        [{ sort: ['detail', 'ASC'] }, 'Cannot sort Activity Log by detail'],
        [{ range: [5, 1] }, 'range must be [first, last], whole numbers from 0'],
        [{ range: [0, 5000] }, 'range must hold at most 1000 rows'],
        [{ filter: [] }, 'filter must be a JSON object'],
        [{ filter: { constructor: 'x' } }, 'Cannot filter Activity Log by constructor'],
        [{ filter: { action: { $ne: 1 } } }, 'filter action must be text, a number or true/false'],
        [{ filter: { at_gte: 'yesterday' } }, 'filter at_gte must be a date'],
    ])('refuses %j with a 400 naming it', async (query, message) => {
        const res = await activity(query);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
    });
});
