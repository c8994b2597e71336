import { expect, test } from './support/fixtures';
import { changeFirstRowStatus, deleteFirstRow, rows, search, toast, uniqueName } from './support/screens';

test.describe('Notes', () => {
    test('lists with the spec columns in their order and pages in the browser', async ({ signedIn: page, api }) => {
        await api.login();
        const total = (await api.get<unknown[]>('/notes/alldetails')).data.length;
        await page.goto('/note');
        await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'Notes',
            'Status',
            'Action',
            'Created date',
        ]);
        await expect(rows(page)).toHaveCount(10);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(3)).toHaveText(
            /^\d{2}\/\d{2}\/\d{4}$/,
        );
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 3' }).click();
        await expect(page).toHaveURL(/page=3/);
        await expect(rows(page)).toHaveCount(Math.min(10, total - 20));
    });

    test('the "Find" filter works in the browser', async ({ signedIn: page }) => {
        await page.goto('/note');
        const note =
            (await rows(page).nth(2).locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await search(page, note.toUpperCase(), 'Find');
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(note);
        await search(page, 'no-such-note', 'Find');
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test('Add Note validates, then saves', async ({ signedIn: page }) => {
        await page.goto('/note');
        await page.getByRole('button', { name: 'Add Note' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Note' });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please Enter Note', { exact: true })).toBeVisible();
        const text = uniqueName('E2E note');
        await dialog.getByLabel('Note').fill(text);
        await expect(dialog.getByText('Please Enter Note')).toHaveCount(0);
        await dialog.getByLabel('Note').fill('');
        await expect(dialog.getByText('Please Enter Note', { exact: true })).toBeVisible();
        await dialog.getByLabel('Note').fill(text);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Note added successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
        await search(page, text, 'Find');
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first().getByRole('switch')).toBeChecked();
    });

    test('edit, status switch with its confirmation, and delete with its confirmation', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const text = uniqueName('e2e note');
        await api.post('/notes/add', { note: text });
        await page.goto('/note');
        await search(page, text, 'Find');

        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Note' });
        await expect(dialog.getByLabel('Note')).toHaveValue(text);
        await dialog.getByLabel('Note').fill(`${text} edited`);
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Note updated successfully')).toBeVisible();
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            `${text} edited`,
        );

        await expect(rows(page).first().getByRole('switch')).toBeChecked();
        await changeFirstRowStatus(page);

        await deleteFirstRow(page, 'Are you sure you want to  delete note ?', 'Note deleted successfully');
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });
});
