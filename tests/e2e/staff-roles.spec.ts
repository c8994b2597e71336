import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

const STAFF_PASSWORD = 'Password@123';

/** Every link of the side menu, its groups opened: what the session is offered to open. */
const menuLinks = async (page: Page): Promise<string[]> => {
    const sidebar = page.getByLabel('Main menu');
    await expect(sidebar.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    for (const group of ['General Settings', 'Resources']) {
        const toggle = sidebar.getByRole('menuitem', { name: group, exact: true });
        // A group may go as the role's permissions arrive: read it briefly, never wait on it.
        const expanded = await toggle.getAttribute('aria-expanded', { timeout: 2000 }).catch(() => null);
        if (expanded === 'false') await toggle.click();
    }
    return (await sidebar.getByRole('menuitem').allInnerTexts()).map(name => name.trim()).filter(Boolean);
};

test.describe('Staff roles in the console', () => {
    test('the content editor is offered exactly its screens, a refused address says so, personal columns are gone', async ({
        page,
    }) => {
        await signIn(page, 'content@example.com', STAFF_PASSWORD);
        await expect(page.getByLabel('Main menu').getByRole('menuitem', { name: 'Events' })).toBeVisible();
        // The menu settles on the role's screens once its permissions are read.
        await expect(page.getByLabel('Main menu').getByRole('menuitem', { name: 'General Settings' })).toHaveCount(0);
        // Exactly the role's screens: the menu's links, its groups opened (the demos are every session's).
        expect(await menuLinks(page)).toEqual([
            'Dashboard',
            'Student',
            'Coach',
            'Events',
            'Subject / Activity',
            'Resources',
            'Coach Resources',
            'Student Resources',
            'TBP Resources',
            'Task types',
            'Tags',
            'Notice Board',
            'Demos',
        ]);

        await page.goto('/general/coupon-code');
        await expect(page.getByText('Content editor may not list coupon codes')).toBeVisible();

        await page.goto('/students');
        // The personal columns (e-mail, phone number) are hidden from this role: absent, not empty.
        await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: /email|phone/i })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Add Student' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

        // It may open a student, not change one: the record opens read-only, with no Update.
        await page.getByRole('button', { name: 'View', exact: true }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
        await expect(dialog.getByRole('button', { name: 'Update' })).toHaveCount(0);
    });

    test('support sees people without delete or log in as, and no coupon codes or staff', async ({ page }) => {
        await signIn(page, 'support@example.com', STAFF_PASSWORD);
        await expect(page.getByLabel('Main menu').getByRole('menuitem', { name: 'Coach' })).toBeVisible();
        const links = await menuLinks(page);
        for (const shown of ['Coach', 'Student', 'Events', 'Subscription History']) expect(links).toContain(shown);
        for (const refused of ['Coupon Code', 'Subscription', 'Insights', 'Staff', 'Roles'])
            expect(links).not.toContain(refused);

        await page.goto('/user');
        await expect(page.getByRole('button', { name: 'Change Password' }).first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Log in as' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

        await page.goto('/staff');
        await expect(page.getByText('Support may not list staff')).toBeVisible();
    });

    test("the super-admin's change to a role reaches its staff without signing out", async ({
        signedIn: admin,
        browser,
    }) => {
        const staffContext = await browser.newContext();
        const staff = await staffContext.newPage();
        await signIn(staff, 'support@example.com', STAFF_PASSWORD);
        await expect(staff.getByLabel('Main menu').getByRole('menuitem', { name: 'Coach' })).toBeVisible();
        expect(await menuLinks(staff)).not.toContain('Coupon Code');
        await staff.goto('/general/coupon-code');
        await expect(staff.getByText('Support may not list coupon codes')).toBeVisible();

        await admin.goto('/roles');
        const row = admin.getByRole('row').filter({ hasText: 'Support' });
        await row.getByRole('button', { name: 'Edit' }).click();
        const dialog = admin.getByRole('dialog');
        await dialog.getByRole('checkbox', { name: 'Coupon Code: list', exact: true }).check();
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(dialog).toBeHidden();

        // The staff page feels it within seconds: the refused screen becomes the list, the menu offers it.
        await expect(staff.getByRole('heading', { name: 'Coupon Code' })).toBeVisible({ timeout: 15_000 });
        await expect.poll(() => menuLinks(staff)).toContain('Coupon Code');
        await staffContext.close();
    });
});
