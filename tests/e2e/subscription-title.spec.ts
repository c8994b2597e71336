import { expect, test } from './support/fixtures';
import { rows, search, toast, uniqueName } from './support/screens';

test.describe('Subscription Title', () => {
    test('lists names with an edit action only, and no Add button', async ({ signedIn: page, api }) => {
        await api.login();
        const total = (await api.get<unknown[]>('/getheader')).data.length;
        await page.goto('/general/subscription-header');
        await expect(page.getByRole('heading', { name: 'Subscription Title' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText(['Name', 'Action']);
        await expect(rows(page)).toHaveCount(10);
        await expect(rows(page).first().getByRole('button')).toHaveCount(1);
        await expect(rows(page).first().getByRole('button', { name: 'Edit' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 3' }).click();
        await expect(rows(page)).toHaveCount(Math.min(10, total - 20));
    });

    test('is reached from the General Settings menu', async ({ signedIn: page }) => {
        await page.goto('/tag');
        const menu = page.getByRole('menu', { name: 'Main menu' });
        await menu.getByRole('menuitem', { name: 'General Settings' }).click();
        await menu.getByRole('menuitem', { name: 'Subscription Title' }).click();
        await expect(page).toHaveURL(/\/general\/subscription-header$/);
        await expect(page.getByRole('heading', { name: 'Subscription Title' })).toBeVisible();
    });

    test('searches and says when nothing matches', async ({ signedIn: page }) => {
        await page.goto('/general/subscription-header');
        await search(page, 'NO LOCK');
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            'Affordable plans with no lock-in',
        );
        await search(page, 'zzz-no-title');
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test('edits a title, which may also be left empty', async ({ signedIn: page, api }) => {
        await api.login();
        const title = uniqueName('E2E title');
        await api.post('/create/header-title', { title });
        await page.goto('/general/subscription-header');
        await search(page, title);
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Subscription Title' });
        await expect(dialog.getByLabel('Title')).toHaveValue(title);
        await dialog.getByLabel('Title').fill(`${title} new`);
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Subscription title updated successfully')).toBeVisible();
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            `${title} new`,
        );

        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        await dialog.getByLabel('Title').fill('');
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Subscription title updated successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
    });
});
