import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * Saved list views (issue 25): GET/POST /list-views, PUT/DELETE /list-views/:id. A view is personal or shared
 * with everyone; only its owner changes it. Called as the super-admin and as a coach.
 */

let t: TestApi;
let coach: string;

const STATE = {
    filter: { q: 'math' },
    sort: 'tag',
    order: 'ASC',
    columns: { order: ['tag'], hidden: ['description'] },
};

beforeAll(async () => {
    t = await startTestApi();
    const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Array<{
        _id: string;
        email: string;
        user_status: boolean;
    }>;
    const one = coaches.find(c => c.user_status !== false)!;
    const pw = { new_password: 'Coach@1234', confirm_new_password: 'Coach@1234' };
    expect((await t.call('POST', `/user/changepassword/${one._id}`, pw)).status).toBe(200);
    const login = await t.call('POST', '/api/v1/coachlogin', { email: one.email, password: 'Coach@1234' }, '');
    coach = login.body.data.accessToken as string;
});
afterAll(() => t.stop());

const create = (body: Record<string, unknown>, token?: string) =>
    t.call('POST', '/list-views', { list: 'tag', name: 'Maths', shared: false, state: STATE, ...body }, token);
const listed = async (token?: string, list = 'tag') =>
    (await t.call('GET', `/list-views?list=${encodeURIComponent(list)}`, undefined, token)).body.data as Array<{
        id: string;
        name: string;
        shared: boolean;
        mine: boolean;
    }>;

