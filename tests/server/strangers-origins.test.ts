import { describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from './harness';
import { json, LOGIN, raw, signIn, stopEachTestsApi } from './strangerRequests';

// What a web page in the tester's browser or a rebound host name could try: each is refused, nothing changes.

let t: TestApi | undefined;
stopEachTestsApi(
    () => t,
    () => (t = undefined),
);

describe('a web page in the tester’s browser', () => {
    it('cannot reset the data with a cross-site form post', async () => {
        t = await startTestApi({ consoleUrl: 'http://localhost:5999' });
        const grade = await t.call('POST', '/grade/add', { grade: 'kept through the attack' });
        expect(grade.status).toBe(200);
        const form = await raw(t, 'POST', '/__reset', {
            headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
            body: 'a=1',
        });
        expect(form.status).toBe(403);
        expect(form.body.message).toBe('Requests from other sites are refused: this API answers the console only');
        // A form with no Origin (some browsers' privacy modes) is still not JSON.
        const plain = await raw(t, 'POST', '/__reset', { headers: { 'content-type': 'text/plain' }, body: 'a=1' });
        expect(plain.status).toBe(415);
        const fetched = await raw(t, 'POST', '/__reset', { headers: { 'sec-fetch-site': 'cross-site' } });
        expect(fetched.status).toBe(403);
        // Nothing was reset: the session still works, the grade is still there.
        const grades = await t.call('GET', '/grade/alldetails');
        expect(grades.status).toBe(200);
        expect(grades.body.data.map((g: { grade: string }) => g.grade)).toContain('kept through the attack');
        // The console's own origin, and tools that send none, still reset.
        expect((await raw(t, 'POST', '/__reset', { headers: { origin: 'http://localhost:5999' } })).status).toBe(200);
    });

    it('cannot lock the super-admin out with cross-site sign-in posts', async () => {
        t = await startTestApi();
        for (let i = 0; i < 12; i++) {
            const form = await raw(t, 'POST', LOGIN, {
                headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
                body: `email=${encodeURIComponent(ADMIN.email)}&password=wrong`,
            });
            expect(form.status).toBe(403);
        }
        for (let i = 0; i < 12; i++) {
            const text = await raw(t, 'POST', LOGIN, {
                headers: { 'content-type': 'text/plain' },
                body: JSON.stringify({ email: ADMIN.email, password: 'x' }),
            });
            expect(text.status).toBe(415);
        }
        expect((await signIn(t)).status).toBe(200);
    });
});

describe('a rebound host name', () => {
    it('gets 421 on every route, the tester endpoints included, and the reset link never leaves', async () => {
        t = await startTestApi();
        const host = { host: 'rebind.attacker.example:3001' };
        const forgot = await raw(t, 'POST', '/api/v1/superadmin/forgetpassword', json({ email: ADMIN.email }, host));
        expect(forgot.status).toBe(421);
        expect(forgot.body.message).toContain('rebind.attacker.example');
        expect((await raw(t, 'GET', '/__outbox', { headers: host })).status).toBe(421);
        expect((await raw(t, 'GET', '/', { headers: host })).status).toBe(421);
        for (const page of ['/docs', '/openapi.json', '/docs/assets/swagger-ui.css'])
            expect((await raw(t, 'GET', page, { headers: host })).status).toBe(421);
        expect((await raw(t, 'POST', LOGIN, json(ADMIN, host))).status).toBe(421);
        expect((await t.call('GET', '/__outbox', undefined, '')).body.data).toEqual([]);
        // Loopback names and the configured ones are answered.
        for (const name of ['localhost:1', '127.0.0.1', '[::1]:3001', 'LOCALHOST']) {
            expect((await raw(t, 'GET', '/', { headers: { host: name } })).status).toBe(200);
        }
    });

    it('answers the host names it is configured with', async () => {
        t = await startTestApi({ publicUrl: 'https://api.console.test', allowedHosts: ['intranet-api'] });
        expect((await raw(t, 'GET', '/', { headers: { host: 'api.console.test' } })).status).toBe(200);
        expect((await raw(t, 'GET', '/', { headers: { host: 'intranet-api:8080' } })).status).toBe(200);
        expect((await raw(t, 'GET', '/', { headers: { host: 'evil.example' } })).status).toBe(421);
    });

    it('never puts the request’s Host in a link: invoices use the configured public address', async () => {
        t = await startTestApi({ publicUrl: 'https://api.console.test' });
        const history = await t.call('GET', '/subscription-history?limit=10&current_page=1');
        const invoiceId = history.body.data.results.find((r: { invoice_id?: string }) => r.invoice_id)
            ?.invoice_id as string;
        expect(invoiceId).toBeTruthy();
        const answer = await raw(t, 'GET', `/invoice/${invoiceId}`, {
            headers: { host: 'localhost', authorization: `Bearer ${t.token}` },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatch(/^https:\/\/api\.console\.test\/invoice-files\//);
    });
});

describe('multipart bodies', () => {
    it('a body with no boundary is a 400, not a 500', async () => {
        t = await startTestApi();
        const res = await raw(t, 'POST', '/event/add', {
            headers: { authorization: `Bearer ${t.token}`, 'content-type': 'multipart/form-data' },
            body: 'x',
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('The multipart body is malformed: Multipart: Boundary not found');
    });
});
