import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { hashedAssetCaching } from '../scripts/vite/hashedAssetCaching';

/**
 * What the browser fetches for /login before its Sign In button shows, as the browser saw it: a fresh headless
 * Chromium (empty cache) opens the built console served by `vite preview`, a MutationObserver notes when the button
 * first appears, and every script and stylesheet the page asked for before that moment (Resource Timing) is summed
 * at gzip level 9 (the preview server sends files uncompressed; a real server would gzip them).
 */
export interface SignInFetch {
    files: string[];
    gzipKB: number;
    shownAtMs: number;
}

export const measureSignInFetch = async (dist: string, port: number, chromiumPath: string): Promise<SignInFetch> => {
    const server = await preview({
        configFile: false,
        plugins: [hashedAssetCaching()],
        logLevel: 'warn',
        build: { outDir: dist },
        preview: { port, strictPort: true },
    });
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
    try {
        const page = await browser.newPage();
        await page.addInitScript(() => {
            const watch = new MutationObserver(() => {
                const shown = [...document.querySelectorAll('button')].some(b => b.textContent?.trim() === 'Sign In');
                if (!shown) return;
                (window as unknown as { signInShownAt: number }).signInShownAt = performance.now();
                watch.disconnect();
            });
            watch.observe(document, { childList: true, subtree: true });
        });
        await page.goto(`http://localhost:${port}/login`);
        await page.getByRole('button', { name: 'Sign In' }).waitFor();
        const { shownAt, urls } = await page.evaluate(() => {
            const at = (window as unknown as { signInShownAt: number }).signInShownAt;
            return {
                shownAt: at,
                urls: performance
                    .getEntriesByType('resource')
                    .filter(entry => entry.startTime < at && /\.(js|css)$/.test(new URL(entry.name).pathname))
                    .map(entry => new URL(entry.name).pathname),
            };
        });
        const gzipKB = urls.reduce(
            (sum, url) => sum + gzipSync(readFileSync(join(dist, url)), { level: 9 }).length / 1000,
            0,
        );
        return { files: urls, gzipKB, shownAtMs: shownAt };
    } finally {
        await browser.close();
        await new Promise<void>(done => server.httpServer.close(() => done()));
    }
};
