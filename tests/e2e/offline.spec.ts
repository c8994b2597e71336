import { ADMIN_EMAIL, ADMIN_PASSWORD, API_URL, expect, signIn, test } from './support/fixtures';
import { toast } from './support/screens';

test('from Sign In to the dashboard, every frame shows the form, a loader or the dashboard: never a blank page', async ({
    page,
}) => {
    // From the click on, each painted frame: is something there (the form, a named loader, the dashboard's content)?
    await page.addInitScript(() => {
        const frames: string[] = [];
        const watch = () => {
            const text = document.body.innerText;
            const loader = document.querySelector('[role="progressbar"][aria-label], [aria-busy="true"][aria-label]');
            if (!loader && !/Sign In|Welcome back/.test(text))
                frames.push(`${location.pathname}: ${text.slice(0, 40)}`);
            if (!/Welcome back/.test(text)) requestAnimationFrame(watch);
        };
        document.addEventListener('click', () => requestAnimationFrame(watch), { capture: true, once: true });
        (window as unknown as { blankFrames: string[] }).blankFrames = frames;
    });
    // The dashboard's code arrives only once the console's frame is up, as on a slow connection.
    let framed!: () => void;
    const frameUp = new Promise<void>(resolve => (framed = resolve));
    await page.route(/\/assets\/Dashboard-[^/]+\.js$/, async route => {
        await frameUp;
        await route.continue();
    });
    const consoleAsked = page.waitForRequest(/\/assets\/App-[^/]+\.js$/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    // As for anyone who takes a moment to type: the console's code, fetched by the sign-in page when idle, is in.
    const consoleChunk = (await consoleAsked).url();
    await page.evaluate(async url => void (await import(url)), consoleChunk);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('#main-content').getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    framed();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(page.locator('#main-content').getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { blankFrames: string[] }).blankFrames)).toEqual([]);
});

test.describe('The API down, then back', () => {
    test('an unreachable API is said once, in the list with Retry, with no toast for it', async ({ page }) => {
        await signIn(page);
        const down = `${API_URL}/**`;
        // Each failure waits for `held` (open at first): the Retry's try is seen under way.
        let held = Promise.resolve();
        await page.route(down, async route => {
            await held;
            await route.abort('connectionrefused');
        });
        await page.goto('/event');
        const failed = page.getByRole('status').filter({ hasText: 'The list could not be loaded.' });
        await expect(failed).toContainText('Cannot reach the server');
        // A second failed try: by the time it has come back, a toast for the first would be on screen.
        const retry = failed.getByRole('button', { name: 'Retry' });
        let release!: () => void;
        held = new Promise<void>(resolve => (release = resolve));
        await retry.click();
        await expect(failed).toBeHidden();
        release();
        await expect(failed).toContainText('Cannot reach the server');
        await expect(toast(page, 'Cannot reach the server')).toHaveCount(0);
        await expect(page.getByText(/Cannot reach the server/)).toHaveCount(1);
        await page.unroute(down);
        await retry.click();
        await expect(page.locator('table tbody tr').first()).toBeVisible();
    });
});
