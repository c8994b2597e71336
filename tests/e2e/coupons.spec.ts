import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
    calendarDay,
    clearDate,
    dateField,
    dayFirst,
    expectDate,
    expectDateEnabled,
    inDays,
    openCalendar,
    typeDate,
} from './support/dates';
import { choose, combobox, expectConfirmText, rows, toast } from './support/screens';

interface StoredCoupon {
    _id: string;
    couponCode: string;
    status: string;
}

const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

const textbox = (scope: Locator | Page, name: string) => scope.getByRole('textbox', { name, exact: true });
/** A select's accessible name is its label followed by the chosen option. */

const rowOf = (page: Page, code: string) =>
    rows(page).filter({ has: page.getByRole('cell', { name: code, exact: true }) });
const couponDialog = (page: Page) => page.getByRole('dialog', { name: 'Add/View Coupon' });

async function addCoupon(
    api: { post: (path: string, body: unknown) => Promise<{ success: boolean; message: string }> },
    code: string,
) {
    const answer = await api.post('/discount', {
        couponCode: code,
        type: 'TBP_student',
        offerType: 'amount',
        amount: 20,
        durationType: 'once',
        applytype: 'all',
        expiryDate: inDays(20),
        maxApply: 30,
    });
    expect(answer.success, answer.message).toBe(true);
}

