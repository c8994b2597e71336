import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * JSON bodies: at most 1 MB, refused (413) before they are read when they say they are larger, and never read
 * for a guarded route without a session. So one large body sent by anyone stalls no other call.
 */

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

interface RawAnswer {
    status: number;
    body: { success?: boolean; message?: string };
}

/**
 * Sends a request's head saying `length` bytes of JSON follow, and only `sent` of them: the answer must come
 * without the rest (the API decided without reading the body in full).
 */
const partly = (path: string, length: number, sent: string, token = ''): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
        const socket = connect(t.api.port, '127.0.0.1');
        let received = '';
        socket.setEncoding('utf8');
        socket.on('error', reject);
        // An API that waits for the rest of the body never answers: say so rather than hang.
        socket.setTimeout(5000, () => {
            socket.destroy();
            reject(new Error(`No answer to POST ${path} while its body was on its way`));
        });
        socket.on('data', chunk => {
            received += chunk;
            const [head, body = ''] = received.split('\r\n\r\n');
            const size = /content-length: (\d+)/i.exec(head);
            if (!size || Buffer.byteLength(body) < Number(size[1])) return;
            socket.destroy();
            resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) as RawAnswer['body'] });
        });
        socket.write(
            [
                `POST ${path} HTTP/1.1`,
                `Host: 127.0.0.1:${t.api.port}`,
                'Content-Type: application/json',
                `Content-Length: ${length}`,
                ...(token ? [`Authorization: Bearer ${token}`] : []),
                '',
                sent,
            ].join('\r\n'),
        );
    });

/** `{"x":[[[…]]]}`, as deep as `bytes` allows: the shape of the body that stalled every other call. */
const nested = (bytes: number): string => {
    const depth = Math.floor((bytes - 8) / 2);
    return `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
};

describe('JSON bodies', () => {
    it('over 1 MB are refused with 413 before they are read, on any path, with or without a session', async () => {
        const start = nested(64 * 1024);
        for (const [path, token] of [
            ['/nope', ''],
            ['/notes/add', ''],
            ['/notes/add', t.token],
            ['/api/v1/superadminlogin', ''],
        ]) {
            const answer = await partly(path, 9_800_000, start.slice(0, 64 * 1024), token);
            expect(answer).toEqual({
                status: 413,
                body: { success: false, message: 'The request body must be at most 1 MB', data: null },
            });
        }
    });

    it('are not read for a guarded route without a session: refused (401) with the body still on its way', async () => {
        for (const token of ['', 'not-a-token']) {
            const answer = await partly('/notes/add', 500_000, '{"note": "x', token);
            expect(answer.status).toBe(401);
            expect(answer.body.message).toBe('Unauthorized');
        }
    });

    it('over 1 MB without a length (chunked) are refused with 413 once the limit is passed', async () => {
        const body = new ReadableStream({
            start(controller) {
                controller.enqueue(new TextEncoder().encode(`{"note": "${'x'.repeat(1_100_000)}"}`));
                controller.close();
            },
        });
        const res = await fetch(`${t.api.url}/notes/add`, {
            method: 'POST',
            headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
            body,
            duplex: 'half',
        } as RequestInit);
        expect(res.status).toBe(413);
        expect(await res.json()).toMatchObject({ success: false, message: 'The request body must be at most 1 MB' });
    });

    it('a deeply nested body under the limit, with a session, is refused before it is parsed', async () => {
        const res = await fetch(`${t.api.url}/notes/add`, {
            method: 'POST',
            headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
            body: nested(1_000_000),
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ message: 'The request body must nest at most 64 levels deep' });
    });
});
