import { expect, test } from './support/fixtures';
import { rows } from './support/screens';

const ROUTE = '/general/subscription-history';

test.describe('Subscription History', () => {
    test('lists the spec columns with their display rules, ten a page', async ({ session: page }) => {
        await page.goto(ROUTE);
        await expect(page.getByRole('heading', { name: 'Subscription History' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'First Name',
            'Last Name',
            'Price',
            'Type',
            'Payment Type',
            'Created Date',
            'Start Date',
            'End Date',
            'Reason',
            'Invoice',
        ]);
        await expect(rows(page)).toHaveCount(10);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(2)).toHaveText(
            /^\$\d+(\.\d{2})?$/,
        );
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(4)).toHaveText(
            /^[A-Z]+( [A-Z]+)*$/,
        );
        for (const column of [5, 6, 7])
            await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(column)).toHaveText(
                /^\d{2}\/\d{2}\/\d{4}$/,
            );
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(rows(page)).toHaveCount(10);
    });

    test('Reason and Invoice are in view at 1366 px, without sideways scrolling (issue 24 row 12)', async ({
        signedIn: page,
    }) => {
        await page.setViewportSize({ width: 1366, height: 768 });
        await page.goto(ROUTE);
        await expect(rows(page)).toHaveCount(10);
        const table = page.getByRole('region', { name: 'Subscription History' });
        await expect.poll(() => table.evaluate(el => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        for (const name of ['Reason', 'Invoice']) {
            const header = page.getByRole('columnheader', { name, exact: true });
            await expect
                .poll(async () => {
                    const box = await header.boundingBox();
                    return box ? box.x + box.width : Infinity;
                })
                .toBeLessThanOrEqual(1366);
        }
        await expect(rows(page).first().locator('td').last()).toBeInViewport({ ratio: 1 });
    });

    test('search waits for a one-second pause and then asks once', async ({ session: page }) => {
        await page.goto(ROUTE);
        await expect(rows(page)).toHaveCount(10);
        const asked: string[] = [];
        page.on('request', request => {
            const url = new URL(request.url());
            if (url.pathname === '/subscription-history' && url.searchParams.get('search'))
                asked.push(url.searchParams.get('search')!);
        });
        // Typed key by key, faster than the debounce: one request with the whole term, none per key.
        await page.getByPlaceholder('Search').pressSequentially('renewal', { delay: 60 });
        await expect.poll(() => asked).toEqual(['renewal']);
        await expect(rows(page).first()).toContainText(/renewal/i);
        // The single request stays single: nothing more arrives after the pause.
        await expect(page).toHaveURL(/renewal/);
        expect(asked).toEqual(['renewal']);
    });

    test('an invoice opens as a PDF in a new tab; rows without one show a placeholder', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const first = await api.get<{ results: Array<{ invoice_id: string }> }>(
            '/subscription-history?limit=100&current_page=1&search=',
        );
        const withInvoice = first.data.results.findIndex(r => r.invoice_id);
        const without = first.data.results.findIndex(r => !r.invoice_id);
        expect(withInvoice).toBeGreaterThanOrEqual(0);
        await page.goto(ROUTE);
        await expect(rows(page)).toHaveCount(10);
        const invoiceButton = page.getByRole('button', { name: 'Download invoice' }).first();
        const [tab] = await Promise.all([page.context().waitForEvent('page'), invoiceButton.click()]);
        await expect.poll(() => tab.url()).toMatch(/\/invoice-files\/in_\w+\.pdf\?/);
        const response = await page.request.get(tab.url());
        expect(response.headers()['content-type']).toBe('application/pdf');
        await tab.close();
        if (without >= 0) await expect(page.getByLabel('No invoice').first()).toBeAttached();
    });
});
