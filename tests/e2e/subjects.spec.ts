import { expect, test } from './support/fixtures';
import { changeFirstRowStatus, deleteFirstRow, pickColour, rows, search, toast, uniqueName } from './support/screens';

test.describe('Subject / Activity', () => {
    test('lists ten rows a page with the spec columns, round swatches and DD/MM/YYYY dates', async ({
        signedIn: page,
    }) => {
        await page.goto('/subject');
        await expect(page.getByRole('heading', { name: 'Subject / Activity' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'Favourite',
            'Name',
            'Color',
            'Status',
            'Created date',
            'Action',
        ]);
        await expect(rows(page)).toHaveCount(10);
        const first = rows(page).first();
        await expect(first.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', /true|false/);
        await expect(first.getByRole('img', { name: /^Colour #/ })).toHaveCSS('border-radius', '50%');
        await expect(first.getByRole('switch')).toBeVisible();
        await expect(first.locator('td:not(.MuiTableCell-paddingCheckbox)').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
        await expect(first.getByRole('button', { name: 'Edit' })).toBeVisible();
        await expect(first.getByRole('button', { name: 'Delete' })).toBeVisible();
    });

    test('pages and searches on the server', async ({ signedIn: page }) => {
        await page.goto('/subject');
        // Read once the first page has rendered, not while it is still loading.
        await expect(rows(page)).toHaveCount(10);
        const firstOnPage1 = await rows(page)
            .first()
            .locator('td:not(.MuiTableCell-paddingCheckbox)')
            .nth(1)
            .textContent();
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 3' }).click();
        await expect(page).toHaveURL(/page=3/);
        await expect(rows(page)).toHaveCount(10);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).not.toHaveText(
            firstOnPage1 ?? '',
        );
        await search(page, 'mathem');
        await expect(page).toHaveURL(/page=1/);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).toHaveText(
            'Mathematics',
        );
        await search(page, 'zzz-no-subject');
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test('add shows the validation messages, then saves a favourite', async ({ signedIn: page }) => {
        await page.goto('/subject');
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Subject' });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please Enter Subject Name', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Please choose Subject Color', { exact: true })).toBeVisible();

        const name = uniqueName('E2E subject');
        await dialog.getByLabel('Subject Name').fill(name);
        await pickColour(page, 7);
        await expect(dialog.getByText('Please choose Subject Color')).toHaveCount(0);
        await dialog.getByRole('checkbox', { name: 'Favourite' }).check();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Subject added successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
        await search(page, name);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first().getByRole('button', { name: 'Favourite' })).toHaveAttribute(
            'aria-pressed',
            'true',
        );
        await expect(rows(page).first().getByRole('switch')).toBeChecked();
    });

    test('the favourite star toggles at once with the spec messages', async ({ signedIn: page, api }) => {
        await api.login();
        const name = uniqueName('E2E star');
        await api.post('/Subject/add', { subject_name: name, subject_color: '#ef9a9a', favourite: false, userId: '' });
        await page.goto('/subject');
        await search(page, name);
        const star = rows(page).first().getByRole('button', { name: 'Favourite' });
        await expect(star).toHaveAttribute('aria-pressed', 'false');
        await star.click();
        await expect(toast(page, 'Subject has been added in favourites')).toBeVisible();
        await expect(star).toHaveAttribute('aria-pressed', 'true');
        await page.reload();
        await expect(star).toHaveAttribute('aria-pressed', 'true');
        await star.focus();
        await page.keyboard.press('Enter');
        await expect(toast(page, 'Subject has been removed from favourites')).toBeVisible();
        await expect(star).toHaveAttribute('aria-pressed', 'false');
    });

    test('edit is prefilled; status and delete ask with the spec texts', async ({ signedIn: page, api }) => {
        await api.login();
        const name = uniqueName('E2E edit subject');
        await api.post('/Subject/add', { subject_name: name, subject_color: '#ef9a9a', favourite: true, userId: '' });
        await page.goto('/subject');
        await search(page, name);

        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Subject' });
        await expect(dialog.getByLabel('Subject Name')).toHaveValue(name);
        await expect(dialog.getByRole('radio', { name: '#ef9a9a' })).toHaveAttribute('aria-checked', 'true');
        await expect(dialog.getByRole('checkbox', { name: 'Favourite' })).toBeChecked();
        await dialog.getByLabel('Subject Name').fill(`${name} b`);
        await dialog.getByRole('checkbox', { name: 'Favourite' }).uncheck();
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Subject updated successfully')).toBeVisible();
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).toHaveText(
            `${name} b`,
        );
        await expect(rows(page).first().getByRole('button', { name: 'Favourite' })).toHaveAttribute(
            'aria-pressed',
            'false',
        );

        await expect(rows(page).first().getByRole('switch')).toBeChecked();
        await changeFirstRowStatus(page);

        await deleteFirstRow(
            page,
            'Are you sure you want to  delete this subject as all the related task will be affected ?',
            'Subject deleted successfully',
        );
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });
});
