import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { confirmDialog, expectConfirmText, rows, search, toast, uniqueName } from './support/screens';

/** Sees a toast, then closes it: one toast shows at a time, and it may cover the buttons at the top right. */
const seeToast = async (page: Page, text: string) => {
    const shown = toast(page, text);
    await expect(shown).toBeVisible();
    await shown.getByRole('button').click();
    await expect(shown).toBeHidden();
};

const AUDIENCES = [
    {
        route: '/category',
        sub: '/sub-category',
        back: 'Back to CR',
        library: '/coach-resource-center',
        type: 'Coach',
        code: 'CR',
        edited: ['Both Coaches and Student', 'SR, CR'],
    },
    {
        route: '/student-category',
        sub: '/sub-category-student',
        back: 'Back to SR',
        library: '/student-resource-center',
        type: 'Student',
        code: 'SR',
        edited: ['Both Coaches and Student', 'SR, CR'],
    },
    // A TBP folder shared with both people audiences would leave the TBP list.
    {
        route: '/tbp-category',
        sub: '/sub-category-tbp',
        back: 'Back to TR',
        library: '/tbp-resource-center',
        type: 'TBP',
        code: 'TR',
        edited: ['TBP', 'TR'],
    },
] as const;

for (const a of AUDIENCES) {
    test.describe(`Admin folders at ${a.route}`, () => {
        test('lists folders with their Shared to codes and goes back to the library', async ({ signedIn: page }) => {
            await page.goto(a.route);
            await expect(page.getByRole('heading', { name: 'Admin Folders' })).toBeVisible();
            await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
                'Title',
                'Shared to',
                'Sub Folders',
                'Action',
                'Created date',
            ]);
            await expect(rows(page)).toHaveCount(10);
            await expect(
                rows(page)
                    .locator('td:nth-child(3)')
                    .filter({ hasText: new RegExp(`^${a.code}$`) })
                    .first(),
            ).toBeVisible();
            await page.getByRole('link', { name: a.back }).click();
            await expect(page).toHaveURL(new RegExp(`${a.library}(\\?|$)`));
        });

        test('adds, edits and deletes a folder; adds, edits and deletes a sub folder in it', async ({
            signedIn: page,
        }) => {
            // A long flow through two screens: three times the usual time on a busy machine.
            test.slow();
            await page.goto(a.route);
            await page.getByRole('button', { name: 'Add', exact: true }).click();
            const dialog = page.getByRole('dialog', { name: 'Add Folder' });
            await expect(dialog.getByRole('radio', { name: a.type, exact: true })).toBeChecked();
            await dialog.getByRole('button', { name: 'Save' }).click();
            await expect(dialog.getByText('Please enter folder title', { exact: true })).toBeVisible();
            const title = uniqueName('E2E folder');
            await dialog.getByLabel('Title').fill(title);
            await dialog.getByRole('radio', { name: 'All of above' }).check();
            await dialog.getByRole('button', { name: 'Save' }).click();
            await seeToast(page, 'Folder added successfully');
            await search(page, title);
            await expect(rows(page)).toHaveCount(1);
            await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).toHaveText(
                'TR, SR, CR',
            );

            await rows(page).first().getByRole('button', { name: 'Edit' }).click();
            const edit = page.getByRole('dialog', { name: 'Edit Folder' });
            await expect(edit.getByLabel('Title')).toHaveValue(title);
            await edit.getByRole('radio', { name: a.edited[0], exact: true }).check();
            await edit.getByRole('button', { name: 'Update' }).click();
            await seeToast(page, 'Folder updated successfully');
            await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).toHaveText(
                a.edited[1],
            );

            // Add Sub Folder asks checkCanAdd, then opens the sub folder list with its add modal (its own URL).
            await rows(page).first().getByRole('button', { name: 'Add Sub Folder' }).click();
            const addSub = page.getByRole('dialog', { name: 'Add Sub Folder' });
            await expect(addSub).toBeVisible();
            await expect(page).toHaveURL(new RegExp(`${a.sub}/[0-9a-f]{24}/create(\\?|$)`));
            await addSub.getByRole('button', { name: 'Save' }).click();
            await expect(addSub.getByText('Please enter folder name', { exact: true })).toBeVisible();
            const subTitle = uniqueName('E2E sub');
            await addSub.getByLabel('Title').fill(subTitle);
            await addSub.getByRole('button', { name: 'Save' }).click();
            await seeToast(page, 'Sub folder added successfully');
            // Closing the modal leaves its URL for the sub folder list's own.
            await expect(page).toHaveURL(new RegExp(`${a.sub}/[0-9a-f]{24}(\\?|$)`));
            await expect(page.getByRole('heading', { name: `Sub Folders of ${title}` })).toBeVisible();
            await expect(rows(page)).toHaveCount(1);
            await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
                'Title',
                'Parent Folder',
                'Action',
                'Created date',
            ]);
            await rows(page).first().getByRole('button', { name: 'Edit' }).click();
            const editSub = page.getByRole('dialog', { name: 'Edit Sub Folder' });
            await editSub.getByLabel('Title').fill(`${subTitle} edited`);
            await editSub.getByRole('button', { name: 'Update' }).click();
            await seeToast(page, 'Sub folder updated successfully');
            await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
                `${subTitle} edited`,
            );

            // The folder still holds the sub folder: its delete is refused with the reason.
            await rows(page).first().getByRole('link', { name: 'Parent Folder' }).click();
            await expect(page).toHaveURL(new RegExp(`${a.route}(\\?|$)`));
            await search(page, title);
            await rows(page).first().getByRole('button', { name: 'Delete' }).click();
            await expectConfirmText(page, 'Are you sure you want to  delete this folder ?');
            await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
            await seeToast(page, 'This folder still has sub folders: delete them first');

            await rows(page).first().getByRole('link', { name: 'Sub Folders' }).click();
            await expect(page.getByRole('heading', { name: `Sub Folders of ${title}` })).toBeVisible();
            await rows(page).first().getByRole('button', { name: 'Delete' }).click();
            await expectConfirmText(page, 'Are you sure you want to  delete this sub folder ?');
            await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
            await seeToast(page, 'Sub folder deleted successfully');
            await expect(page.getByText('No data found.', { exact: true })).toBeVisible();
            await page.getByRole('link', { name: 'Go Back to Admin Folders' }).click();
            await expect(page).toHaveURL(new RegExp(`${a.route}(\\?|$)`));
            await search(page, title);
            await rows(page).first().getByRole('button', { name: 'Delete' }).click();
            await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
            await seeToast(page, 'Folder deleted successfully');
        });

        test("another creator's folders have their actions disabled", async ({ signedIn: page }) => {
            await page.goto(a.route);
            await search(page, 'Science');
            const theirs = rows(page).first();
            await expect(theirs.getByRole('button', { name: 'Edit' })).toBeDisabled();
            await expect(theirs.getByRole('button', { name: 'Delete' })).toBeDisabled();
            await expect(theirs.getByRole('button', { name: 'Add Sub Folder' })).toBeDisabled();
        });
    });
}
