import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { declarations } from '../../src/shared/entities/declarations';
import type { Endpoint } from '../../src/shared/types';
import { startTestApi, type TestApi } from './harness';

/**
 * The invalid-input corpus, sent to every write route the API lists at GET /
 * (so routes added later are covered without editing this file): each
 * answer is a 4xx with a message, and the data file is unchanged.
 */

let t: TestApi;
beforeAll(async () => {
    // Thousands of refused sign-ins would trip the throttle; its own test is elsewhere.
    t = await startTestApi({
        throttle: {
            perAddressAndEmail: { slowAfter: 1e6, refuseAfter: 1e6 },
            perEmail: { slowAfter: 1e6 },
            perAddress: { slowAfter: 1e6, refuseAfter: 1e6 },
            stepMs: 0,
            maxDelayMs: 0,
        },
    });
});
afterAll(() => t.stop());

const declaredEndpoints = declarations.flatMap(decl => {
    const { create, update, delete: remove } = decl.api;
    const toggles = Object.values(decl.fields).flatMap(f =>
        f.kind === 'toggle' ? [{ endpoint: f.endpoint, bodyless: !f.valueKey }] : [],
    );
    return [
        ...[create, update].flatMap(e => (e ? [{ endpoint: e, bodyless: false }] : [])),
        ...(remove ? [{ endpoint: remove, bodyless: true }] : []),
        ...toggles,
    ].map(({ endpoint, bodyless }) => ({ endpoint: endpoint as Endpoint, bodyless, collection: decl.collection }));
});

/** Every key any declared form or account form takes: bad values go to all of them at once. */
const KEYS = [
    ...new Set([
        ...declarations.flatMap(d => Object.keys(d.fields)),
        ...declaredEndpoints.flatMap(d => d.endpoint.send),
        'email',
        'password',
        'current_password',
        'new_password',
        'confirm_new_password',
        'reset_token',
        'smtp_email',
        'smtp_password',
        'stripe_public_key',
        'stripe_secret_key',
        'logo',
        'name',
        'package_info',
        'deleted_status',
        'id',
        'token',
        'status',
        'price',
    ]),
];
const every = (value: unknown) => Object.fromEntries(KEYS.map(key => [key, value]));
/** Over the rich-text cap (50,000, HTML included). */
const LONG = 'x'.repeat(60_000);
/** Over every other text cap (a line's 255, a note's 2,000, other form text's 1,000). */
const OVER_CAP = 'x'.repeat(2_001);
const RICH_TEXT_KEYS = new Set(
    declarations.flatMap(d => Object.entries(d.fields).flatMap(([key, f]) => (f.kind === 'richText' ? [key] : []))),
);
/** Every key over its cap, under the 1 MB body limit: each field's cap is what refuses it. */
const overEveryCap = Object.fromEntries(KEYS.map(key => [key, RICH_TEXT_KEYS.has(key) ? LONG : OVER_CAP]));

/** Bodies every write route must refuse with a 4xx and a message, storing nothing. */
const REFUSED: Array<[string, string]> = [
    ['an object in every field', JSON.stringify(every({ a: 1 }))],
    ['an array in every field', JSON.stringify(every(['a', 'b']))],
    ['an operator object in every field', JSON.stringify(every({ $gt: '' }))],
    ['every field over its text cap', JSON.stringify(overEveryCap)],
    ['a body that is an array', '[1,2,3]'],
    ['a body that is a string', '"text"'],
    ['broken JSON', '{"note": '],
];
const B = 'XBOUNDARYX';
const part = (disposition: string, content: string) =>
    `--${B}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;
/** Multipart bodies every write route must refuse with a 400 and a message (multer passes busboy's parse errors on as plain errors). */
const MALFORMED_MULTIPART: Array<[string, string, string]> = [
    ['multipart with no boundary', 'multipart/form-data', 'x'],
    [
        'an unterminated multipart body',
        `multipart/form-data; boundary=${B}`,
        `--${B}\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished`,
    ],
    [
        'a part header without a colon',
        `multipart/form-data; boundary=${B}`,
        `--${B}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${B}--\r\n`,
    ],
    [
        'a NUL in a file name',
        `multipart/form-data; boundary=${B}`,
        `${part('form-data; name="resource_file"; filename="a\u0000b.pdf"', '%PDF-1.4')}--${B}--\r\n`,
    ],
    [
        'a CRLF in a file name',
        `multipart/form-data; boundary=${B}`,
        `${part('form-data; name="resource_file"; filename*=UTF-8\'\'a%0D%0Ab.pdf', '%PDF-1.4')}--${B}--\r\n`,
    ],
];

/** Keys named like Object.prototype's members are unknown keys: ignored (an edit may still succeed), never a 500. */
const PROTOTYPE_KEYS =
    '{"constructor":"x","toString":"x","__proto__":{"polluted":true},"hasOwnProperty":"x","valueOf":"x"}';

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

/** Percent-encodings Express cannot decode: a bad hex pair, a lone %, a cut UTF-8 sequence, an overlong one. */
const MALFORMED_ENCODINGS = ['%zz', '%', '%E0%A4%A', '%C0%AF'];
/** Static paths: a missing file of the reference page, a climb out of its folder, files under bad encodings. */
const STATIC_PATHS = [
    '/docs/assets/nope.js',
    '/docs/assets/..%2f..%2fpackage.json',
    '/docs/assets/%zz',
    '/uploads/nope.png',
    '/uploads/..%2fdb.json',
    '/uploads/%zz',
    '/resources/%',
    '/%',
];

describe('malformed paths on every route', () => {
    it('answer each path parameter with a malformed encoding, and each bad static path, with a 4xx and a message, logging nothing', async () => {
        const listed = (await t.call('GET', '/')).body.data.routes as string[];
        const requests = [
            ...listed
                .filter(line => line.includes('/:'))
                .flatMap(line => {
                    const [method, path] = line.split(' ');
                    return MALFORMED_ENCODINGS.map(bad => ({ method, path: path.replace(/:\w+/g, bad) }));
                }),
            ...STATIC_PATHS.map(path => ({ method: 'GET', path })),
        ];
        expect(requests.length).toBeGreaterThan(100);
        const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const failures: string[] = [];
        try {
            for (const { method, path } of requests) {
                for (const token of [t.token, '']) {
                    const res = await fetch(t.api.url + path, {
                        method,
                        headers: token ? { authorization: `Bearer ${token}` } : {},
                    });
                    const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string };
                    if (res.status < 400 || res.status >= 500 || body.success !== false || !body.message)
                        failures.push(`${method} ${path}: ${res.status} ${JSON.stringify(body).slice(0, 100)}`);
                }
            }
            expect(failures.join('\n')).toBe('');
            expect(logged).not.toHaveBeenCalled();
        } finally {
            logged.mockRestore();
        }
    }, 120_000);
});
