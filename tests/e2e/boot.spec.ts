import type { Page } from '@playwright/test';
import { API_URL } from './support/env';
import { expect, signIn, test } from './support/fixtures';

const VERIFY = '**/api/v1/superadmin/verify-session';
const refusal = {
    status: 401,
    contentType: 'application/json',
    body: '{"success":false,"message":"Unauthorized","data":null}',
};

/** Whether every file the list fetches once idle (its modal's code) has arrived. */
const idleFilesIn = (page: Page) =>
    page.evaluate(() => {
        const files = JSON.parse(document.getElementById('console-idle-files')?.textContent ?? '[]') as string[];
        const arrived = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter(entry => entry.responseEnd > 0)
            .map(entry => new URL(entry.name).pathname);
        return files.length > 0 && files.every(file => arrived.includes(file));
    });

test.describe('opening the console with a stored session', () => {
    test('the list shows before the session check answers, and is asked for once', async ({ page }) => {
        await signIn(page);
        const lists: string[] = [];
        page.on('request', request => {
            if (request.url().endsWith('/event/alldetails')) lists.push(request.url());
        });
        let release!: () => void;
        const released = new Promise<void>(resolve => (release = resolve));
        await page.route(VERIFY, async route => {
            await released;
            await route.continue();
        });
        await page.goto('/event');
        await expect(page.locator('table tbody tr').first()).toBeVisible();
        release();
        await expect(page.getByRole('banner')).toContainText('Super');
        await expect(page).toHaveURL(/\/event$/);
        expect(lists).toHaveLength(1);
    });

    test("the console's own list is the first drawing of its rows; the menu, the top bar's and the list's tools follow, then the form's code", async ({
        page,
    }) => {
        await signIn(page);
        // When each first appears, in the page's own clock, and whether any table was ever drawn inert (a picture).
        await page.addInitScript(() => {
            const seen = { row: 0, menu: 0, tools: 0, listTools: 0, inertTable: false };
            (window as unknown as { firstSeen: typeof seen }).firstSeen = seen;
            new MutationObserver(() => {
                const now = performance.now();
                if (!seen.row && document.querySelector('tr.RaDataTable-row')) seen.row = now;
                if (!seen.menu && document.querySelector('[role="menu"] [role="menuitem"]')) seen.menu = now;
                if (!seen.tools && document.querySelector('header button[aria-label="Profile"]')) seen.tools = now;
                if (!seen.listTools && document.querySelector('.RaList-actions button[aria-label="Export"]'))
                    seen.listTools = now;
                for (const table of document.querySelectorAll('table'))
                    if (table.closest('[aria-hidden="true"], [inert]')) seen.inertTable = true;
            }).observe(document, { childList: true, subtree: true, attributes: true });
        });
        await page.goto('/event');
        await expect(page.getByRole('menuitem', { name: 'Subject / Activity' })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
        const seen = await page.evaluate(
            () =>
                (
                    window as unknown as {
                        firstSeen: { row: number; menu: number; tools: number; listTools: number; inertTable: boolean };
                    }
                ).firstSeen,
        );
        expect(seen.inertTable).toBe(false);
        expect(seen.row).toBeGreaterThan(0);
        expect(seen.menu).toBeGreaterThan(seen.row);
        expect(seen.tools).toBeGreaterThan(seen.row);
        expect(seen.listTools).toBeGreaterThan(seen.row);
        // The add/edit modal's code is fetched after the rows were shown (once idle, all its files at once), and
        // run once the user moves: Add then shows its form at once, nothing downloaded again and no loading step.
        const formCode = () =>
            page.evaluate(() =>
                (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
                    .filter(entry => /\/assets\/FormDialog-[^/]+\.js$/.test(entry.name))
                    .map(({ startTime, transferSize }) => ({ startTime, transferSize })),
            );
        await expect.poll(async () => (await formCode()).length).toBeGreaterThan(0);
        const [prefetched] = await formCode();
        expect(prefetched.startTime).toBeGreaterThan(seen.row);
        await expect.poll(() => idleFilesIn(page)).toBe(true);
        const rehearsed = () => page.evaluate(() => performance.getEntriesByName('console:form-rehearsed').length);
        expect(await rehearsed()).toBe(0);
        await page.mouse.move(600, 400);
        await expect.poll(rehearsed).toBe(1);
        await page.evaluate(() => {
            const seen = window as unknown as { loadingSeen: boolean };
            seen.loadingSeen = false;
            new MutationObserver(() => {
                if (document.querySelector('[role="dialog"][aria-busy="true"]')) seen.loadingSeen = true;
            }).observe(document.body, { childList: true, subtree: true, attributes: true });
        });
        await page.getByRole('button', { name: 'Add' }).click();
        await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { loadingSeen: boolean }).loadingSeen)).toBe(false);
        // Its run took the prefetched file from the cache.
        expect((await formCode()).slice(1).every(entry => entry.transferSize === 0)).toBe(true);
    });

    test("once idle, a row's edit form is drawn unseen: its first open finds its styles in; nothing on the page moved", async ({
        page,
    }) => {
        await signIn(page);
        const requests: string[] = [];
        page.on('request', request => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
        await page.goto('/event');
        const rules = () =>
            page.evaluate(() => [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0));
        await expect(page.locator('tr.RaDataTable-row').first()).toBeVisible();
        const atFirstRow = await rules();
        const listCalls = requests.filter(call => call.startsWith('POST /event/alldetails')).length;
        // Not before the user moves: a list nobody touches keeps its heap.
        await expect.poll(() => idleFilesIn(page)).toBe(true);
        expect(await page.evaluate(() => performance.getEntriesByName('console:form-rehearsed').length)).toBe(0);
        await page.mouse.move(600, 400);
        // The form's parts insert their styles while nobody looks: no dialog, the focus where it was, no request.
        await expect
            .poll(() => page.evaluate(() => performance.getEntriesByName('console:form-rehearsed').length))
            .toBe(1);
        expect(await rules()).toBeGreaterThan(atFirstRow + 100);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        expect(requests.filter(call => call.startsWith('POST /event/alldetails'))).toHaveLength(listCalls);
        const beforeOpen = await rules();
        await page.getByRole('button', { name: 'Edit' }).first().click();
        await expect(
            page.getByRole('dialog', { name: 'Edit Event' }).getByLabel('Name', { exact: false }),
        ).not.toHaveValue('');
        // Without the rehearsal this first open inserted some 190 rules.
        expect((await rules()) - beforeOpen).toBeLessThan(40);
    });

    test('a reload puts back the styles its last load wrote: it writes few of them again, and each looks the same', async ({
        page,
    }) => {
        await signIn(page);
        await page.goto('/event');
        // Rules MUI's styles wrote in this load, and how the elements carrying each of its classes look.
        const written = () =>
            page.evaluate(() =>
                [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].reduce(
                    (n, tag) => n + (tag.sheet?.cssRules.length ?? 0),
                    0,
                ),
            );
        const looks = () =>
            page.evaluate(() => {
                const seen: Record<string, string> = {};
                for (const element of document.querySelectorAll('[class*="css-"]')) {
                    const s = getComputedStyle(element);
                    const look = [s.display, s.color, s.backgroundColor, s.font, s.padding, s.margin, s.border].join();
                    for (const name of element.classList) if (name.startsWith('css-')) seen[name] = look;
                }
                return seen;
            });
        await expect(page.locator('tr.RaDataTable-row').first()).toBeVisible();
        await expect.poll(() => idleFilesIn(page)).toBe(true);
        const first = { rules: await written(), looks: await looks() };
        expect(first.rules).toBeGreaterThan(200);

        await page.reload();
        await expect(page.locator('tr.RaDataTable-row').first()).toBeVisible();
        await expect.poll(() => idleFilesIn(page)).toBe(true);
        expect(await written()).toBeLessThan(first.rules / 10);
        expect(await looks()).toEqual(first.looks);
    });

    test('a modal opened before its code is in shows it loading, then the form; Escape closes either', async ({
        page,
    }) => {
        await signIn(page);
        let release!: () => void;
        const released = new Promise<void>(resolve => (release = resolve));
        await page.route(/\/assets\/FormDialog-[^/]+\.js$/, async route => {
            await released;
            await route.continue();
        });
        await page.goto('/event');
        await page.getByRole('button', { name: 'Add' }).click();
        const loading = page.getByRole('dialog', { name: 'Loading' });
        await expect(loading).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.getByRole('button', { name: 'Add' }).click();
        await expect(loading).toBeVisible();
        release();
        await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
        await expect(loading).toHaveCount(0);
    });

    test('a revoked session shown rows is signed out: /login, no rows left, session cleared', async ({ page }) => {
        await signIn(page);
        let release!: () => void;
        const released = new Promise<void>(resolve => (release = resolve));
        // The server now refuses the session (e.g. revoked elsewhere) but still answered the list.
        await page.route(VERIFY, async route => {
            await released;
            await route.fulfill(refusal);
        });
        await page.goto('/event');
        await expect(page.locator('table tbody tr').first()).toBeVisible();
        release();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.locator('table')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
        // Back to the list: nothing guarded comes back from a cache.
        await page.goBack();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.locator('table')).toHaveCount(0);
    });

    test('an API that cannot be reached keeps the session: the list says so with Retry, which works once it is back', async ({
        page,
    }) => {
        await signIn(page);
        const token = await page.evaluate(() => localStorage.getItem('accessToken'));
        // The API is down: every call to it fails at the network level.
        const down = `${API_URL}/**`;
        await page.route(down, route => route.abort('connectionrefused'));
        await page.goto('/event');
        const failed = page.getByRole('status').filter({ hasText: 'The list could not be loaded.' });
        await expect(failed).toContainText('Cannot reach the server');
        await expect(page).toHaveURL(/\/event$/);
        expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
        await page.unroute(down);
        await failed.getByRole('button', { name: 'Retry' }).click();
        await expect(page.locator('table tbody tr').first()).toBeVisible();
        await expect(page).toHaveURL(/\/event$/);
    });

    test('an invalid stored token lands on /login with no rows on screen', async ({ page }) => {
        await signIn(page);
        await page.evaluate(() => localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged'));
        await page.goto('/event');
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.locator('table')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('isLogin'))).toBeNull();
    });

    test("the screen's code is asked for with the console's, not after it", async ({ page }) => {
        await signIn(page);
        const scripts: string[] = [];
        page.on('request', request => {
            if (request.resourceType() === 'script') scripts.push(request.url());
        });
        // Nothing after boot may start the list chunk: hold the console chunk until the list chunk was asked for.
        let listAsked!: () => void;
        const listChunk = new Promise<void>(resolve => (listAsked = resolve));
        await page.route(/\/assets\/ResourceList-[^/]+\.js$/, async route => {
            listAsked();
            await route.continue();
        });
        await page.route(/\/assets\/App-[^/]+\.js$/, async route => {
            await listChunk;
            await route.continue();
        });
        await page.goto('/event');
        await expect(page.locator('table tbody tr').first()).toBeVisible();
        expect(scripts.some(url => /ResourceList-/.test(url))).toBe(true);
    });
});

