import type { Locator, Page } from '@playwright/test';
import { type Api, expect, test } from './support/fixtures';
import { type Coach, enabledCoach, rowOf } from './support/people';
import { rows, search, toast, uniqueName } from './support/screens';

interface Stored {
    _id: string;
    title: string;
    owner?: string;
    userId?: string;
    isPrivate?: boolean;
    resource_type?: string;
    has_parent?: boolean;
}

/** Logs the super-admin in as an enabled coach from the coach list; answers the coach. */
const logInAsCoach = async (page: Page, api: Api): Promise<Coach> => {
    const coach = await enabledCoach(api);
    await page.goto('/user');
    await search(page, coach.email);
    await rowOf(page, coach.email).getByRole('button', { name: 'Log in as' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toBeVisible();
    return coach;
};

/** Whether two boxes overlap. */
const overlaps = async (a: Locator, b: Locator): Promise<boolean> => {
    const [x, y] = [await a.boundingBox(), await b.boundingBox()];
    if (!x || !y) return false;
    return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test.describe("The coach's view (log in as)", () => {
    test('offers only what a coach may use: menus, dashboard, palette; a super-admin screen says Not available', async ({
        signedIn: page,
        api,
    }) => {
        await logInAsCoach(page, api);
        const shortcuts = page.getByRole('main');
        await expect(shortcuts.getByRole('link', { name: 'Student Resources' })).toBeVisible();
        await expect(shortcuts.getByRole('link', { name: 'Coaches Resources' })).toBeVisible();
        await expect(shortcuts.getByRole('link', { name: 'Coach Admin' })).toHaveCount(0);

        const sidebar = page.getByLabel('Main menu');
        await sidebar.getByText('Resources', { exact: true }).click();
        await expect(sidebar.getByRole('menuitem', { name: 'Coach Resources' })).toBeVisible();
        await expect(sidebar.getByRole('menuitem', { name: 'Student Resources' })).toBeVisible();
        await expect(sidebar.getByRole('menuitem', { name: 'TBP Resources' })).toHaveCount(0);
        await expect(sidebar.getByText('Coach', { exact: true })).toHaveCount(0);
        await expect(sidebar.getByText('General Settings', { exact: true })).toHaveCount(0);

        // The palette: the coach's screens and actions, none of the super-admin's.
        await page.keyboard.press('Control+k');
        const box = page.getByRole('combobox', { name: 'Search screens, actions and records' });
        await expect(box).toBeFocused();
        await box.fill('coach');
        await expect(page.getByRole('option', { name: /^Coach Resources/ })).toBeVisible();
        await expect(page.getByRole('option', { name: 'Coach', exact: true })).toHaveCount(0);
        await expect(page.getByRole('option', { name: 'Add Coach', exact: true })).toHaveCount(0);
        await box.fill('event');
        await expect(page.getByRole('option', { name: /event/i })).toHaveCount(0);
        await page.keyboard.press('Escape');

        // The horizontal layout's menu is the coach's too.
        await page.getByRole('button', { name: 'Layout settings' }).click();
        await page.getByRole('button', { name: 'Horizontal Layout' }).click();
        await page.keyboard.press('Escape');
        const bar = page.locator('nav.horizontal-menu');
        await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
        await expect(bar.getByRole('button', { name: 'General Settings' })).toHaveCount(0);
        await bar.getByRole('button', { name: 'Resources' }).click();
        await expect(page.getByRole('menuitem', { name: 'Coach Resources' })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'TBP Resources' })).toHaveCount(0);
        await page.keyboard.press('Escape');

        // A super-admin screen reached by URL: said plainly, no failed list under a red toast.
        await page.goto('/user');
        await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
        await expect(page.getByText('This screen is for the super admin only: a coach cannot open it.')).toBeVisible();
        await expect(page.getByText('Only the super admin can do this')).toHaveCount(0);
        await expect(page.getByRole('alert')).toHaveCount(0);
        await page.goto('/tbp-resource-center');
        await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
        await page.getByRole('link', { name: 'Go to the dashboard' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('adds its own folder and resource, sees what it may, changes only what it created; toasts cover no control', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        await api.login();
        const stored = (await api.get('/_db/resources')) as unknown as Stored[];
        const folders = (await api.get('/_db/categories')) as unknown as Stored[];
        const coach = await logInAsCoach(page, api);
        // Another coach's private resource, and one of the super-admin's folders for coaches.
        const hidden = stored.find(r => r.owner === 'coach' && r.userId !== coach._id && r.isPrivate === true);
        const adminFolder = folders.find(
            f => f.owner === 'superadmin' && f.has_parent !== true && f.resource_type === 'coach',
        )!;

        await page.getByRole('link', { name: 'Coaches Resources' }).click();
        await expect(page).toHaveURL(/\/coach-resource-center$/);
        await expect(page.getByRole('heading', { name: 'Coach Resources' })).toBeVisible();
        await expect(rows(page).first()).toBeVisible();
        await expect(page.getByText('The list could not be loaded.')).toHaveCount(0);
        if (hidden) {
            await search(page, hidden.title);
            await expect(page.getByText('No matches found')).toBeVisible();
            await page.getByPlaceholder('Search').fill('');
            await expect(rows(page).nth(1)).toBeVisible();
        }

        // Its own folder: a coach's folder types only.
        await page.getByRole('link', { name: 'Manage Admin Folders' }).click();
        await expect(page).toHaveURL(/\/category$/);
        await search(page, adminFolder.title);
        const adminRow = rows(page).filter({ hasText: adminFolder.title }).first();
        await expect(adminRow).toBeVisible();
        await expect(adminRow.getByRole('button', { name: 'Edit' })).toHaveCount(0);
        await expect(adminRow.getByRole('button', { name: 'Delete' })).toHaveCount(0);
        await expect(adminRow.getByRole('button', { name: 'Add Sub Folder' })).toHaveCount(0);
        await page.getByPlaceholder('Search').fill('');
        await expect(rows(page).nth(1)).toBeVisible();

        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const folderDialog = page.getByRole('dialog', { name: 'Add Folder' });
        await expect(folderDialog.getByRole('radio')).toHaveCount(3);
        await expect(folderDialog.getByRole('radio', { name: 'Coach', exact: true })).toBeChecked();
        await expect(folderDialog.getByRole('radio', { name: 'TBP' })).toHaveCount(0);
        await expect(folderDialog.getByRole('radio', { name: 'All of above' })).toHaveCount(0);
        const folderTitle = uniqueName('Coach folder');
        await folderDialog.getByLabel('Title').fill(folderTitle);
        await folderDialog.getByRole('button', { name: 'Save' }).click();
        const added = toast(page, 'Folder added successfully');
        await expect(added).toBeVisible();
        // The toast leaves the way back and the Add button in reach.
        await expect(folderDialog).toBeHidden();
        const back = page.getByRole('button', { name: 'Back to super admin' });
        expect(await overlaps(added, back)).toBe(false);
        expect(await overlaps(added, page.getByRole('button', { name: 'Add', exact: true }))).toBe(false);
        await search(page, folderTitle);
        const ownRow = rows(page).filter({ hasText: folderTitle });
        await expect(ownRow.getByRole('button', { name: 'Edit' })).toBeEnabled();
        await expect(ownRow.getByRole('button', { name: 'Delete' })).toBeEnabled();

        // Its own resource, filed in that folder, sent as the coach's.
        await page.getByRole('link', { name: 'Back to CR' }).click();
        await expect(page).toHaveURL(/\/coach-resource-center$/);
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Resource' });
        const title = uniqueName('Coach link');
        await dialog.getByLabel('Title').fill(title);
        await dialog.getByRole('combobox', { name: 'Access' }).click();
        await page.getByRole('option', { name: 'All Coaches' }).click();
        // Close the list by clicking away (an Escape after the list has closed would ask to leave the form).
        await dialog.getByRole('heading', { name: 'Add Resource' }).click();
        await expect(page.getByRole('listbox')).toHaveCount(0);
        await dialog.getByRole('combobox', { name: 'Folder', exact: true }).click();
        await page.getByRole('option', { name: folderTitle, exact: true }).click();
        await dialog.getByRole('combobox', { name: 'Tag' }).click();
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await dialog.getByLabel('Link').fill('https://example.org/coach-notes');
        const sent = page.waitForRequest(r => r.url().endsWith('/resource/superdadmin/add'));
        await dialog.getByRole('button', { name: 'Save' }).click();
        expect((await sent).postData()).toMatch(/name="owner"\r\n\r\ncoach\r\n/);
        const resourceAdded = toast(page, 'Resource added successfully');
        await expect(resourceAdded).toBeVisible();
        await expect(dialog).toBeHidden();
        expect(await overlaps(resourceAdded, back)).toBe(false);
        await search(page, title);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText(folderTitle);
        await expect(rows(page).first().getByRole('button', { name: 'Edit' })).toBeEnabled();

        // What others created shows no edit or delete.
        await page.getByPlaceholder('Search').fill('');
        await expect(page).not.toHaveURL(/Coach%20link/);
        await expect
            .poll(async () => {
                const all = await rows(page).count();
                const editable = await rows(page)
                    .filter({ has: page.getByRole('button', { name: 'Edit' }) })
                    .count();
                return all > editable;
            })
            .toBe(true);
    });
});
