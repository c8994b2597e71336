import { expect, test } from './support/fixtures';
import { expectFirstColumnSorted, rows, search } from './support/screens';

test.describe('Events', () => {
    test('lists ten rows a page with the spec columns and DD/MM/YYYY dates', async ({ session: page }) => {
        await page.goto('/event');
        await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
        const headers = page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)');
        await expect(headers).toHaveText(['Name', 'Description', 'Color', 'Created date', 'Action']);
        await expect(rows(page)).toHaveCount(10);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(3)).toHaveText(
            /^\d{2}\/\d{2}\/\d{4}$/,
        );
        await expect(
            rows(page)
                .first()
                .getByRole('img', { name: /^Colour #/ }),
        ).toBeVisible();
    });

    test('pages on the server and keeps the page in the URL across a reload', async ({ session: page }) => {
        await page.goto('/event');
        // Read once the first page has rendered, not while it is still loading.
        await expect(rows(page)).toHaveCount(10);
        const firstOnPage1 = await rows(page)
            .first()
            .locator('td:not(.MuiTableCell-paddingCheckbox)')
            .first()
            .textContent();
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).not.toHaveText(
            firstOnPage1 ?? '',
        );
        const firstOnPage2 = await rows(page)
            .first()
            .locator('td:not(.MuiTableCell-paddingCheckbox)')
            .first()
            .textContent();
        await page.reload();
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            firstOnPage2 ?? '',
        );
        await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    });

    test('sorts by name and goes back to page 1', async ({ session: page }) => {
        await page.goto('/event?page=2');
        const name = page.getByRole('columnheader', { name: 'Name' });
        await expect(name).not.toHaveAttribute('aria-sort');
        await page.locator('table thead').getByText('Name', { exact: true }).click();
        await expect(page).toHaveURL(/sort=event_name/);
        await expect(page).toHaveURL(/page=1/);
        await expectFirstColumnSorted(page, (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
        // The sorted column says so to assistive technology; pointing at its head names the next order.
        await expect(name).toHaveAttribute('aria-sort', 'ascending');
        await name.getByRole('button').hover();
        await expect(page.getByRole('tooltip')).toHaveText('Sort by name descending');
        await name.getByRole('button').click();
        await expect(name).toHaveAttribute('aria-sort', 'descending');
        await expect(page).toHaveURL(/order=DESC/);
    });

    test('searches on the server and says when nothing matches', async ({ session: page }) => {
        await page.goto('/event');
        const name =
            (await rows(page).nth(2).locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await search(page, name);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(name);
        await search(page, 'zzz-nothing-like-this');
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test('the search box clears with its button and follows Back and Forward', async ({ session: page }) => {
        await page.goto('/event');
        await expect(rows(page)).toHaveCount(10);
        const box = page.getByPlaceholder('Search');
        // Nothing typed: the search icon, no clear button.
        await expect(page.getByRole('button', { name: 'Clear value' })).toHaveCount(0);
        const name =
            (await rows(page).nth(2).locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await search(page, name);
        await expect(rows(page)).toHaveCount(1);
        await page.getByRole('button', { name: 'Clear value' }).click();
        await expect(box).toHaveValue('');
        await expect(box).toBeFocused();
        await expect(page).toHaveURL(/filter=%7B%7D/);
        await expect(rows(page)).toHaveCount(10);
        // The URL's search shows in the box, however it came back.
        await page.goBack();
        await expect(box).toHaveValue(name);
        await expect(rows(page)).toHaveCount(1);
        await page.goForward();
        await expect(box).toHaveValue('');
        await expect(rows(page)).toHaveCount(10);
        // Typed, then cleared before the search left: the search never arrives after the clear.
        const asked: string[] = [];
        page.on('request', request => {
            if (request.url().endsWith('/event/alldetails')) asked.push(request.postDataJSON()?.search ?? '');
        });
        await box.fill('zzz');
        await page.getByRole('button', { name: 'Clear value' }).click();
        await expect(box).toHaveValue('');
        // Longer than the list's debounce (500 ms): a search for "zzz" would have left by then.
        await page.waitForTimeout(1200);
        expect(asked).not.toContain('zzz');
        await expect(rows(page)).toHaveCount(10);
        await expect(box).toHaveValue('');
    });
});
