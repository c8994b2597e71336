import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApi } from './harness';
import { MALFORMED_ENCODINGS, startUnthrottledApi, STATIC_PATHS } from './invalidInput';

let t: TestApi;
beforeAll(async () => {
    t = await startUnthrottledApi();
});
afterAll(() => t.stop());

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
