import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';
import { listenLive } from './liveEvents';

/** /live for a staff member: told when their role changes, and only of the screens their role may list. */

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
}, 120_000);
afterAll(() => t.stop());

const listen = (token: string) => listenLive(t.api.url, token);

describe("a staff member's live stream", () => {
    it('hears of a change to their role, and of the screens it lists only', async () => {
        const signIn = await t.call(
            'POST',
            '/api/v1/superadminlogin',
            { email: 'content@example.com', password: 'Password@123' },
            '',
        );
        const stream = await listen(signIn.body.data.accessToken);
        const roles = (await t.call('GET', '/roles')).body.data as Array<{
            _id: string;
            name: string;
            grants: unknown;
        }>;
        const editor = roles.find(r => r.name === 'Content editor')!;
        const support = roles.find(r => r.name === 'Support')!;
        const coupons = (await t.call('GET', '/_db/coupons')).body as unknown as Array<{ _id: string; status: string }>;
        const coupon = coupons.find(c => c.status !== 'expired')!;
        const grade = (
            (await t.call('GET', '/_db/grades')).body as unknown as Array<{ _id: string; grade: string }>
        )[0];
        await t.call('PUT', `/roles/${support._id}`, { name: 'Support', grants: support.grants });
        expect((await t.call('PUT', `/discount.status-change/${coupon._id}`)).status).toBe(200);
        await t.call('PUT', `/roles/${editor._id}`, { name: 'Content editor', grants: editor.grants });
        await t.call('POST', `/grade/edit/${grade._id}`, { id: grade._id, grade: `${grade.grade} b` });
        await expect.poll(() => stream.heard.some(h => h.data.collection === 'grades'), { timeout: 10_000 }).toBe(true);
        expect(stream.heard.filter(h => h.event === 'permissions')).toHaveLength(1);
        expect(stream.heard.some(h => h.data.collection === 'coupons')).toBe(false);
        await stream.close();
    });
});
