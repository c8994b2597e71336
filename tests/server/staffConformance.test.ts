import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describedCalls } from '../../scripts/conformance/document';
import { runConformance } from '../../scripts/conformance/run';
import { startTestApi, type TestApi } from './harness';

/** `npm run conformance -- --as EMAIL`: a staff member's run holds the API to the role's refusals and hidden fields. */

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
}, 120_000);
afterAll(() => t.stop());

const runAs = async (email: string) =>
    runConformance({ api: t.api.url, email, password: 'Password@123', staff: true, check: await describedCalls() });

describe('a conformance run as a staff member', () => {
    it('passes as Support, who may read every screen it lists', async () => {
        const results = await runAs('support@example.com');
        expect(results.filter(r => !r.pass && !r.skipped)).toEqual([]);
        expect(results.find(r => r.name.startsWith('Subscription Packages'))?.name).toMatch(/\(refused\)$/);
    });

    it('passes as the Content editor: coupon codes refused, coaches without their e-mail', async () => {
        const results = await runAs('content@example.com');
        expect(results.filter(r => !r.pass && !r.skipped)).toEqual([]);
        const coupons = results.find(r => r.name.startsWith('Coupon Code') && r.name.endsWith('(refused)'));
        expect(coupons?.expected).toBe('403 "Content editor may not list coupon codes"');
        expect(results.find(r => r.name === 'Profile (refused)')).toMatchObject({
            pass: true,
            expected: '403 "Content editor may not open the profile"',
        });
    });

    it('fails when the API shows what the role hides', async () => {
        // An API that answers coaches' e-mails, which the Content editor's role hides: the run must say so.
        const results = await runConformance({
            api: t.api.url,
            email: 'content@example.com',
            password: 'Password@123',
            staff: true,
            check: await describedCalls(),
            fetch: async (input, init) => {
                const answer = await fetch(input, init);
                if (!String(input).endsWith('/getAdmin')) return answer;
                const body = (await answer.json()) as { data: { docs: Array<Record<string, unknown>> } };
                body.data.docs = body.data.docs.map(doc => ({ ...doc, email: 'leak@example.com' }));
                return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
            },
        });
        const leak = results.find(r => r.got.startsWith('shows the hidden'));
        expect(leak?.got).toBe('shows the hidden email');
    });
});
