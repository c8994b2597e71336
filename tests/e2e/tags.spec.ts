import { expect, test } from './support/fixtures';
import { expectConfirmText, expectFirstColumnSorted, rows, search, toast, uniqueName } from './support/screens';

test.describe('Tags', () => {
    test('lists ten rows a page and pages in the browser', async ({ signedIn: page }) => {
        await page.goto('/tag');
        await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'Tag',
            'Description',
            'Created date',
            'Action',
        ]);
        await expect(rows(page)).toHaveCount(10);
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 3' }).click();
        await expect(page).toHaveURL(/page=3/);
        await expect(rows(page)).toHaveCount(10);
        await page.locator('table thead').getByText('Tag', { exact: true }).click();
        await expect(page).toHaveURL(/page=1/);
        // The URL changes before the sorted rows render: wait for the sorted state, never read it at once.
        await expectFirstColumnSorted(page, (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
        await expect(rows(page)).toHaveCount(10);
    });

    test('system tags have no edit or delete; the others have both', async ({ signedIn: page }) => {
        await page.goto('/tag');
        await search(page, 'homework');
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            'Homework',
        );
        await expect(rows(page).first().getByRole('button')).toHaveCount(0);
        await search(page, 'algebra');
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first().getByRole('button', { name: 'Edit' })).toBeVisible();
        await expect(rows(page).first().getByRole('button', { name: 'Delete' })).toBeVisible();
        await search(page, 'zzz-no-tag');
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test('add validates, then saves', async ({ signedIn: page }) => {
        await page.goto('/tag');
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Tag' });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please Enter Tag', { exact: true })).toBeVisible();
        const name = uniqueName('E2E tag');
        await dialog.getByLabel('Tag').fill(name);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Tag added successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
        await search(page, name);
        await expect(rows(page)).toHaveCount(1);
    });

    test('edit is prefilled and delete asks with the spec text', async ({ signedIn: page, api }) => {
        await api.login();
        const name = uniqueName('E2E edit tag');
        await api.post('/tag', { tag: name, description: 'before' });
        await page.goto('/tag');
        await search(page, name);

        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Tag' });
        await expect(dialog.getByLabel('Tag')).toHaveValue(name);
        await expect(dialog.getByLabel('Description')).toHaveValue('before');
        await dialog.getByLabel('Description').fill('');
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Tag updated successfully')).toBeVisible();
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).toHaveText('');

        await rows(page).first().getByRole('button', { name: 'Delete' }).click();
        await expectConfirmText(page, 'Are you sure you want to  delete this tag ?');
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, 'Tag deleted successfully')).toBeVisible();
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });
});
