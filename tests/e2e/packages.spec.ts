import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { choose, combobox, rows, toast, uniqueName } from './support/screens';

interface StoredPackage {
    _id: string;
    name: string;
    user?: string;
    status: string;
    package_info?: { id: string; name: string }[];
}

/** A select's accessible name is its label followed by the chosen option. */

const rowOf = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });

test.describe('Subscription packages', () => {
    test('lists ten rows a page with the spec columns and display rules', async ({ session: page }) => {
        await page.goto('/general/subscription');
        await expect(page.getByRole('heading', { name: 'Subscription Packages' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'Subscription Name',
            'Plan Type',
            'Price',
            'Subscriber type',
            'Created Date',
            'Status',
            'Action',
        ]);
        await expect(rows(page)).toHaveCount(10);
        const first = rows(page).first();
        await expect(first.locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).toHaveText(
            /^(MONTHLY|YEARLY|HALF YEARLY|QUARTERLY)$/,
        );
        // Money as everywhere: the sign, whole amounts as they are, fractions with cents.
        await expect(first.locator('td:not(.MuiTableCell-paddingCheckbox)').nth(2)).toHaveText(/^\$\d+(\.\d{2})?$/);
        await expect(first.locator('td:not(.MuiTableCell-paddingCheckbox)').nth(3)).toHaveText(
            /^(TBP Student|School Student|Independent student)$/,
        );
        await expect(first.locator('td:not(.MuiTableCell-paddingCheckbox)').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
        await expect(page.locator('table tbody td:nth-child(2)', { hasText: 'HALF YEARLY' }).first()).toBeVisible();

        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 3' }).click();
        await expect(page).toHaveURL(/page=3/);
        await expect(rows(page)).toHaveCount(8);
    });

    test('Add validates the modal, then saves with SAVE', async ({ session: page }) => {
        await page.goto('/general/subscription');
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Subscription' });
        await dialog.getByRole('button', { name: 'SAVE' }).click();
        await expect(dialog.getByText('Please enter package name', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Please enter package description', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Please enter price', { exact: true })).toBeVisible();
        // Plan type and subscriber types share the spec's message.
        await expect(dialog.getByText('Please select plan type', { exact: true })).toHaveCount(2);

        const price = dialog.getByRole('textbox', { name: 'Price', exact: true });
        await price.fill('ten');
        await price.blur();
        await expect(dialog.getByText('Price can be only number', { exact: true })).toBeVisible();
        await price.fill('0');
        await expect(dialog.getByText('Price cannot be zero or negative', { exact: true })).toBeVisible();
        await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('x'.repeat(501));
        await expect(
            dialog.getByText('Package description must not exceed more than 500 chars', { exact: true }),
        ).toBeVisible();

        const name = uniqueName('E2E package');
        await dialog.getByRole('textbox', { name: 'Package Name', exact: true }).fill(name);
        await dialog.getByRole('textbox', { name: 'Original Price', exact: true }).fill('30');
        await price.fill('24.5');
        await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Two sessions a week');
        await choose(page, dialog, 'Subscriber Types', 'TBP Student');
        await choose(page, dialog, 'Plan Type', 'Half Yearly');
        await dialog.getByRole('button', { name: 'SAVE' }).click();
        await expect(toast(page, 'Package added successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
        const row = rowOf(page, name);
        await expect(row.locator('td:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            name,
            'HALF YEARLY',
            '$24.50',
            'TBP Student',
            /\d{2}\/\d{2}\/\d{4}/,
            '',
            '',
        ]);
        await expect(row.getByRole('switch')).toBeChecked();
    });

    test('Edit is prefilled, locks subscriber types and reads UPDATE', async ({ session: page }) => {
        await page.goto('/general/subscription');
        const name =
            (await rows(page).nth(2).locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await rowOf(page, name).getByRole('button', { name: 'Edit', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Subscription' });
        await expect(dialog.getByRole('textbox', { name: 'Package Name', exact: true })).toHaveValue(name);
        await expect(combobox(dialog, 'Subscriber Types')).toHaveAttribute('aria-disabled', 'true');
        await dialog.getByRole('textbox', { name: 'Package Name', exact: true }).fill(`${name} v2`);
        await dialog.getByRole('button', { name: 'UPDATE' }).click();
        await expect(toast(page, 'Package updated successfully')).toBeVisible();
        await expect(rowOf(page, `${name} v2`)).toHaveCount(1);
    });

    test('status switch flips at once; a package with a user has its switch disabled', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const all = (await api.get<StoredPackage[]>('/subscription-package/alldetails')).data.slice(0, 10);
        const held = all.find(p => p.user) as StoredPackage;
        const free = all.find(p => !p.user && p.status === 'active') as StoredPackage;
        await page.goto('/general/subscription');
        await expect(rowOf(page, held.name).getByRole('switch')).toBeDisabled();

        const status = rowOf(page, free.name).getByRole('switch');
        await expect(status).toBeChecked();
        await status.click();
        await expect(toast(page, 'Status updated successfully')).toBeVisible();
        await expect(status).not.toBeChecked();
        await page.reload();
        await expect(rowOf(page, free.name).getByRole('switch')).not.toBeChecked();
        await rowOf(page, free.name).getByRole('switch').click();
        await expect(rowOf(page, free.name).getByRole('switch')).toBeChecked();
    });

    test('the package edit page: info lines, validation, Save back to the list', async ({ signedIn: page, api }) => {
        await api.login();
        const all = (await api.get<StoredPackage[]>('/subscription-package/alldetails')).data;
        const pkg = all.slice(0, 10).find(p => (p.package_info ?? []).length >= 2) as StoredPackage;
        const info = pkg.package_info ?? [];
        await page.goto('/general/subscription');
        await rowOf(page, pkg.name).getByRole('link', { name: 'Edit package prices' }).click();
        await expect(page).toHaveURL(`/edit-subscription/${pkg._id}`);
        await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Package Name', exact: true })).toHaveValue(pkg.name);
        await expect(page.getByRole('textbox', { name: 'Monthly Price', exact: true })).toHaveValue(/^\d+\.\d{2}$/);
        await expect(page.getByText(/Trial Days/i)).toHaveCount(0);

        const lines = page.getByRole('textbox', { name: /^Package info line \d+$/ });
        await expect(lines).toHaveCount(info.length);
        await expect(lines.first()).toHaveValue(info[0].name);
        for (let n = info.length; n > 1; n--) {
            await page.getByRole('button', { name: `Remove package info line ${n}` }).click();
        }
        await expect(lines).toHaveCount(1);
        await expect(page.getByRole('button', { name: 'Remove package info line 1' })).toBeDisabled();
        await page.getByRole('button', { name: 'Add line' }).click();
        await expect(page.getByRole('button', { name: 'Remove package info line 1' })).toBeEnabled();
        await page.getByRole('textbox', { name: 'Package info line 2', exact: true }).fill('Added from the e2e test');

        await page.getByRole('textbox', { name: 'Monthly Price', exact: true }).fill('');
        await page.getByRole('textbox', { name: 'Yearly Price', exact: true }).fill('lots');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Please Enter Monthly Price', { exact: true })).toBeVisible();
        await expect(page.getByText('Please Enter a Number', { exact: true })).toBeVisible();
        await page.getByRole('textbox', { name: 'Half Yearly Price', exact: true }).fill('');
        await expect(page.getByText('Please Enter Yearly Price', { exact: true })).toBeVisible();
        await page.getByRole('textbox', { name: 'Package Name', exact: true }).fill('');
        await expect(page.getByText('Please Enter Package Name', { exact: true })).toBeVisible();

        await page.getByRole('textbox', { name: 'Package Name', exact: true }).fill(`${pkg.name} edited`);
        await page.getByRole('textbox', { name: 'Monthly Price', exact: true }).fill('11');
        await page.getByRole('textbox', { name: 'Half Yearly Price', exact: true }).fill('60');
        await page.getByRole('textbox', { name: 'Yearly Price', exact: true }).fill('110.5');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Package updated successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/general\/subscription$/);

        const saved = (
            await api.get<(StoredPackage & { monthly_price: number; yearly_price: number })[]>(
                `/subscription-package/view/${pkg._id}`,
            )
        ).data[0];
        expect(saved).toMatchObject({ name: `${pkg.name} edited`, monthly_price: 11, yearly_price: 110.5 });
        expect(saved.package_info?.map(l => l.name)).toEqual([info[0].name, 'Added from the e2e test']);
        expect(saved.package_info?.[0].id).toBe(info[0].id);
    });

    test('Cancel on the package edit page goes back to the list', async ({ signedIn: page, api }) => {
        await api.login();
        const pkg = (await api.get<StoredPackage[]>('/subscription-package/alldetails')).data[0];
        await page.goto(`/edit-subscription/${pkg._id}`);
        await expect(page.getByRole('textbox', { name: 'Package Name', exact: true })).toHaveValue(pkg.name);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await expect(page).toHaveURL(/\/general\/subscription$/);
        await expect(page.getByRole('heading', { name: 'Subscription Packages' })).toBeVisible();
    });
});
