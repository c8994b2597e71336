import { describe, expect, it, vi } from 'vitest';
import { pageWithConfig } from '../../scripts/vite/runtimeConfig';
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

    it('is read from the page when its server wrote it in, with no request for the file', async () => {
        const fetchMock = served('{"apiUrl": "https://from-the-file.example.com"}');
        const page = pageWithConfig(
            '<head><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" /></head>',
            '{"apiUrl": "https://inline.example.com"}\n',
        );
        document.head.innerHTML = new DOMParser().parseFromString(page, 'text/html').head.innerHTML;
        await loadRuntimeConfig(fetchMock);
        expect(apiUrl()).toBe('https://inline.example.com');
        expect(fetchMock).not.toHaveBeenCalled();
        expect(document.querySelector('link[rel="preload"]')).toBeNull();
        document.head.innerHTML = '';
    });

    it('is written into the page so that its text cannot close the script', () => {
        const page = pageWithConfig('<head></head>', '{"apiUrl": "https://x.test/</script><script>alert(1)//"}');
        expect(page).not.toContain('</script><script>');
        const data = new DOMParser().parseFromString(page, 'text/html').getElementById('console-config');
        expect(JSON.parse(data?.textContent ?? '')).toEqual({ apiUrl: 'https://x.test/</script><script>alert(1)//' });
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
