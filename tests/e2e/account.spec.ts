import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, signIn, test } from './support/fixtures';
import { latestMail, pathOf, restoreAdminPassword } from './support/account';
import { toast } from './support/screens';

const LINK_SENT = 'If this e-mail belongs to an admin account, a password reset link has been sent to it';
const LINK_UNKNOWN = 'This password reset link is invalid or has already been used';

/** The toast under the confirmation modal: the modal hides the rest of the page from assistive technology, so look past that. */
const toastUnderModal = (page: Page, text: string) =>
    page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

test.describe('forgot password', () => {
    test('shows the spec texts and sends nothing until the email is valid', async ({ page }) => {
        const sent: string[] = [];
        page.on('request', request => {
            if (request.url().includes('/forgetpassword')) sent.push(request.url());
        });
        await page.goto('/login');
        await page.getByRole('link', { name: 'Forgot Password ?', exact: true }).click();
        await expect(page).toHaveURL(/\/forgotPassword$/);
        await expect(page.getByRole('heading', { name: 'Forgot Password ?', exact: true })).toBeVisible();
        await expect(
            page.getByText('Provide your e-mail address to reset your password', { exact: true }),
        ).toBeVisible();

        await page.getByRole('button', { name: 'Get Link' }).click();
        await expect(page.getByText('Please Enter Email', { exact: true })).toBeVisible();
        await page.getByLabel('Email').fill('not-an-email');
        await page.getByRole('button', { name: 'Get Link' }).click();
        await expect(page.getByText('Please enter valid email address', { exact: true })).toBeVisible();
        expect(sent).toEqual([]);
    });

    test('the button is disabled while the request runs', async ({ page }) => {
        let release: () => void = () => undefined;
        const held = new Promise<void>(resolve => {
            release = resolve;
        });
        await page.route('**/api/v1/superadmin/forgetpassword', async route => {
            await held;
            await route.continue();
        });
        await page.goto('/forgotPassword');
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByRole('button', { name: 'Get Link' }).click();
        await expect(page.getByRole('button', { name: 'Get Link' })).toBeDisabled();
        release();
        await expect(toastUnderModal(page, LINK_SENT)).toBeVisible();
        await expect(page.getByRole('dialog').getByRole('heading', { name: 'CHECK YOUR EMAIL' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'Get Link' })).toBeEnabled();
    });

    test('a server refusal shows its message as an error toast', async ({ page }) => {
        await page.route('**/api/v1/superadmin/forgetpassword', route =>
            route.fulfill({
                status: 400,
                contentType: 'application/json',
                body: '{"success":false,"message":"Mail server unavailable","data":null}',
            }),
        );
        await page.goto('/forgotPassword');
        await page.getByLabel('Email').fill(ADMIN_EMAIL);
        await page.getByRole('button', { name: 'Get Link' }).click();
        await expect(toast(page, 'Mail server unavailable')).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
    });
});

test('the whole recovery loop: link by mail, new password, old one refused, link spent', async ({ page, api }) => {
    const NEW_PASSWORD = 'Recovered@123';
    try {
        await page.goto('/forgotPassword');
        await page.getByLabel('Email').fill(ADMIN_EMAIL);
        await page.getByRole('button', { name: 'Get Link' }).click();
        await expect(toastUnderModal(page, LINK_SENT)).toBeVisible();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: 'CHECK YOUR EMAIL', exact: true })).toBeVisible();
        expect(await dialog.locator('p').textContent()).toBe(`we sent a password reset link to ${ADMIN_EMAIL}`);

        const mail = await latestMail(api);
        expect(mail.subject).toBe('Reset your admin console password');
        expect(mail.link).toMatch(/\/admin\/resetpassword\/[0-9a-f]{64}$/);
        expect(mail.text).toContain(mail.link);

        await dialog.getByRole('button', { name: 'back to login' }).click();
        await expect(page).toHaveURL(/\/login$/);

        await page.goto(pathOf(mail.link));
        await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await expect(page.getByText('Please Enter New Password', { exact: true })).toBeVisible();
        await expect(page.getByText('Please Enter Confirm New Password', { exact: true })).toBeVisible();
        await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel('Confirm New Password', { exact: true }).fill('Recovered@124');
        await page.getByLabel('Confirm New Password', { exact: true }).blur();
        await expect(page.getByText('Passwords must match', { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/resetpassword\//);

        await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await expect(toast(page, 'Your password has been reset. Please sign in with your new password')).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);

        await page.getByLabel('Email').fill(ADMIN_EMAIL);
        await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(toast(page, 'Invalid email or password')).toBeVisible();
        await signIn(page, ADMIN_EMAIL, NEW_PASSWORD);
        await expect(page).toHaveURL(/\/dashboard$/);

        await page.evaluate(() => localStorage.clear());
        await page.goto(pathOf(mail.link));
        await page.getByLabel('New Password', { exact: true }).fill('Another@1234');
        await page.getByLabel('Confirm New Password', { exact: true }).fill('Another@1234');
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await expect(toast(page, LINK_UNKNOWN)).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/resetpassword\//);
    } finally {
        await restoreAdminPassword(api);
    }
});

