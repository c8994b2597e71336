import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * A page opened again asks for its first requests from the boot's first code, before the code that builds them (the
 * first screen's chunk) has arrived: that chunk is held here until they have left, then each must be asked once.
 */
const countRequests = (page: Page, paths: string[]) => {
    const asked = Object.fromEntries(paths.map(path => [path, 0]));
    let allAsked!: () => void;
    const all = new Promise<void>(resolve => (allAsked = resolve));
    page.on('request', request => {
        const path = paths.find(p => new URL(request.url()).pathname.endsWith(p));
        if (!path) return;
        asked[path]++;
        if (Object.values(asked).every(n => n > 0)) allAsked();
    });
    return { asked, all };
};

const holdFirstScreenUntil = (page: Page, asked: Promise<void>) =>
    page.route(/\/assets\/screen-[^/]+\.js$/, async route => {
        await asked;
        await route.continue();
    });

test.beforeEach(async ({ page }) => signIn(page));

test('a page opened again asks for its list and capabilities before the code building them', async ({ page }) => {
    await page.goto('/event');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    const { asked, all } = countRequests(page, ['/event/alldetails', '/capabilities']);
    await holdFirstScreenUntil(page, all);
    await page.reload();
    // The rows wait for the permissions the capabilities carry: by then each request took its answer sent ahead.
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    expect(asked).toEqual({ '/event/alldetails': 1, '/capabilities': 1 });
});

test('a whole list opened again is read by its worker before the code asking for it', async ({ page }) => {
    await page.goto('/grade');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    const { asked, all } = countRequests(page, ['/grade/alldetails']);
    await holdFirstScreenUntil(page, all);
    await page.reload();
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    // The worker's identical read took the answer read ahead: the list was asked for once.
    expect(asked).toEqual({ '/grade/alldetails': 1 });
});
