import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * GET /capabilities names the extras (calls beyond the spec) the fake API serves; started with --spec-only
 * (`specOnly`) it names none and every extra's route answers 404, as a real API without them would, while the
 * spec's calls still answer.
 */

/** One call of each extra, and the extra it belongs to. */
const EXTRA_CALLS = [
    ['views', 'GET', '/list-views?list=tag'],
    ['views', 'POST', '/list-views'],
    ['live', 'GET', '/live'],
    ['activity', 'GET', '/activity'],
    ['dashboard', 'GET', '/dashboard/student-activity'],
    ['insights', 'GET', '/insights/subscriptions'],
    ['history', 'GET', '/records/grade/000000000000000000000000/history'],
    ['recentlyDeleted', 'GET', '/records/grade/deleted'],
    ['staff', 'GET', '/staff'],
    ['staff', 'GET', '/roles'],
    ['staff', 'GET', '/me/permissions'],
] as const;

const documentedPaths = async (t: TestApi): Promise<string[]> =>
    Object.keys(((await fetch(`${t.api.url}/openapi.json`).then(res => res.json())) as { paths: object }).paths);

describe('GET /capabilities on the full fake API', () => {
    let t: TestApi;
    beforeAll(async () => {
        t = await startTestApi();
    });
    afterAll(() => t.stop());

    it('names every extra it serves, to a session only', async () => {
        const answer = await t.call('GET', '/capabilities');
        expect(answer.status).toBe(200);
        expect(answer.body.data.extras).toEqual([
            'views',
            'live',
            'activity',
            'dashboard',
            'insights',
            'history',
            'recentlyDeleted',
            'staff',
            'presence',
        ]);
        expect((await t.call('GET', '/capabilities', undefined, '')).status).toBe(401);
        expect(await documentedPaths(t)).toEqual(expect.arrayContaining(['/capabilities', '/list-views', '/live']));
    });

    it("carries the session's permissions as GET /me/permissions answers them, a staff member's too", async () => {
        const mine = await t.call('GET', '/capabilities');
        expect(mine.body.data.permissions).toEqual((await t.call('GET', '/me/permissions')).body.data);
        expect(mine.body.data.permissions).toMatchObject({ all: true });
        const signIn = { email: 'support@example.com', password: 'Password@123' };
        const token = (await t.call('POST', '/api/v1/superadminlogin', signIn, '')).body.data.accessToken;
        const theirs = (await t.call('GET', '/capabilities', undefined, token)).body.data.permissions;
        expect(theirs).toEqual((await t.call('GET', '/me/permissions', undefined, token)).body.data);
        expect(theirs).toMatchObject({ role: 'Support', all: false });
    });
});

describe('a fake API started with --spec-only', () => {
    let t: TestApi;
    beforeAll(async () => {
        t = await startTestApi({ specOnly: true });
    });
    afterAll(() => t.stop());

    it('names no extra', async () => {
        const answer = await t.call('GET', '/capabilities');
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ extras: [] });
    });

    it.each(EXTRA_CALLS)('answers 404 to %s: %s %s', async (_extra, method, path) => {
        const answer = await t.call(method, path, method === 'GET' ? undefined : {});
        expect(answer.status).toBe(404);
        expect(answer.body.success).toBe(false);
    });

    it("still answers the spec's calls, and documents only what it serves", async () => {
        expect((await t.call('GET', '/grade/alldetails')).status).toBe(200);
        expect((await t.call('POST', '/event/alldetails', { page: 1, limit: 10 })).status).toBe(200);
        const paths = await documentedPaths(t);
        expect(paths).toContain('/capabilities');
        expect(paths).toContain('/grade/alldetails');
        for (const gone of ['/list-views', '/live', '/activity', '/dashboard/student-activity', '/insights/people'])
            expect(paths).not.toContain(gone);
        expect(paths.filter(path => path.startsWith('/records/'))).toEqual([]);
    });
});