test('the reset page has show/hide toggles on both fields', async ({ page }) => {
    await page.goto('/admin/resetpassword/0123456789abcdef');
    const fields = [
        page.getByLabel('New Password', { exact: true }),
        page.getByLabel('Confirm New Password', { exact: true }),
    ];
    const show = page.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveCount(2);
    for (const field of fields) {
        await field.fill('Visible@123');
        await expect(field).toHaveAttribute('type', 'password');
        // The field's own toggle: the first one still offering to show.
        await show.first().click();
        await expect(field).toHaveAttribute('type', 'text');
    }
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveCount(2);
});

test.describe('change password (/resetpassword)', () => {
    test('validates, refuses a wrong current password, then changes it and opens the profile', async ({
        signedIn: page,
        api,
    }) => {
        const CHANGED = 'Changed@123';
        try {
            await page.getByRole('button', { name: 'Profile' }).click();
            await page.getByRole('menuitem', { name: 'Change Password' }).click();
            await expect(page).toHaveURL(/\/resetpassword$/);
            await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

            const submit = page.getByRole('button', { name: 'Update Password' });
            await submit.click();
            await expect(page.getByText('Please Enter Current Password', { exact: true })).toBeVisible();
            await expect(page.getByText('Please Enter New Password', { exact: true })).toBeVisible();
            await expect(page.getByText('Please Enter Confirm New Password', { exact: true })).toBeVisible();

            const current = page.getByLabel('Current Password', { exact: true });
            await current.fill('Wrong@12345');
            await page.getByLabel('New Password', { exact: true }).fill(CHANGED);
            await page.getByLabel('Confirm New Password', { exact: true }).fill('Changed@321');
            await submit.click();
            await expect(page.getByText('Passwords must match', { exact: true })).toBeVisible();
            await page.getByLabel('Confirm New Password', { exact: true }).fill(CHANGED);
            await submit.click();
            await expect(toast(page, 'Current password is incorrect')).toBeVisible();
            await expect(page).toHaveURL(/\/resetpassword$/);

            await expect(current).toHaveAttribute('type', 'password');
            await page
                .getByRole('button', { name: /show password|toggle password/i })
                .first()
                .click();
            await expect(current).toHaveAttribute('type', 'text');

            await current.fill(ADMIN_PASSWORD);
            await submit.click();
            await expect(toast(page, 'Password changed successfully')).toBeVisible();
            await expect(page).toHaveURL(/\/general\/profile$/);

            await page.evaluate(() => localStorage.clear());
            await page.goto('/login');
            await page.getByLabel('Email').fill(ADMIN_EMAIL);
            await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
            await page.getByRole('button', { name: 'Sign In' }).click();
            await expect(toast(page, 'Invalid email or password')).toBeVisible();
            await signIn(page, ADMIN_EMAIL, CHANGED);
            await expect(page).toHaveURL(/\/dashboard$/);
        } finally {
            await restoreAdminPassword(api);
        }
    });
});

test('the account screens have no automatically detectable accessibility violations', async ({ page }) => {
    const violations = async () => {
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        return result.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).join(', ')}`);
    };
    await page.goto('/forgotPassword');
    await expect(page.getByRole('button', { name: 'Get Link' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto('/admin/resetpassword/0123456789abcdef');
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await signIn(page);
    await page.goto('/resetpassword');
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto('/general/profile');
    await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible();
    expect(await violations()).toEqual([]);
});
