import { expect, test } from './support/fixtures';
import { expectConfirmText, expectFirstColumnSorted, rows, search, toast, uniqueName } from './support/screens';

test.describe('Tags', () => {
    test('lists ten rows a page and pages in the browser', async ({ session: page }) => {
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

    test('system tags have no edit or delete; the others have both', async ({ session: page }) => {
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

    test('a built-in tag says why it cannot be changed, to the pointer, the keyboard and a screen reader', async ({
        session: page,
    }) => {
        await page.goto('/tag');
        await search(page, 'homework');
        await expect(rows(page)).toHaveCount(1);
        const row = rows(page).first();
        await expect(row.getByRole('checkbox', { name: 'Select this row' })).toBeDisabled();
        await expect(row.getByRole('checkbox', { name: 'Select this row' })).toHaveAccessibleDescription(
            'Built in: cannot be changed',
        );
        // The action cell says it too, with a picture named by the reason, hinted under the pointer.
        const lock = row.getByRole('img', { name: 'Built in: cannot be changed' });
        await lock.hover();
        await expect(page.getByRole('tooltip')).toHaveText('Built in: cannot be changed');
        await page.mouse.move(0, 0);
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        // The keyboard reaches the greyed box (a tab stop), which shows the reason; Space does not tick it.
        await page.getByRole('columnheader', { name: 'Created date' }).getByRole('button').focus();
        await page.keyboard.press('Tab');
        await expect(row.getByRole('checkbox')).toBeFocused();
        await expect(page.getByRole('tooltip')).toHaveText('Built in: cannot be changed');
        await page.keyboard.press('Space');
        await expect(row.getByRole('checkbox')).not.toBeChecked();
        await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
        await search(page, 'algebra');
        await expect(rows(page).first().getByRole('img', { name: 'Built in: cannot be changed' })).toHaveCount(0);
    });

    test('add validates, then saves', async ({ session: page }) => {
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
