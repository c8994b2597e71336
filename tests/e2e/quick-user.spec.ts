import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { rows } from './support/screens';

/** The list's sort, order and search as the URL has them. */
const listParams = (page: Page) => {
    const url = new URL(page.url());
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string };
    return {
        path: url.pathname,
        sort: url.searchParams.get('sort'),
        order: url.searchParams.get('order'),
        q: filter.q,
    };
};

test.describe('A quick user loses nothing (issue 34, rows 1-3)', () => {
    test('a search typed, then a column sorted at once: both apply', async ({ session: page }) => {
        await page.goto('/event');
        await expect(rows(page)).toHaveCount(10);
        const asked: string[] = [];
        page.on('request', request => {
            if (request.url().endsWith('/event/alldetails')) asked.push(request.postDataJSON()?.search ?? '');
        });
        // No wait between the two: the search is still in its pause when the sort is clicked.
        await page.getByPlaceholder('Search').fill('Day');
        await page.getByRole('columnheader', { name: 'Created date' }).getByRole('button').click();
        await expect(page).toHaveURL(/sort=created_at/);
        const sorted = listParams(page);
        await expect.poll(() => asked.includes('Day')).toBe(true);
        await expect.poll(() => listParams(page)).toEqual({ ...sorted, q: 'Day' });
        await expect(page.getByPlaceholder('Search')).toHaveValue('Day');
    });

    test("a search typed, then a row's page opened at once: the page stays open", async ({ session: page }) => {
        await page.goto('/user');
        await expect(rows(page)).toHaveCount(10);
        const first = rows(page).first();
        const name = (await first.locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await page.getByPlaceholder('Search').fill(name.split(' ')[0]);
        await first.getByRole('button', { name: 'Profile' }).click();
        await expect(page).toHaveURL(/\/edit-profile\//);
        await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
        // Past the search's pause (500 ms) and its URL write: the browser is still on the profile.
        await page.waitForTimeout(1500);
        expect(listParams(page).path).toMatch(/^\/edit-profile\//);
        // Back on the list, it shows what it shows (the dropped search is not in the box).
        await page.goBack();
        await expect(rows(page)).toHaveCount(10);
        await expect(page.getByPlaceholder('Search')).toHaveValue('');
    });

    test('a search typed, then a row opened at once: the search is there when the modal closes', async ({
        session: page,
    }) => {
        await page.goto('/event');
        await expect(rows(page)).toHaveCount(10);
        const first = rows(page).first();
        const name = (await first.locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        const term = name.split(' ')[0];
        // No wait: the search is still in its pause when the row's modal opens.
        await page.getByPlaceholder('Search').fill(term);
        await first.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
        await expect(dialog).toBeVisible();
        // Past the search's pause (500 ms): the modal stays open over the list.
        await page.waitForTimeout(1500);
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByPlaceholder('Search')).toHaveValue(term);
        await expect.poll(() => listParams(page)).toMatchObject({ path: '/event', q: term });
    });

    for (const late of [0, 150, 300]) {
        test(`Ctrl+K, then typing at a typist's pace: every key lands, in order (palette code ${late} ms late)`, async ({
            signedIn: page,
        }) => {
            // The palette's code arrives while the keys are typed, as on a slower machine or line.
            await page.route(/\/assets\/CommandPalette-[^/]+\.js$/, async route => {
                await new Promise(resolve => setTimeout(resolve, late));
                await route.continue();
            });
            await page.keyboard.press('Control+k');
            for (const [i, key] of [...'Conference'].entries()) {
                await page.keyboard.type(key);
                await page.waitForTimeout((i * 37) % 80);
            }
            const input = page.getByRole('combobox', { name: 'Search screens, actions and records' });
            await expect(input).toBeFocused();
            await expect(input).toHaveValue('Conference');
        });
    }
});