test('pointing at a menu entry starts loading its screen', async ({ page }) => {
    await signIn(page);
    const profileChunk = page.waitForRequest(request => /\/assets\/ProfilePage-[^/]+\.js$/.test(request.url()));
    await page.getByRole('menuitem', { name: 'General Settings' }).click();
    await page.getByRole('menuitem', { name: 'Admin Profile' }).hover();
    await profileChunk;
});

test('the sign-in page asks for no console code before its Sign In button shows, then fetches it once idle', async ({
    page,
}) => {
    // When the button first appears, in the page's own clock (the resource timings' clock).
    await page.addInitScript(() => {
        const seen = () =>
            [...document.querySelectorAll('button')].some(button => button.textContent?.trim() === 'Sign In');
        const watch = new MutationObserver(() => {
            if (!seen()) return;
            (window as unknown as { signInShownAt: number }).signInShownAt = performance.now();
            watch.disconnect();
        });
        watch.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const consoleCode = () =>
        page.evaluate(() =>
            performance
                .getEntriesByType('resource')
                .filter(entry => /\/(App|ConsoleRoot|ResourceList)-[^/]+\.js$/.test(entry.name))
                .map(entry => ({ url: entry.name, startTime: entry.startTime })),
        );
    await expect.poll(async () => (await consoleCode()).some(s => /\/App-[^/]+\.js$/.test(s.url))).toBe(true);
    await expect.poll(async () => (await consoleCode()).some(s => /\/ResourceList-[^/]+\.js$/.test(s.url))).toBe(true);
    const shownAt = await page.evaluate(() => (window as unknown as { signInShownAt?: number }).signInShownAt);
    expect(shownAt).toBeGreaterThan(0);
    expect((await consoleCode()).filter(s => s.startTime < shownAt!)).toEqual([]);
});
