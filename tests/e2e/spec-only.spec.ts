import type { Page } from '@playwright/test';
import { expect, signIn, SPEC_ONLY_API_URL, test } from './support/fixtures';
import { rows } from './support/screens';

/**
 * The `spec-only` project (playwright.config.ts): this run's build, its config.json pointing at a fake API
 * started with --spec-only, which serves the spec's calls alone (every extra answers 404, GET /capabilities names
 * none). The console steps aside for each extra: no error, no failed request, nothing offered that cannot work.
 */

/** The spec's screens, each a list or a page of the spec. */
const SPEC_SCREENS = [
    '/dashboard',
    '/event',
    '/grade',
    '/note',
    '/subject',
    '/general/subscription',
    '/general/subscription-header',
    '/general/subscription-history',
    '/general/coupon-code',
    '/tag',
    '/noticeboard',
    '/user',
    '/students',
    '/tasktype',
    '/exam-planner',
    '/coach-resource-center',
    '/student-resource-center',
    '/tbp-resource-center',
    '/category',
    '/general/profile',
];

/** Every API answer of 400 or more, and every uncaught error of the page, from now on. */
const watchFailures = (page: Page) => {
    const failures: string[] = [];
    page.on('response', response => {
        if (response.url().startsWith(SPEC_ONLY_API_URL) && response.status() >= 400)
            failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('pageerror', error => failures.push(`page error: ${error.message}`));
    return failures;
};

/** The screen has settled: nothing more asked of the API (there is no live stream to keep it busy), no toast. */
const expectSettledWithoutError = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
};

test.describe('Against an API without the extras', () => {
    test('every spec screen opens with no error and no failed request', async ({ page }) => {
        test.setTimeout(180_000);
        const failures = watchFailures(page);
        await signIn(page);
        for (const screen of SPEC_SCREENS) {
            await page.goto(screen);
            await expect(page.getByRole('banner')).toBeVisible();
            await expectSettledWithoutError(page);
            expect(failures, screen).toEqual([]);
        }
    });

    test('the dashboard and the top bar say what is not available', async ({ page }) => {
        await signIn(page);
        await expect(page).toHaveURL(/\/dashboard/);
        await expect(page.getByText('The student activity is not available from this API.')).toBeVisible();
        await expect(
            page.getByRole('img', { name: 'Live updates are not available: lists refresh every 30 seconds' }),
        ).toBeVisible();
    });

    test('the Views menu keeps views in this browser, and says so', async ({ page }) => {
        const failures = watchFailures(page);
        const name = `Kept here ${Date.now().toString(36)}`;
        await signIn(page);
        await page.goto('/tag');
        await expect(rows(page).first()).toBeVisible();
        await page.getByRole('button', { name: 'Views' }).click();
        const panel = page.getByRole('dialog', { name: 'Views' });
        await expect(panel.getByText('Saved views are kept on this browser only')).toBeVisible();
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Save view' }).click();
        const dialog = page.getByRole('dialog', { name: 'Save view' });
        await dialog.getByLabel('View name').fill(name);
        // No one else could see it: there is nothing to share with.
        await expect(dialog.getByLabel('Shared with every admin')).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByRole('alert').filter({ hasText: `View "${name}" saved` })).toBeVisible();

        await page.reload();
        await page.getByRole('button', { name: 'Views' }).click();
        await expect(panel.getByRole('link', { name })).toBeVisible();
        expect(failures).toEqual([]);
    });

    test('the Activity Log and Insights are not offered: menu, palette, URL', async ({ page }) => {
        const failures = watchFailures(page);
        await signIn(page);
        const menu = page.getByRole('menu', { name: 'Main menu' });
        await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Events' })).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Activity Log' })).toHaveCount(0);
        await expect(menu.getByRole('menuitem', { name: 'Insights' })).toHaveCount(0);

        await page.keyboard.press('Control+k');
        await expect(page.getByRole('combobox', { name: 'Search screens, actions and records' })).toBeFocused();
        await page.keyboard.type('Notice');
        await expect(page.getByRole('option', { name: 'Notice Board' })).toBeVisible();
        await page.getByRole('combobox', { name: 'Search screens, actions and records' }).fill('Insights');
        await expect(page.getByRole('option', { name: 'Notice Board' })).toHaveCount(0);
        await expect(page.getByRole('option', { name: /Insights|Activity Log/ })).toHaveCount(0);
        await page.keyboard.press('Escape');

        for (const screen of ['/activity', '/insights']) {
            await page.goto(screen);
            await expect(page.getByText('This API does not offer this screen.')).toBeVisible();
            await expectSettledWithoutError(page);
        }
        expect(failures).toEqual([]);
    });

    test('a record has no History and a list no Recently deleted', async ({ page }) => {
        await signIn(page);
        await page.goto('/grade');
        await expect(rows(page).first()).toBeVisible();
        // Absent is also how the list looks before /capabilities answers: wait until the console knows.
        await expect(
            page.getByRole('img', { name: 'Live updates are not available: lists refresh every 30 seconds' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Recently deleted' })).toHaveCount(0);
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const form = page.getByRole('dialog');
        await expect(form.getByRole('button', { name: 'Update' })).toBeVisible();
        await expect(form.getByRole('button', { name: 'History' })).toHaveCount(0);
    });
});
