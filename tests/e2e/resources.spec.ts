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

const PDF = { name: 'lesson.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% e2e lesson notes\n') };

const LIBRARIES = [
    {
        route: '/coach-resource-center',
        heading: 'Coach Resources',
        headers: ['File Name', 'Folder', 'Sub Folder', 'Downloadable', 'Tag', 'Access to', 'Action', 'Created date'],
        folders: '/category',
        person: 'coach',
        accessMessage: 'Please select coach',
        /** The third newest seed row belongs to a coach, not the super-admin. */
        othersRow: 'Mind map template',
    },
    {
        route: '/student-resource-center',
        heading: 'Student Resources',
        headers: ['File name', 'Folder', 'Sub Folder', 'Downloadable', 'Tag', 'Access to', 'Action', 'Created date'],
        folders: '/student-category',
        person: 'student',
        accessMessage: 'Please select access',
        othersRow: 'Mind map template',
    },
    {
        route: '/tbp-resource-center',
        heading: 'TBP Resources',
        headers: ['Title', 'Shared to', 'Audience', 'Action', 'Created date'],
        folders: '/tbp-category',
        person: 'coach',
        accessMessage: 'Please select atleast one options',
        othersRow: 'Mind map template',
    },
] as const;

for (const lib of LIBRARIES) {
    test.describe(lib.heading, () => {
        test('lists ten rows a page with the columns, Show More / Show less and the folder link', async ({
            session: page,
        }) => {
            await page.goto(lib.route);
            await expect(page.getByRole('heading', { name: lib.heading })).toBeVisible();
            await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
                ...lib.headers,
            ]);
            await expect(rows(page)).toHaveCount(10);
            await expect(page.getByRole('button', { name: 'Show More' }).first()).toBeVisible();
            // The row by its place: once opened, the row no longer has a "Show More" to be found by.
            const index = await rows(page).evaluateAll(trs =>
                trs.findIndex(tr => tr.textContent?.includes('Show More')),
            );
            const cell = rows(page)
                .nth(index)
                .getByRole('button', { name: /^Show (More|less)$/ })
                .locator('xpath=..');
            await expect(cell.locator('div > div')).toHaveCount(3);
            await cell.getByRole('button', { name: 'Show More' }).click();
            await expect(cell.getByRole('button', { name: 'Show less' })).toBeVisible();
            expect(await cell.locator('div > div').count()).toBeGreaterThan(3);
            await cell.getByRole('button', { name: 'Show less' }).click();
            await expect(cell.locator('div > div')).toHaveCount(3);
            await page.getByRole('link', { name: 'Manage Admin Folders' }).click();
            await expect(page).toHaveURL(new RegExp(`${lib.folders}(\\?|$)`));
            await expect(page.getByRole('heading', { name: 'Admin Folders' })).toBeVisible();
        });

        test('filters by folder, then sub folder (a new folder resets it), and searches', async ({ session: page }) => {
            await page.goto(lib.route);
            await expect(rows(page)).toHaveCount(10);
            await page.getByRole('combobox', { name: 'Folder', exact: true }).click();
            await page.getByRole('option', { name: 'Mathematics', exact: true }).click();
            await expect(page).toHaveURL(/category/);
            if (lib.route !== '/tbp-resource-center')
                await expect(rows(page).locator('td:nth-child(3)').first()).toHaveText('Mathematics');
            await page.getByRole('combobox', { name: 'Sub Folder', exact: true }).click();
            await page.getByRole('option').first().click();
            await expect(page).toHaveURL(/subCategory/);
            const sub = page.getByRole('combobox', { name: 'Sub Folder', exact: true });
            await expect(sub).not.toHaveValue('');
            await page.getByRole('combobox', { name: 'Folder', exact: true }).click();
            await page.getByRole('option', { name: 'Study Skills', exact: true }).click();
            await expect(sub).toHaveValue('');
            await expect(page).not.toHaveURL(/subCategory/);
            await search(page, 'zzz-no-such-resource');
            await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
        });

        test('adds a file resource and a link resource, then edits and deletes', async ({ signedIn: page }) => {
            // Two adds, an edit and a delete: three times the usual time on a busy machine.
            test.slow();
            await page.goto(lib.route);
            await page.getByRole('button', { name: 'Add', exact: true }).click();
            const dialog = page.getByRole('dialog', { name: 'Add Resource' });
            await dialog.getByRole('button', { name: 'Save' }).click();
            await expect(dialog.getByText('Please enter file title', { exact: true })).toBeVisible();
            await expect(dialog.getByText(lib.accessMessage, { exact: true })).toBeVisible();
            await expect(
                dialog.getByText('Please add either resource or link to a resource', { exact: true }),
            ).toBeVisible();

            const fileTitle = uniqueName('E2E file');
            await dialog.getByLabel('Title').fill(fileTitle);
            if (lib.route === '/tbp-resource-center') {
                await dialog.getByRole('combobox', { name: 'For whom' }).click();
                await page.getByRole('option', { name: 'Coaches', exact: true }).click();
            }
            await dialog.getByRole('combobox', { name: 'Access' }).click();
            const firstPerson = page.getByRole('option').nth(1);
            const personName = (await firstPerson.textContent()) ?? '';
            await firstPerson.click();
            await dialog.getByRole('combobox', { name: 'Folder', exact: true }).click();
            await page.getByRole('option', { name: 'Mathematics', exact: true }).click();
            await dialog.locator('input[type="file"]').setInputFiles(PDF);
            await expect(dialog.getByText('lesson.pdf')).toBeVisible();
            await dialog.getByRole('button', { name: 'Save' }).click();
            await seeToast(page, 'Resource added successfully');
            await expect(dialog).toBeHidden();
            await search(page, fileTitle);
            await expect(rows(page)).toHaveCount(1);
            if (lib.route !== '/tbp-resource-center') await expect(rows(page).first()).toContainText('Mathematics');
            await expect(rows(page).first()).toContainText(personName);
            await expect(rows(page).first().getByRole('link', { name: 'Download' })).toHaveAttribute(
                'href',
                /\/resources\/.+\.pdf\?expires=\d+&sig=[0-9a-f]{64}&download=1$/,
            );

            // A link resource, private: access is cleared and disabled; the link gets https:// in front.
            await page.getByRole('button', { name: 'Add', exact: true }).click();
            const linkTitle = uniqueName('E2E link');
            await dialog.getByLabel('Title').fill(linkTitle);
            if (lib.route === '/tbp-resource-center') {
                await dialog.getByRole('combobox', { name: 'For whom' }).click();
                await page.getByRole('option', { name: 'Students', exact: true }).click();
            }
            await dialog.getByRole('combobox', { name: 'Access' }).click();
            await page.getByRole('option').first().click();
            await dialog.getByLabel('Keep your file private only ?').check();
            await expect(dialog.getByRole('combobox', { name: 'Access' })).toBeDisabled();
            await expect(dialog.getByRole('button', { name: /^All/ })).toHaveCount(0);
            await dialog.getByLabel('Link').fill('https://https://example.org/notes');
            await dialog.getByRole('button', { name: 'Save' }).click();
            await seeToast(page, 'Resource added successfully');
            await search(page, linkTitle);
            await expect(rows(page)).toHaveCount(1);
            await expect(rows(page).first().getByRole('link', { name: 'Open' })).toHaveAttribute(
                'href',
                'https://example.org/notes',
            );
            // Downloads are allowed (the cell says YES), but a link has no file: the hint says that, not "not allowed".
            if (lib.route !== '/tbp-resource-center') await expect(rows(page).first()).toContainText('YES');
            const reason = 'Nothing to download: this resource is a link';
            await rows(page).first().getByLabel(reason).hover();
            await expect(page.getByRole('tooltip')).toHaveText(reason);

            await rows(page).first().getByRole('button', { name: 'Edit' }).click();
            const edit = page.getByRole('dialog', { name: 'Edit Resource' });
            await expect(edit.getByLabel('Title')).toHaveValue(linkTitle);
            await expect(edit.getByLabel('Keep your file private only ?')).toBeChecked();
            await edit.getByLabel('Title').fill(`${linkTitle} edited`);
            await edit.getByRole('button', { name: 'Update' }).click();
            await seeToast(page, 'Resource updated successfully');
            await search(page, `${linkTitle} edited`);
            await expect(rows(page)).toHaveCount(1);

            await rows(page).first().getByRole('button', { name: 'Delete' }).click();
            await expectConfirmText(page, 'Are you sure you want to  delete this resource ?');
            await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
            await seeToast(page, 'Resource deleted successfully');
            await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
        });

        test('edit shows the stored file as a link, which can be cleared for another', async ({ signedIn: page }) => {
            // An add and two saves of an edit: three times the usual time on a busy machine.
            test.slow();
            await page.goto(lib.route);
            await page.getByRole('button', { name: 'Add', exact: true }).click();
            const dialog = page.getByRole('dialog', { name: 'Add Resource' });
            const title = uniqueName('E2E stored');
            await dialog.getByLabel('Title').fill(title);
            await dialog.getByLabel('Keep your file private only ?').check();
            if (lib.route === '/tbp-resource-center')
                await expect(dialog.getByRole('combobox', { name: 'For whom' })).toBeDisabled();
            await dialog.locator('input[type="file"]').setInputFiles(PDF);
            await dialog.getByRole('button', { name: 'Save' }).click();
            await seeToast(page, 'Resource added successfully');
            await search(page, title);
            await rows(page).first().getByRole('button', { name: 'Edit' }).click();
            const edit = page.getByRole('dialog', { name: 'Edit Resource' });
            await expect(edit.getByRole('link', { name: 'lesson.pdf' })).toHaveAttribute(
                'href',
                /\/resources\/.+\.pdf\?expires=\d+&sig=[0-9a-f]{64}$/,
            );
            // The signed link opens the file without a token (a new tab sends none); the bare path does not.
            const href = (await edit.getByRole('link', { name: 'lesson.pdf' }).getAttribute('href'))!;
            expect((await page.request.get(href)).status()).toBe(200);
            expect((await page.request.get(href.split('?')[0])).status()).toBe(403);
            await edit.getByRole('button', { name: 'Delete' }).click();
            await expect(edit.getByRole('link', { name: 'lesson.pdf' })).toHaveCount(0);
            await edit.getByRole('button', { name: 'Update' }).click();
            await expect(
                edit.getByText('Please add either resource or link to a resource', { exact: true }),
            ).toBeVisible();
            await edit.locator('input[type="file"]').setInputFiles({ ...PDF, name: 'second.pdf' });
            await edit.getByRole('button', { name: 'Update' }).click();
            await seeToast(page, 'Resource updated successfully');
        });

        test("another creator's rows have edit and delete disabled", async ({ session: page }) => {
            await page.goto(lib.route);
            await search(page, lib.othersRow);
            const theirs = rows(page).filter({ hasText: lib.othersRow }).first();
            await expect(theirs.getByRole('button', { name: 'Edit' })).toBeDisabled();
            await expect(theirs.getByRole('button', { name: 'Delete' })).toBeDisabled();
            // The pointer over a disabled button reads why.
            await theirs.getByRole('button', { name: 'Delete' }).hover({ force: true });
            await expect(page.getByRole('tooltip')).toHaveText('Only the creator can delete this');
        });
    });
}

