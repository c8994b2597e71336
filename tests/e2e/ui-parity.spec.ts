import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { CONSOLE_PORT, expect, test } from './support/fixtures';

/**
 * Each hand-drawn copy in src/ui beside the MUI component it copies (tests/e2e/parity): the two screenshots must
 * have the same size and differ in at most a few pixels, in the default theme, the Dark one and the Sky preset.
 */
const ROOT = fileURLToPath(new URL('./parity', import.meta.url));
const OUT = join('test-results', `ui-parity-${CONSOLE_PORT}`);
const ORIGIN = 'http://parity.test';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Channels further apart than this count a pixel as different (anti-aliasing stays under it). */
const CHANNEL_TOLERANCE = 24;
/** At most this share of a pair's pixels may differ. */
const PIXEL_TOLERANCE = 0.01;

const PAIRS = [
    'hint button',
    "hint button under the theme's overrides",
    'ticked row',
    'row with its checkbox',
    "row under the theme's overrides",
    'top bar',
    "top bar under the theme's overrides",
    'search box',
    'search box with a term',
    'sidebar entries',
    'sidebar entries in its colours',
    "sidebar entries under the theme's overrides",
];
const LOOKS = ['default', 'dark', 'sky'];

test.beforeAll(async () => {
    test.setTimeout(180_000);
    await build({
        root: ROOT,
        base: '/',
        logLevel: 'error',
        plugins: [react()],
        configFile: false,
        build: { outDir: fileURLToPath(new URL(`../../${OUT}`, import.meta.url)), emptyOutDir: true },
    });
});

/** Serves the built parity page from disk: no server, no port. */
const openParity = async (page: Page, look: string) => {
    await page.route(`${ORIGIN}/**`, async route => {
        const path = new URL(route.request().url()).pathname;
        const file = path === '/' ? 'index.html' : path.slice(1);
        const body = await readFile(join(OUT, file));
        await route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    });
    await page.goto(`${ORIGIN}/?look=${look}`);
    // Sizes and pixels are read once the web fonts are in: a late font would change one side between the two.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

/** Pixels of two PNGs (same size) whose channels differ by more than the tolerance, counted in the page. */
const differingPixels = (page: Page, a: Buffer, b: Buffer) =>
    page.evaluate(
        async ({ a, b, tolerance }) => {
            const pixels = async (base64: string) => {
                const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
                const bitmap = await createImageBitmap(blob);
                const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
                const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
                context.drawImage(bitmap, 0, 0);
                return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
            };
            const [left, right] = await Promise.all([pixels(a), pixels(b)]);
            let differing = 0;
            for (let i = 0; i < left.length; i += 4) {
                const apart = [0, 1, 2, 3].some(c => Math.abs(left[i + c] - right[i + c]) > tolerance);
                if (apart) differing += 1;
            }
            return { differing, total: left.length / 4 };
        },
        { a: a.toString('base64'), b: b.toString('base64'), tolerance: CHANNEL_TOLERANCE },
    );

for (const look of LOOKS) {
    test(`each UI kit copy looks like its original in the ${look} look`, async ({ page }) => {
        await openParity(page, look);
        for (const name of PAIRS) {
            const pair = page.locator(`[data-pair="${name}"]`);
            // A pair may compare one part of each side (a table's row): the same element on both.
            const part = await pair.getAttribute('data-part');
            const side = (which: string) => {
                const box = pair.locator(`[data-side="${which}"]`);
                return part ? box.locator(part) : box;
            };
            const [copy, original] = [side('copy'), side('original')];
            await expect(original).toBeVisible();
            await expect(copy).toBeVisible();
            const [copyBox, originalBox] = [await copy.boundingBox(), await original.boundingBox()];
            expect(copyBox && [copyBox.width, copyBox.height], `${name}: size`).toEqual(
                originalBox && [originalBox.width, originalBox.height],
            );
            const { differing, total } = await differingPixels(
                page,
                await copy.screenshot({ animations: 'disabled' }),
                await original.screenshot({ animations: 'disabled' }),
            );
            expect(differing / total, `${name}: ${differing} of ${total} pixels differ`).toBeLessThanOrEqual(
                PIXEL_TOLERANCE,
            );
        }
    });
}
