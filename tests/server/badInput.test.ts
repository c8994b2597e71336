import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../src/shared/entities/declarations';
import type { TestApi } from './harness';
import {
    declaredEndpoints,
    KEYS,
    MALFORMED_MULTIPART,
    PROTOTYPE_KEYS,
    REFUSED,
    startUnthrottledApi,
} from './invalidInput';

/**
 * The invalid-input corpus, sent to every write route the API lists at GET /
 * (so routes added later are covered without editing this file): each
 * answer is a 4xx with a message, and the data file is unchanged.
 */

let t: TestApi;
beforeAll(async () => {
    t = await startUnthrottledApi();
});
afterAll(() => t.stop());

interface Route {
    method: string;
    path: string;
}

let writeRoutes: Route[] = [];
beforeAll(async () => {
    const listed = (await t.call('GET', '/')).body.data.routes as string[];
    // Deletes and server-decided flips take no body; list calls read (their paging is checked in resources.test.ts).
    const skip = new Set([
        ...declaredEndpoints.filter(d => d.bodyless).map(d => `${d.endpoint.method} ${d.endpoint.path}`),
        ...declarations.map(d => `${d.api.list.endpoint.method} ${d.api.list.endpoint.path}`),
    ]);
    // The coupon calls mark past-due coupons expired first: let that happen before the data file is compared.
    await t.call('GET', '/discount?current_page=1&limit=10');
    writeRoutes = listed
        // Signing out takes no body, and would end the session the rest of the corpus uses.
        .filter(r => /^(POST|PUT|PATCH) /.test(r) && !skip.has(r) && !r.endsWith('/__reset') && !r.endsWith('/logout'))
        .map(r => {
            const [method, path] = r.split(' ');
            return { method, path };
        });
});

const firstIdFor = async (path: string): Promise<string> => {
    const owner = declaredEndpoints.find(d => d.endpoint.path === path);
    const db = JSON.parse(await readFile(t.dbFile, 'utf8')) as Record<string, Array<{ _id: string }>>;
    const rows = owner ? db[owner.collection] : (db.subscription_packages ?? []);
    return rows[0]?._id ?? 'no-such-id';
};

const dataFile = async () => {
    await t.api.flush();
    return readFile(t.dbFile, 'utf8');
};

/** Sends each body to every write route: what was not refused with a 4xx and a message, or changed the data, one line each. */
const refusedEverywhere = async (bodies: Array<[string, string, string]>): Promise<string> => {
    const failures: string[] = [];
    for (const route of writeRoutes) {
        const path = route.path.replace(':id', await firstIdFor(route.path));
        const before = await dataFile();
        for (const [label, contentType, text] of bodies) {
            const res = await fetch(t.api.url + path, {
                method: route.method,
                headers: { authorization: `Bearer ${t.token}`, 'content-type': contentType },
                body: text,
            });
            const body = (await res.json()) as { success: boolean; message: string };
            if (res.status < 400 || res.status >= 500 || body.success !== false || !body.message) {
                failures.push(
                    `${route.method} ${route.path} with ${label}: ${res.status} ${JSON.stringify(body).slice(0, 120)}`,
                );
            }
        }
        if ((await dataFile()) !== before) failures.push(`${route.method} ${route.path} changed the data`);
    }
    return failures.join('\n');
};

describe('invalid input on every write route', () => {
    it('lists the write routes it covers', () => {
        expect(writeRoutes.length).toBeGreaterThan(15);
        expect(writeRoutes.map(r => r.path)).toEqual(
            expect.arrayContaining(['/notes/add', '/api/v1/superadminlogin', '/price', '/discount']),
        );
    });

    it('answers each JSON body with a 4xx and a message, and stores nothing', async () => {
        expect(await refusedEverywhere(REFUSED.map(([label, text]) => [label, 'application/json', text]))).toBe('');
    }, 120_000);

    it('treats prototype-named keys as unknown keys', async () => {
        const failures: string[] = [];
        for (const route of writeRoutes) {
            const path = route.path.replace(':id', await firstIdFor(route.path));
            const res = await fetch(t.api.url + path, {
                method: route.method,
                headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
                body: PROTOTYPE_KEYS,
            });
            const text = await res.text();
            if (res.status >= 500 || text.includes('polluted'))
                failures.push(`${route.method} ${route.path}: ${res.status} ${text.slice(0, 120)}`);
        }
        expect(failures.join('\n')).toBe('');
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }, 120_000);

    it('refuses form-data with a repeated key (a list where text belongs)', async () => {
        const failures: string[] = [];
        for (const route of writeRoutes) {
            const path = route.path.replace(':id', await firstIdFor(route.path));
            const before = await dataFile();
            const form = new FormData();
            for (const key of KEYS) {
                form.append(key, 'a');
                form.append(key, 'b');
            }
            const res = await fetch(t.api.url + path, {
                method: route.method,
                headers: { authorization: `Bearer ${t.token}` },
                body: form,
            });
            const body = (await res.json()) as { success: boolean; message: string };
            if (res.status < 400 || res.status >= 500 || !body.message)
                failures.push(`${route.method} ${route.path}: ${res.status} ${body.message}`);
            if ((await dataFile()) !== before) failures.push(`${route.method} ${route.path} changed the data`);
        }
        expect(failures.join('\n')).toBe('');
    }, 120_000);

    it('answers each malformed multipart body with a 400 and a message, and stores nothing', async () => {
        expect(await refusedEverywhere(MALFORMED_MULTIPART)).toBe('');
    }, 120_000);

    it('says what is wrong with a multipart body', async () => {
        const send = (contentType: string, body: string) =>
            fetch(`${t.api.url}/resource/superdadmin/add`, {
                method: 'POST',
                headers: { authorization: `Bearer ${t.token}`, 'content-type': contentType },
                body,
            }).then(async res => ({
                status: res.status,
                message: ((await res.json()) as { message: string }).message,
            }));
        expect(await send('multipart/form-data', 'x')).toEqual({
            status: 400,
            message: 'The multipart body is malformed: Multipart: Boundary not found',
        });
        const [, type, withCrlf] = MALFORMED_MULTIPART.find(([label]) => label.includes('CRLF'))!;
        expect(await send(type, withCrlf)).toEqual({
            status: 400,
            message: 'The file name must not contain control characters',
        });
    });

    it('says which field is wrong and why', async () => {
        expect((await t.call('POST', '/notes/add', { note: { $gt: '' } })).body.message).toBe('Note must be text');
        expect((await t.call('POST', '/notes/add', { note: true })).body.message).toBe('Note must be text');
        expect((await t.call('POST', '/notes/add', { note: 'x'.repeat(3000) })).body.message).toBe(
            'Note must be at most 2000 characters',
        );
        expect(
            (await t.call('POST', '/api/v1/superadminlogin', { email: ['a'], password: 'x' }, '')).body.message,
        ).toBe('Email must be text');
        // A body over the 1 MB limit is refused whole, before any field is looked at.
        const huge = await t.call('POST', '/notes/add', { note: 'x'.repeat(1_100_000) });
        expect(huge.status).toBe(413);
        expect(huge.body).toMatchObject({ success: false, message: 'The request body must be at most 1 MB' });
    });
});