describe('saved list views', () => {
    it('needs a session', async () => {
        expect((await t.call('GET', '/list-views?list=tag', undefined, '')).status).toBe(401);
        expect((await create({}, '')).status).toBe(401);
    });

    it('keeps a personal view for its owner only and a shared one for everyone', async () => {
        const personal = await create({ name: 'Mine only' });
        expect(personal.status).toBe(200);
        expect(personal.body.data).toMatchObject({ name: 'Mine only', shared: false, mine: true, state: STATE });
        const shared = await create({ name: 'For the team', shared: true });
        expect(shared.status).toBe(200);

        const mine = await listed();
        expect(mine.map(v => v.name)).toEqual(expect.arrayContaining(['Mine only', 'For the team']));
        const theirs = await listed(coach);
        expect(theirs.map(v => v.name)).toContain('For the team');
        expect(theirs.map(v => v.name)).not.toContain('Mine only');
        expect(theirs.find(v => v.name === 'For the team')?.mine).toBe(false);
        // Views are kept per list.
        expect((await listed(undefined, 'event')).map(v => v.name)).not.toContain('Mine only');
    });

    it('lets only the owner rename, update or delete (403 on a shared view, 404 on a personal one)', async () => {
        const shared = (await create({ name: 'Team view', shared: true })).body.data.id as string;
        const personal = (await create({ name: 'Private view' })).body.data.id as string;

        expect((await t.call('PUT', `/list-views/${shared}`, { name: 'Taken over' }, coach)).status).toBe(403);
        expect((await t.call('DELETE', `/list-views/${shared}`, undefined, coach)).status).toBe(403);
        expect((await t.call('PUT', `/list-views/${personal}`, { name: 'Seen?' }, coach)).status).toBe(404);
        expect((await t.call('DELETE', `/list-views/${personal}`, undefined, coach)).status).toBe(404);
        expect((await t.call('DELETE', '/list-views/000000000000000000000000')).status).toBe(404);

        const renamed = await t.call('PUT', `/list-views/${shared}`, { name: 'Team view 2' });
        expect(renamed.status).toBe(200);
        expect(renamed.body.data.name).toBe('Team view 2');
        const newState = { filter: {}, sort: 'created_at', order: 'DESC' };
        const updated = await t.call('PUT', `/list-views/${shared}`, { state: newState, shared: false });
        expect(updated.body.data).toMatchObject({ name: 'Team view 2', shared: false, state: newState });
        expect((await listed(coach)).map(v => v.name)).not.toContain('Team view 2');

        expect((await t.call('DELETE', `/list-views/${personal}`)).status).toBe(200);
        expect((await listed()).map(v => v.id)).not.toContain(personal);
    });

    it('gives a coach no view of a list it may not open (Activity Log, Students), not even a shared one', async () => {
        for (const list of ['activity', 'students']) {
            const shared = await create({
                list,
                name: `Shared ${list}`,
                shared: true,
                state: { ...STATE, filter: { q: 'x' } },
            });
            expect(shared.status).toBe(200);
            const asked = await t.call('GET', `/list-views?list=${list}`, undefined, coach);
            expect(asked.status).toBe(403);
            expect(JSON.stringify(asked.body)).not.toContain(`Shared ${list}`);
            expect((await create({ list, name: 'Mine' }, coach)).status).toBe(403);
            const id = shared.body.data.id as string;
            expect((await t.call('PUT', `/list-views/${id}`, { name: 'Taken over' }, coach)).status).toBe(404);
            expect((await t.call('DELETE', `/list-views/${id}`, undefined, coach)).status).toBe(404);
        }
        // A list a coach opens (its folders, the tags it picks from) keeps its views for it.
        expect((await t.call('GET', '/list-views?list=tag', undefined, coach)).status).toBe(200);
    });

    it('lets the super-admin delete any shared view, and removes a person’s views with them', async () => {
        const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Array<{ _id: string; email: string }>;
        const students = (await t.call('GET', '/_db/students')).body as unknown as Array<{ coach_id?: string }>;
        const taken = new Set(students.map(s => s.coach_id));
        const leaving = coaches.filter(c => !taken.has(c._id)).at(-1)!;
        const pw = { new_password: 'Coach@1234', confirm_new_password: 'Coach@1234' };
        expect((await t.call('POST', `/user/changepassword/${leaving._id}`, pw)).status).toBe(200);
        const login = await t.call('POST', '/api/v1/coachlogin', { email: leaving.email, password: 'Coach@1234' }, '');
        const token = login.body.data.accessToken as string;
        const first = (await create({ name: 'Left behind', shared: true }, token)).body.data.id as string;
        const second = (await create({ name: 'Left behind too', shared: true }, token)).body.data.id as string;
        const personal = (await create({ name: 'Personal, left behind' }, token)).body.data.id as string;

        expect((await t.call('DELETE', `/list-views/${first}`)).status).toBe(200);
        expect((await t.call('DELETE', `/list-views/${personal}`)).status).toBe(404);
        expect((await t.call('DELETE', `/deleteAdmin/${leaving._id}`)).status).toBe(200);
        await expect.poll(async () => (await listed()).map(v => v.id), { timeout: 5000 }).not.toContain(second);
        await t.api.flush();
        const stored = JSON.parse(await readFile(t.dbFile, 'utf8')) as { listViews: Array<{ ownerId: string }> };
        expect(stored.listViews.filter(v => v.ownerId === leaving._id)).toEqual([]);
    });

    it('refuses bad input with 400 and a message naming the problem', async () => {
        const refused = async (body: Record<string, unknown>, message: RegExp) => {
            const answer = await create(body);
            expect(answer.status, JSON.stringify(body)).toBe(400);
            expect(answer.body.success).toBe(false);
            expect(answer.body.message).toMatch(message);
        };
        await refused({ name: undefined }, /Please enter a view name/);
        await refused({ name: '   ' }, /Please enter a view name/);
        await refused({ name: 'x'.repeat(61) }, /at most 60 characters/);
        await refused({ name: { $gt: '' } }, /name must be text/);
        await refused({ name: ['a'] }, /name must be text/);
        await refused({ shared: 'yes' }, /shared must be true or false/);
        await refused({ list: 'nowhere' }, /is not a list/);
        await refused({ list: 42 }, /list must be text/);
        await refused({ state: 'everything' }, /state must be an object/);
        await refused({ state: { ...STATE, filter: [] } }, /state.filter must be an object/);
        await refused({ state: { ...STATE, filter: { q: { $ne: 1 } } } }, /state.filter.q must be/);
        await refused({ state: { ...STATE, filter: { q: 'x'.repeat(501) } } }, /state.filter.q must be/);
        await refused({ state: { ...STATE, order: 'SIDEWAYS' } }, /state.order/);
        await refused({ state: { ...STATE, columns: { order: 'tag' } } }, /state.columns/);
        expect((await t.call('GET', '/list-views?list=nowhere')).status).toBe(400);
        expect((await t.call('GET', '/list-views')).status).toBe(400);

        const id = (await create({ name: 'Edited badly' })).body.data.id as string;
        expect((await t.call('PUT', `/list-views/${id}`, {})).status).toBe(400);
        expect((await t.call('PUT', `/list-views/${id}`, { name: 'y'.repeat(61) })).status).toBe(400);
        expect((await t.call('PUT', `/list-views/${id}`, { shared: 1 })).status).toBe(400);
    });

    it('refuses a second view of the same name by the same owner', async () => {
        expect((await create({ name: 'Same' })).status).toBe(200);
        const again = await create({ name: 'same' });
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('You already have a view named "same"');
        // Another person may use the name.
        expect((await create({ name: 'Same' }, coach)).status).toBe(200);
    });

    it('keeps views across a restart (durable like the rest of the store)', async () => {
        const id = (await create({ name: 'Survives', shared: true })).body.data.id as string;
        await t.api.close();
        const { startApi } = await import('../../server/app');
        const again = await startApi({ port: 0, dbFile: t.dbFile, jwtSecret: 'secret-for-the-server-tests' });
        try {
            const login = await fetch(`${again.url}/api/v1/superadminlogin`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email: 'superadmin@example.com', password: 'Password@123' }),
            });
            const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
            const res = await fetch(`${again.url}/list-views?list=tag`, {
                headers: { authorization: `Bearer ${token}` },
            });
            const views = ((await res.json()) as { data: Array<{ id: string }> }).data;
            expect(views.map(v => v.id)).toContain(id);
        } finally {
            await again.close();
            t.api.close = async () => undefined;
        }
    });
});
