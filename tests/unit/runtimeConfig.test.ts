import { describe, expect, it, vi } from 'vitest';
import { apiUrl, loadRuntimeConfig, parseRuntimeConfig } from '../../src/config';
import { createHttpClient } from '../../src/dataProvider/http';
import { get } from '../../src/shared/endpoints';

const served = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

describe('config.json', () => {
    it('gives the API address, without a trailing slash', () => {
        expect(parseRuntimeConfig('{"apiUrl": "https://api.example.com/v1/"}')).toEqual({
            apiUrl: 'https://api.example.com/v1',
            paths: {},
            problems: [],
        });
    });

    it.each([
        ['not json', 'config.json is not JSON'],
        ['{}', 'config.json needs "apiUrl", the API\'s address'],
        ['{"apiUrl": 3001}', 'config.json needs "apiUrl", the API\'s address'],
        ['{"apiUrl": "api.example.com"}', 'config.json: apiUrl "api.example.com" is not an address'],
        ['{"apiUrl": "ftp://api.example.com"}', 'config.json: apiUrl must be an http(s) address'],
        ['{"apiUrl": "https://api.example.com/?x=1"}', 'config.json: apiUrl must be an http(s) address'],
        ['null', 'config.json needs "apiUrl"'],
    ])('refuses %s, saying why', (text, problem) => {
        const parsed = parseRuntimeConfig(text);
        expect('problem' in parsed && parsed.problem).toContain(problem);
    });

    it('is read at start: a missing or broken file keeps the built address, a good one replaces it', async () => {
        const built = apiUrl();
        await loadRuntimeConfig(served('', 404));
        expect(apiUrl()).toBe(built);
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await loadRuntimeConfig(served('{"apiUrl": "file:///etc"}'));
        expect(apiUrl()).toBe(built);
        expect(error).toHaveBeenCalledWith(expect.stringContaining('must be an http(s) address'));
        await loadRuntimeConfig(served('{"apiUrl": "https://staging.example.com"}'));
        expect(apiUrl()).toBe('https://staging.example.com');
    });

    it('is what each request reads, so clients made before it arrived use it', async () => {
        let address = 'http://first.test';
        const fetchMock = vi.fn(async () => new Response('{"success":true,"message":"","data":1}'));
        const http = createHttpClient(() => address, { token: () => null, userId: () => null }, fetchMock);
        address = 'http://second.test/';
        await http.call(get('/grade/alldetails'));
        expect(fetchMock.mock.calls[0]).toEqual([
            expect.stringMatching(/^http:\/\/second\.test\/grade/),
            expect.anything(),
        ]);
        expect(http.apiUrl).toBe('http://second.test');
    });
});
