import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig } from '../../src/config';
import { createHttpClient } from '../../src/dataProvider/http';
import { accountApi } from '../../src/shared/account/endpoints';
import { declarations } from '../../src/shared/entities/declarations';
import { OPEN_PATHS, configureOpenPaths, parseOpenPaths, pathOf, resolveOpenPaths } from '../../src/shared/openPaths';
import type { Endpoint } from '../../src/shared/types';

const served = (body: string) =>
    vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status: 200 }));

/** Every endpoint the declarations and the account calls hold. */
const endpoints = (): Endpoint[] => {
    const found: Endpoint[] = Object.values(accountApi);
    const walk = (value: unknown, depth: number): void => {
        if (depth > 6 || typeof value !== 'object' || value === null) return;
        const maybe = value as Partial<Endpoint>;
        if (typeof maybe.method === 'string' && typeof maybe.path === 'string') found.push(maybe as Endpoint);
        else Object.values(value).forEach(v => walk(v, depth + 1));
    };
    declarations.forEach(decl => walk(decl, 0));
    return found;
};

afterEach(() => configureOpenPaths({}));

describe('the open paths', () => {
    it('are each named by an endpoint of the console, with their default method and path', () => {
        const open = endpoints().filter(e => e.open);
        for (const endpoint of open) {
            const entry = OPEN_PATHS[endpoint.open!];
            expect([endpoint.method, endpoint.path]).toEqual([entry.method, entry.path]);
        }
        expect(new Set(open.map(e => e.open))).toEqual(new Set(Object.keys(OPEN_PATHS)));
    });

    it('take overrides and report bad entries, which keep their default', () => {
        const { paths, problems } = parseOpenPaths({
            sessionCheck: '/auth/me',
            studentView: '/students/:id',
            studentDelete: '/students',
            couponEdit: 3,
            tbpFolderList: 'category/list',
            nope: '/x',
        });
        expect(paths).toEqual({ sessionCheck: '/auth/me', studentView: '/students/:id' });
        expect(problems).toEqual([
            'paths.studentDelete must hold ":id", where the record\'s id goes',
            'paths.couponEdit must be text',
            'paths.tbpFolderList must be a path starting with "/", without a query, a fragment or spaces',
            expect.stringMatching(/^paths\.nope is not an open path \(sessionCheck, couponEdit/),
        ]);
        expect(resolveOpenPaths(paths)).toMatchObject({
            sessionCheck: '/auth/me',
            studentView: '/students/:id',
            studentDelete: '/deleteStudent/:id',
        });
        expect(parseOpenPaths(['/x']).problems).toEqual(['paths must be an object: {"sessionCheck": "/auth/me", …}']);
        expect(parseOpenPaths(undefined)).toEqual({ paths: {}, problems: [] });
    });

    it('come from config.json beside the address', () => {
        expect(
            parseRuntimeConfig('{"apiUrl": "https://api.test", "paths": {"sessionCheck": "/auth/me", "x": 1}}'),
        ).toEqual({
            apiUrl: 'https://api.test',
            paths: { sessionCheck: '/auth/me' },
            problems: [expect.stringContaining('paths.x is not an open path')],
        });
    });

    it('are what the HTTP client calls once config.json is read; a bad entry is said on the console', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await loadRuntimeConfig(
            served('{"apiUrl": "https://api.test", "paths": {"sessionCheck": "/auth/me", "studentView": "/s"}}'),
        );
        expect(error).toHaveBeenCalledWith(
            'config.json: paths.studentView must hold ":id", where the record\'s id goes; using its default',
        );
        expect(pathOf(accountApi.verifySession)).toBe('/auth/me');
        const fetchMock = served('{"success":true,"message":"","data":{}}');
        const http = createHttpClient('https://api.test', { token: () => null, userId: () => '7' }, fetchMock);
        await http.call(accountApi.verifySession, { token: 't' });
        const student = declarations.find(d => d.name === 'student')!;
        await http.call(student.api.view!, {}, 'abc');
        expect(fetchMock.mock.calls.map(call => String(call[0]))).toEqual([
            'https://api.test/auth/me',
            'https://api.test/viewStudent/abc',
        ]);
    });
});
