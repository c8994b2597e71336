import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LISTS, saveButton } from './support/listScreens';
import { pickColour, rows, search, toast, uniqueName } from './support/screens';

/** Opens the list's add modal, or the first row's edit modal where the screen cannot add. */
async function openModal(page: Page, list: (typeof LISTS)[number]): Promise<Locator> {
    await page.goto(`/${list.route}`);
    await expect(rows(page).first()).toBeVisible();
    if (list.modal) await page.getByRole('button', { name: /^Add/ }).click();
    else await rows(page).first().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
}

test.describe('Saving sends one request', () => {
    test('a double click on SAVE, then Enter, while the save is on its way adds one row', async ({
        signedIn: page,
    }) => {
        const posts: string[] = [];
        // The API answers slowly, so the clicks and the Enter land while the first save is in flight.
        await page.route('**/event/add', async route => {
            posts.push(route.request().method());
            await new Promise(resolve => setTimeout(resolve, 1_000));
            await route.continue();
        });
        await page.goto('/event');
        await page.getByRole('button', { name: 'Add' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Event' });
        const name = uniqueName('E2E once');
        await dialog.getByLabel('Event Name').fill(name);
        await pickColour(page, 3);
        const save = saveButton(dialog);
        await save.dblclick();
        await expect(save).toBeDisabled();
        await dialog.getByLabel('Event Name').press('Enter');
        await expect(toast(page, 'Event added successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
        expect(posts).toEqual(['POST']);
        await search(page, name);
        await expect(rows(page)).toHaveCount(1);
    });
});

for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1280, height: 600 },
]) {
    test.describe(`Modals at ${viewport.width}x${viewport.height}`, () => {
        test.use({ viewport });
        for (const list of LISTS) {
            test(`/${list.route}: the title and the action bar stay in view, the body scrolls`, async ({
                signedIn: page,
            }) => {
                const dialog = await openModal(page, list);
                // An empty submit adds a message under every field: the longest the form gets.
                if (list.modal) await saveButton(dialog).click();
                await expect(dialog.getByRole('heading').first()).toBeInViewport({ ratio: 1 });
                await expect(saveButton(dialog)).toBeInViewport({ ratio: 1 });
                await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
                // The body scrolls within the dialog, never the dialog itself.
                expect(await dialog.evaluate(el => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
            });
        }
    });
}

test.describe('Focus', () => {
    test('the first field on open; back on ADD after Cancel', async ({ session: page }) => {
        await page.goto('/event');
        const add = page.getByRole('button', { name: 'Add' });
        await add.click();
        const dialog = page.getByRole('dialog', { name: 'Add Event' });
        await expect(dialog.getByLabel('Event Name')).toBeFocused();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await expect(add).toBeFocused();
    });

    test('a coupon view focuses Edit; Edit focuses the first field it unlocks', async ({ session: page }) => {
        await page.goto('/general/coupon-code');
        const live = rows(page)
            .filter({ has: page.getByRole('switch') })
            .first();
        await live.getByRole('button', { name: 'View' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add/View Coupon' });
        await expect(dialog.getByRole('button', { name: 'Edit' })).toBeFocused();
        await dialog.getByRole('button', { name: 'Edit' }).click();
        await expect(
            dialog.getByRole('group', { name: 'Expiry Date' }).getByRole('spinbutton', { name: 'Day' }),
        ).toBeFocused();
    });

    test('a delete confirm focuses Cancel; after the delete the focus is on ADD', async ({ signedIn: page, api }) => {
        await api.login();
        const name = uniqueName('E2E focus');
        await api.post('/tag', { tag: name, description: 'to delete' });
        await page.goto('/tag');
        await search(page, name);
        await expect(rows(page)).toHaveCount(1);
        await rows(page).first().getByRole('button', { name: 'Delete' }).click();
        const confirm = page.getByRole('dialog');
        await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
        // Enter on the focused Cancel does not delete.
        await page.keyboard.press('Enter');
        await expect(confirm).toBeHidden();
        await expect(rows(page)).toHaveCount(1);
        await rows(page).first().getByRole('button', { name: 'Delete' }).click();
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, 'Tag deleted successfully')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Add' })).toBeFocused();
    });

    test('filled buttons show a clear ring when reached with the keyboard', async ({ session: page }) => {
        await page.goto('/event');
        const add = page.getByRole('button', { name: 'Add' });
        await add.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(add).toBeFocused();
        await expect(add).toHaveCSS('outline-style', 'solid');
        await expect(add).toHaveCSS('outline-width', '2px');
    });
});

test.describe('Rich text', () => {
    test('the description editor is tall, marked required, with its message aligned as the others', async ({
        session: page,
    }) => {
        await page.goto('/noticeboard');
        await page.getByRole('button', { name: 'Add' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Notice' });
        const editor = dialog.locator('.ProseMirror');
        await expect(editor).toBeVisible();
        expect((await editor.boundingBox())!.height).toBeGreaterThanOrEqual(150);
        await expect(dialog.getByText(/^Description\s*\*$/).first()).toBeVisible();
        await saveButton(dialog).click();
        const headingError = dialog.getByText('Please Enter Heading', { exact: true });
        const editorError = dialog.getByText('Please enter description', { exact: true });
        await expect(editorError).toBeVisible();
        expect(Math.round((await editorError.boundingBox())!.x)).toBe(
            Math.round((await headingError.boundingBox())!.x),
        );
    });
});
