import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/** /live for a staff member: told when their role changes, and only of the screens their role may list. */

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
}, 120_000);
afterAll(() => t.stop());

/** Every event a stream has told so far, by name and data. */
const listen = async (token: string) => {
    const abort = new AbortController();
    const response = await fetch(`${t.api.url}/live`, {
        headers: { authorization: `Bearer ${token}` },
        signal: abort.signal,
    });
    const heard: Array<{ event: string; data: Record<string, unknown> }> = [];
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const pump = (async () => {
        for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
            if (done) return;
            buffer += value;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                const lines = buffer.slice(0, end).split('\n');
                buffer = buffer.slice(end + 2);
                const field = (name: string) => lines.find(l => l.startsWith(`${name}: `))?.slice(name.length + 2);
                const event = field('event');
                if (event) heard.push({ event, data: JSON.parse(field('data') ?? '{}') });
            }
        }
    })();
    return { heard, close: async () => (abort.abort(), await pump) };
};

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
