import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from './harness';

/**
 * The API reference's "Try it out" (issue 47): at whichever name the page was loaded from, 127.0.0.1 as the API
 * prints it or localhost as `npm start` configures it, the calls go to that same origin, which the page's policy
 * allows, and the API takes them; a page of another origin still cannot write.
 */

interface Raw {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    text: string;
}

/** A request to the test API with any Host and Origin, as a browser at that address sends it. */
const raw = (t: TestApi, method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<Raw>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: t.api.port, method, path, headers }, res => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
            );
        });
        req.on('error', reject);
        req.end(body);
    });

/** A directive of a Content-Security-Policy header, by the fallback rules: connect-src, else default-src. */
const connectSources = (policy: string): string[] => {
    const directives = new Map(
        policy
            .split(';')
            .map(part => part.trim().split(/\s+/))
            .filter(words => words[0])
            .map(([name, ...sources]) => [name, sources] as const),
    );
    return directives.get('connect-src') ?? directives.get('default-src') ?? [];
};

let t: TestApi;
beforeAll(async () => {
    // As `npm start` starts it: its configured address names localhost.
    t = await startTestApi({ publicUrl: 'http://localhost:3999' });
});
afterAll(() => t.stop());

describe.each(['127.0.0.1', 'localhost'])('the reference loaded at http://%s:PORT/docs', name => {
    const host = () => `${name}:${t.api.port}`;

    it("lets the page call its own origin only ('self')", async () => {
        const page = await raw(t, 'GET', '/docs', { host: host() });
        expect(page.status).toBe(200);
        expect(connectSources(String(page.headers['content-security-policy']))).toEqual(["'self'"]);
    });

    it("sends Try it out to the page's own origin", async () => {
        const document = await raw(t, 'GET', '/openapi.json', { host: host() });
        const { servers } = JSON.parse(document.text) as { servers: { url: string }[] };
        const loadedFrom = `http://${host()}/openapi.json`;
        expect(new URL(servers[0].url, loadedFrom).origin).toBe(`http://${host()}`);
    });

    it('has its calls taken, a sign-in (a write) included', async () => {
        const origin = `http://${host()}`;
        const signIn = await raw(
            t,
            'POST',
            '/api/v1/superadminlogin',
            { host: host(), origin, 'content-type': 'application/json' },
            JSON.stringify(ADMIN),
        );
        expect(signIn.status).toBe(200);
    });
});

describe('a page of another origin', () => {
    it('still cannot write, a loopback one or a rebound name', async () => {
        const body = JSON.stringify(ADMIN);
        const json = { 'content-type': 'application/json' };
        // A page at 127.0.0.1:PORT+1 (another tester's server) calling this API by its localhost name.
        const other = await raw(
            t,
            'POST',
            '/api/v1/superadminlogin',
            { ...json, host: `localhost:${t.api.port}`, origin: `http://127.0.0.1:${t.api.port + 1}` },
            body,
        );
        expect(other.status).toBe(403);
        // A rebound name whose page names itself as its own origin is refused before any route.
        const rebound = await raw(
            t,
            'POST',
            '/api/v1/superadminlogin',
            { ...json, host: `rebind.example:${t.api.port}`, origin: `http://rebind.example:${t.api.port}` },
            body,
        );
        expect(rebound.status).toBe(421);
    });
});