test.describe('Coupon Code', () => {
    test('lists ten rows a page from GET /discount?current_page=&limit=, with the display rules', async ({
        signedIn: page,
    }) => {
        const firstPage = page.waitForRequest(r => r.url().includes('/discount?current_page=1&limit=10'));
        await page.goto('/general/coupon-code');
        await firstPage;
        await expect(page.getByRole('heading', { name: 'Coupon Code' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'Coupon Code',
            'Price',
            'Subscriber Type',
            'Total Times Redeemed',
            'Max Redemption',
            'Status',
            'Created Date',
            'Action',
        ]);
        await expect(rows(page)).toHaveCount(10);
        const prices = await page.locator('table tbody td:nth-child(3)').allTextContents();
        for (const price of prices) expect(price).toMatch(/^(\$\d+(\.\d{2})?|\d+%)$/);
        expect(prices.some(p => p.startsWith('$'))).toBe(true);
        expect(prices.some(p => p.endsWith('%'))).toBe(true);
        await expect(page.locator('table tbody td:nth-child(6)', { hasText: 'Unlimited' }).first()).toBeVisible();
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(6)).toHaveText(
            /^\d{2}\/\d{2}\/\d{4}$/,
        );
        await expect(rows(page).first().getByRole('button', { name: 'View' })).toBeVisible();
        await expect(rows(page).first().getByRole('button', { name: 'Delete' })).toBeVisible();

        const secondPage = page.waitForRequest(r => r.url().includes('/discount?current_page=2&limit=10'));
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
        await secondPage;
        await expect(page).toHaveURL(/page=2/);
        await expect(rows(page)).toHaveCount(10);
    });

    test('expired coupons show a red "Expired" badge instead of the switch, and open read-only', async ({
        session: page,
    }) => {
        await page.goto('/general/coupon-code');
        const expired = rows(page).filter({ hasText: 'Expired' }).first();
        await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
        await expect(expired.getByRole('switch')).toHaveCount(0);
        await expired.getByRole('button', { name: 'View' }).click();
        const dialog = couponDialog(page);
        await expect(textbox(dialog, 'Coupon Code')).toBeDisabled();
        await expect(dialog.getByRole('button', { name: 'Edit' })).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
    });

    test('Add validates every rule, then saves', async ({ session: page }) => {
        await page.goto('/general/coupon-code');
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const dialog = couponDialog(page);
        await expect(combobox(dialog, 'Duration Type')).toHaveText('Once');
        await expect(combobox(dialog, 'Apply Type')).toHaveText('All');
        const expiry = dateField(dialog, 'Expiry Date');
        await expectDate(expiry, dayFirst(inDays(1)));
        // The earliest day is tomorrow: today is shown disabled in the calendar.
        const calendar = await openCalendar(page, expiry);
        await expect(calendarDay(calendar, Number(inDays(1).slice(8)))).toBeEnabled();
        if (inDays(0).slice(0, 7) === inDays(1).slice(0, 7))
            await expect(calendarDay(calendar, Number(inDays(0).slice(8)))).toBeDisabled();
        await page.keyboard.press('Escape');
        await expect(calendar).toBeHidden();
        await expect(textbox(dialog, 'Amount/Percentage')).toHaveValue('0');

        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please enter coupon code', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Please select subscriber type', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Please select offer type', { exact: true })).toBeVisible();
        await expect(dialog.getByText('amount/percentage cannot be zero or negative', { exact: true })).toBeVisible();

        await choose(page, dialog, 'Offer Type', 'Percent');
        await textbox(dialog, 'Amount/Percentage').fill('150');
        await expect(dialog.getByText('Percentage cannot exceed 100', { exact: true })).toBeVisible();
        await textbox(dialog, 'Amount/Percentage').fill('');
        await expect(dialog.getByText('Please enter amount/percentage', { exact: true })).toBeVisible();
        await textbox(dialog, 'Max Redemption').fill('lots');
        await textbox(dialog, 'Max Redemption').blur();
        await expect(dialog.getByText('Max redemption cannot be other than number', { exact: true })).toBeVisible();
        await clearDate(expiry);
        await textbox(dialog, 'Max Redemption').focus();
        await expect(dialog.getByText('Please select expiry date', { exact: true })).toBeVisible();
        // Typing today says what is wrong with it.
        await typeDate(expiry, dayFirst(inDays(0)));
        await expect(dialog.getByText(`Please select ${dayFirst(inDays(1))} or later`, { exact: true })).toBeVisible();

        const code = uniqueCode('E2EADD');
        await textbox(dialog, 'Coupon Code').fill(code);
        await choose(page, dialog, 'Subscriber Type', 'School Student');
        await textbox(dialog, 'Amount/Percentage').fill('15');
        await textbox(dialog, 'Max Redemption').fill('');
        await typeDate(expiry, dayFirst(inDays(30)));
        await expectDate(expiry, dayFirst(inDays(30)));
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Coupon added successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(rowOf(page, code).locator('td:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            code,
            '15%',
            'School Student',
            '0',
            'Unlimited',
            '',
            /\d{2}\/\d{2}\/\d{4}/,
            '',
        ]);
        await expect(rowOf(page, code).getByRole('switch')).toBeChecked();
    });

    test('View is read-only; Edit unlocks only expiry date and max redemption', async ({ signedIn: page, api }) => {
        await api.login();
        const code = uniqueCode('E2EVIEW');
        await addCoupon(api, code);
        await page.goto('/general/coupon-code');
        await rowOf(page, code).getByRole('button', { name: 'View' }).click();
        const dialog = couponDialog(page);
        await expect(textbox(dialog, 'Coupon Code')).toHaveValue(code);
        for (const name of ['Coupon Code', 'Amount/Percentage', 'Max Redemption'])
            await expect(textbox(dialog, name)).toBeDisabled();
        for (const name of ['Subscriber Type', 'Offer Type', 'Duration Type', 'Apply Type']) {
            await expect(combobox(dialog, name)).toHaveAttribute('aria-disabled', 'true');
        }
        await expectDateEnabled(dateField(dialog, 'Expiry Date'), false);
        await expect(dialog.getByRole('button', { name: 'Update' })).toHaveCount(0);

        await dialog.getByRole('button', { name: 'Edit' }).click();
        await expect(textbox(dialog, 'Coupon Code')).toBeDisabled();
        await expect(textbox(dialog, 'Amount/Percentage')).toBeDisabled();
        await expect(combobox(dialog, 'Offer Type')).toHaveAttribute('aria-disabled', 'true');
        await expect(textbox(dialog, 'Max Redemption')).toBeEnabled();
        await expectDateEnabled(dateField(dialog, 'Expiry Date'), true);
        await textbox(dialog, 'Max Redemption').fill('45');
        await typeDate(dateField(dialog, 'Expiry Date'), dayFirst(inDays(40)));
        // Locked fields go with their current values, never as null.
        const put = page.waitForRequest(
            r => r.method() === 'PUT' && /\/discount\/[^/]+$/.test(new URL(r.url()).pathname),
        );
        await dialog.getByRole('button', { name: 'Update' }).click();
        const body = (await put).postDataJSON() as Record<string, unknown>;
        expect(body).toMatchObject({
            couponCode: code,
            type: 'TBP_student',
            offerType: 'amount',
            amount: 20,
            durationType: 'once',
            applytype: 'all',
            expiryDate: inDays(40),
        });
        expect(Number(body.maxApply)).toBe(45);
        await expect(toast(page, 'Coupon updated successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(rowOf(page, code).locator('td:not(.MuiTableCell-paddingCheckbox)').nth(4)).toHaveText('45');
        await expect(rowOf(page, code).locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).toHaveText('$20');
    });

    test('status switch: the server decides, and no message shows "Success"', async ({ signedIn: page, api }) => {
        await api.login();
        const code = uniqueCode('E2ESTATUS');
        await addCoupon(api, code);
        await page.goto('/general/coupon-code');
        const status = rowOf(page, code).getByRole('switch');
        await expect(status).toBeChecked();
        await status.click();
        await expect(toast(page, 'Success')).toBeVisible();
        await expect(status).not.toBeChecked();
        await page.reload();
        await expect(rowOf(page, code).getByRole('switch')).not.toBeChecked();
        await rowOf(page, code).getByRole('switch').click();
        await expect(rowOf(page, code).getByRole('switch')).toBeChecked();
    });

    test('delete asks the spec question, then removes the coupon', async ({ signedIn: page, api }) => {
        await api.login();
        const code = uniqueCode('E2EDEL');
        await addCoupon(api, code);
        await page.goto('/general/coupon-code');
        await rowOf(page, code).getByRole('button', { name: 'Delete' }).click();
        await expectConfirmText(page, 'Are you sure you want to  delete this coupon code ?');
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await expect(rowOf(page, code)).toHaveCount(1);
        await rowOf(page, code).getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, 'Coupon deleted successfully')).toBeVisible();
        await expect(rowOf(page, code)).toHaveCount(0);
        const all = await api.get<{ docs: StoredCoupon[] }>('/discount?current_page=1&limit=100');
        expect(all.data.docs.some(c => c.couponCode === code)).toBe(false);
    });
});
