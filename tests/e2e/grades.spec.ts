import { expect, test } from './support/fixtures';
import {
    deleteFirstRow,
    expectConfirmText,
    expectFirstColumnSorted,
    rows,
    search,
    toast,
    uniqueName,
} from './support/screens';

test.describe('Grades', () => {
    test('lists with the spec columns, pages in the browser and sorts', async ({ signedIn: page }) => {
        await page.goto('/grade');
        await expect(page.getByRole('heading', { name: 'Grades' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'Grade',
            'Status',
            'Created date',
            'Action',
        ]);
        await expect(rows(page)).toHaveCount(10);
        await page.getByRole('button', { name: 'Page 3' }).click();
        await expect(page).toHaveURL(/page=3/);
        await expect(rows(page).first()).toBeVisible();
        await page.locator('table thead').getByText('Grade', { exact: true }).click();
        await expect(page).toHaveURL(/page=1/);
        await expectFirstColumnSorted(page, (a, b) => a.localeCompare(b, undefined, { numeric: true }));
    });

    test('"Find" filters in the browser', async ({ signedIn: page }) => {
        await page.goto('/grade');
        const grade =
            (await rows(page).nth(1).locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await search(page, grade.toUpperCase(), 'Find');
        await expect(
            rows(page)
                .locator('td:first-child:not(.MuiTableCell-paddingCheckbox), td.MuiTableCell-paddingCheckbox + td')
                .filter({ hasText: grade })
                .first(),
        ).toBeVisible();
        await search(page, 'no-such-grade', 'Find');
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test('Add Grade validates, then stores the grade lower-cased', async ({ signedIn: page }) => {
        await page.goto('/grade');
        await page.getByRole('button', { name: 'Add Grade' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Grade' });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please Enter Grade', { exact: true })).toBeVisible();
        const name = uniqueName('E2E GRADE');
        await dialog.getByLabel('Grade').fill(name);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Grade added successfully')).toBeVisible();
        await search(page, name, 'Find');
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            name.toLowerCase(),
        );
    });

    test('edit, status switch with its confirmation, and delete', async ({ signedIn: page, api }) => {
        await api.login();
        const name = uniqueName('e2e grade');
        await api.post('/grade/add', { grade: name });
        await page.goto('/grade');
        await search(page, name, 'Find');
        const row = rows(page).first();

        await row.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Grade' });
        await expect(dialog.getByLabel('Grade')).toHaveValue(name);
        await dialog.getByLabel('Grade').fill(`${name} b`);
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Grade updated successfully')).toBeVisible();
        await search(page, `${name} b`, 'Find');

        const status = rows(page).first().getByRole('switch');
        const before = await status.isChecked();
        await status.click();
        await expectConfirmText(page, 'Are you sure to change status ?');
        await page.getByRole('dialog').getByRole('button', { name: 'Change' }).click();
        await expect(toast(page, 'Status updated successfully')).toBeVisible();
        await expect(rows(page).first().getByRole('switch')).toBeChecked({ checked: !before });
        await page.reload();
        await expect(rows(page).first().getByRole('switch')).toBeChecked({ checked: !before });

        await rows(page).first().getByRole('switch').click();
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await expect(rows(page).first().getByRole('switch')).toBeChecked({ checked: !before });

        await deleteFirstRow(page, 'Are you sure you want to  delete this grade ?', 'Grade deleted successfully');
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });
});
