import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * Answers compressed for a client that accepts it, written compact, with the same content; the live stream
 * never held back by compression. Read with node:http, which (unlike fetch) shows the bytes as sent.
 */

let t: TestApi;

interface Raw {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    bytes: Buffer;
}

/** A GET, or a POST of `body` as JSON. */
const raw = (path: string, headers: Record<string, string>, body?: unknown): Promise<Raw> =>
    new Promise((done, fail) => {
        const req = request(`${t.api.url}${path}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: {
                authorization: `Bearer ${t.token}`,
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                ...headers,
            },
        });
        req.on('response', res => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
                done({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
            );
        });
        req.on('error', fail);
        req.end(body === undefined ? undefined : JSON.stringify(body));
    });

beforeAll(async () => {
    t = await startTestApi();
});

afterAll(async () => {
    await t.stop();
});

describe('compressed answers', () => {
    it.each([
        ['a whole list', '/grade/alldetails', undefined],
        ['a page', '/event/alldetails', { page: 1, limit: 20, search: '', sortBy: null, sortOrder: 'desc' }],
    ])('%s: gzip to a client that accepts it, the same body as uncompressed', async (_what, path, body) => {
        const plain = await raw(path, { 'accept-encoding': 'identity' }, body);
        expect(plain.status).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        const zipped = await raw(path, { 'accept-encoding': 'gzip' }, body);
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(zipped.bytes).toString()).toBe(plain.bytes.toString());
        expect(zipped.bytes.length).toBeLessThan(plain.bytes.length);
    });

    it('brotli where it is accepted, the same body again', async () => {
        const plain = await raw('/grade/alldetails', { 'accept-encoding': 'identity' });
        const br = await raw('/grade/alldetails', { 'accept-encoding': 'gzip, deflate, br' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
    });

    it('answers compact JSON: no indentation', async () => {
        const plain = await raw('/grade/alldetails', { 'accept-encoding': 'identity' });
        const text = plain.bytes.toString();
        expect(text).toBe(JSON.stringify(JSON.parse(text)));
        expect((JSON.parse(text) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    });

    it('a whole list changed by a write is answered anew, and an unchanged one as not modified', async () => {
        const before = await raw('/grade/alldetails', { 'accept-encoding': 'gzip' });
        const etag = String(before.headers.etag);
        const again = await raw('/grade/alldetails', { 'accept-encoding': 'gzip', 'if-none-match': etag });
        expect(again.status).toBe(304);
        expect((await t.call('POST', '/grade/add', { grade: 'grade compressed' })).status).toBe(200);
        const after = await raw('/grade/alldetails', { 'accept-encoding': 'gzip', 'if-none-match': etag });
        expect(after.status).toBe(200);
        expect(gunzipSync(after.bytes).toString()).toContain('"grade compressed"');
    });
});

describe('the live stream beside compression', () => {
    it('delivers an event at once to a client that accepts gzip, uncompressed', async () => {
        const abort = new AbortController();
        const response = await new Promise<import('node:http').IncomingMessage>((done, fail) => {
            const req = request(`${t.api.url}/live`, {
                headers: {
                    authorization: `Bearer ${t.token}`,
                    'accept-encoding': 'gzip, br',
                    accept: 'text/event-stream',
                },
                signal: abort.signal,
            });
            req.on('response', done);
            req.on('error', fail);
            req.end();
        });
        expect(response.headers['content-encoding']).toBeUndefined();
        let heard = '';
        response.on('data', (chunk: Buffer) => (heard += chunk.toString()));
        response.on('error', () => undefined);
        await expect.poll(() => heard).toContain('retry:');
        expect((await t.call('POST', '/grade/add', { grade: 'grade heard' })).status).toBe(200);
        await expect.poll(() => heard, { timeout: 2000 }).toContain('event: change');
        abort.abort();
    });
});
