import { expect, test } from '@playwright/test';
import { CONSOLE_URL } from './support/env';

/*
 * The build ships a brotli and a gzip copy beside each hashed script and stylesheet, and the console's server
 * (`npm start`'s vite preview, as this run serves it) answers with the one the browser accepts, cached for good.
 */
test('hashed files come precompressed as the browser accepts them, cached for good', async ({ request }) => {
    const page = await request.get(`${CONSOLE_URL}/event`);
    expect(page.headers()['cache-control']).not.toContain('immutable');
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(entry, 'index.html names its entry script').toBeTruthy();

    const plain = await request.get(`${CONSOLE_URL}${entry}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const text = await plain.text();

    for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
    ]) {
        const answer = await request.get(`${CONSOLE_URL}${entry}`, { headers: { 'accept-encoding': accepted } });
        const headers = answer.headers();
        expect(headers['content-encoding']).toBe(encoding);
        expect(headers['content-type']).toBe('text/javascript');
        expect(headers['vary']).toContain('Accept-Encoding');
        expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // Smaller on the wire than the file, the same script once decoded.
        expect(Number(headers['content-length'])).toBeLessThan(text.length);
        expect(await answer.text()).toBe(text);
    }
});