test.describe('TBP audience', () => {
    test('shows everyone, Me Only, or the names', async ({ session: page }) => {
        await page.goto('/tbp-resource-center');
        const audience = rows(page).locator('td:nth-child(4)');
        await expect(audience.filter({ hasText: 'All Coaches and Students' }).first()).toBeVisible();
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
        await expect(rows(page).locator('td:nth-child(4)').filter({ hasText: 'Me Only' }).first()).toBeVisible();
    });

    test('Add Resource asks For whom before Access; Access says to choose it first (issue 24 row 14)', async ({
        session: page,
    }) => {
        await page.goto('/tbp-resource-center');
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Resource' });
        const forWhom = dialog.getByRole('combobox', { name: 'For whom' });
        const access = dialog.getByRole('combobox', { name: 'Access' });
        await expect(access).toBeVisible();
        const top = async (field: typeof access) => (await field.boundingBox())?.y ?? NaN;
        await expect.poll(async () => (await top(forWhom)) < (await top(access))).toBe(true);
        await access.click();
        await expect(page.getByRole('presentation').getByText('Choose For whom first', { exact: true })).toBeVisible();
        await expect(page.getByText('No options', { exact: true })).toHaveCount(0);
        await page.keyboard.press('Escape');
        await forWhom.click();
        await page.getByRole('option', { name: 'Students', exact: true }).click();
        await access.click();
        await expect(page.getByRole('option').first()).toBeVisible();
        await expect(page.getByText('Choose For whom first', { exact: true })).toHaveCount(0);
    });
});
