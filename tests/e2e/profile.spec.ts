import { request, type Page } from '@playwright/test';
import { ADMIN_EMAIL, API_URL, expect, test } from './support/fixtures';
import { toast } from './support/screens';

// The seed's profile (fixtures/profile.ts), stored encrypted; the console shows it in clear.
const SEED = {
    smtp_email: 'notifications@example.com',
    smtp_password: 'Smtp@Pass2026',
    stripe_public_key: 'pk_test_51SeedPublicKeyForTheFakeApi',
    stripe_secret_key: 'sk_test_51SeedSecretKeyForTheFakeApi',
};

const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
    'base64',
);

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Puts the seed's profile back (no picture), so other tests see what they expect. */
async function restoreProfile(token: string): Promise<void> {
    const http = await request.newContext({ baseURL: API_URL });
    try {
        const res = await http.put('/api/v1/superadmin/editprofile', {
            headers: { Authorization: `Bearer ${token}` },
            multipart: { ...SEED, email: ADMIN_EMAIL, logo: '' },
        });
        if (!res.ok()) throw new Error(`Restoring the profile answered ${res.status()}: ${await res.text()}`);
    } finally {
        await http.dispose();
    }
}

test.describe('Admin Profile', () => {
    test('shows the three sections with the secrets decrypted and the admin email disabled', async ({
        session: page,
    }) => {
        await page.goto('/general/profile');
        await expect(page.getByRole('heading', { level: 1, name: 'Admin Profile' })).toBeVisible();

        const smtp = section(page, 'SMTP Credentials');
        await expect(smtp.getByLabel('Email')).toHaveValue(SEED.smtp_email);
        const password = smtp.getByLabel('Password', { exact: true });
        await expect(password).toHaveValue(SEED.smtp_password);
        await expect(password).toHaveAttribute('type', 'password');
        await smtp.getByRole('button', { name: /show password|toggle password/i }).click();
        await expect(password).toHaveAttribute('type', 'text');

        const admin = section(page, 'Admin');
        await expect(admin.getByLabel('Email')).toHaveValue(ADMIN_EMAIL);
        await expect(admin.getByLabel('Email')).toBeDisabled();
        await expect(admin.getByText('Profile Picture')).toBeVisible();

        const stripe = section(page, 'Stripe Details');
        await expect(stripe.getByLabel('Public Key')).toHaveValue(SEED.stripe_public_key);
        await expect(stripe.getByLabel('Secret Key')).toHaveValue(SEED.stripe_secret_key);
        await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible();
    });

    test('is reached from the sidebar, the profile menu, /general/Profile and /profile', async ({ signedIn: page }) => {
        await page.getByRole('button', { name: 'Profile' }).click();
        await page.getByRole('menuitem', { name: 'My Profile' }).click();
        await expect(page).toHaveURL(/\/general\/profile$/);
        const menuEntry = page
            .getByRole('menu', { name: 'Main menu' })
            .getByRole('menuitem', { name: 'Admin Profile' });
        await expect(menuEntry).toHaveAttribute('href', '/general/profile');
        await page.goto('/dashboard');
        await page.getByRole('menuitem', { name: 'General Settings' }).click();
        // Click once the group has finished opening, not while its entries slide in.
        await expect(page.getByRole('menu', { name: 'Main menu' }).locator('.MuiCollapse-entered')).toHaveCount(1);
        await menuEntry.click();
        await expect(page).toHaveURL(/\/general\/profile$/);
        for (const path of ['/general/Profile', '/profile']) {
            await page.goto(path);
            await expect(page.getByRole('heading', { level: 1, name: 'Admin Profile' })).toBeVisible();
            await expect(section(page, 'SMTP Credentials').getByLabel('Email')).toHaveValue(SEED.smtp_email);
        }
    });

    test('shows the validation messages and sends nothing while the form is invalid', async ({ signedIn: page }) => {
        const saves: string[] = [];
        page.on('request', r => {
            if (r.url().includes('/editprofile')) saves.push(r.url());
        });
        await page.goto('/general/profile');
        const smtp = section(page, 'SMTP Credentials');
        const stripe = section(page, 'Stripe Details');
        await smtp.getByLabel('Email').fill('');
        await smtp.getByLabel('Password', { exact: true }).fill('');
        await stripe.getByLabel('Public Key').fill('');
        await stripe.getByLabel('Secret Key').fill('');
        await page.getByRole('button', { name: 'SAVE' }).click();
        await expect(smtp.getByText('Please Enter Email', { exact: true })).toBeVisible();
        await expect(smtp.getByText('Please Enter Password', { exact: true })).toBeVisible();
        await expect(stripe.getByText('Please Provide Public key', { exact: true })).toBeVisible();
        await expect(stripe.getByText('Please Provide Secret key', { exact: true })).toBeVisible();

        await smtp.getByLabel('Email').fill('smtp@');
        await smtp.getByLabel('Email').blur();
        await expect(smtp.getByText('Please Enter Valid Email', { exact: true })).toBeVisible();
        expect(saves).toEqual([]);
    });

    test('refuses a .txt picture with a message and keeps the form as it was', async ({ session: page }) => {
        await page.goto('/general/profile');
        const admin = section(page, 'Admin');
        await admin
            .getByLabel('Profile Picture')
            .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
        await expect(admin.getByRole('alert')).toHaveText('Profile picture must be a PNG, GIF or JPEG image');
        await expect(admin.locator('.previews img')).toHaveCount(0);
    });

    test('saves a png and the top-bar picture changes without a reload; the secrets round-trip', async ({
        signedIn: page,
        api,
    }) => {
        const token = await api.login();
        try {
            await page.goto('/general/profile');
            await page.evaluate(() => {
                (window as unknown as { sameDocument?: boolean }).sameDocument = true;
            });
            const avatar = page.getByRole('button', { name: 'Profile' }).locator('img');
            await expect(avatar).toHaveCount(0);

            const admin = section(page, 'Admin');
            await admin
                .getByLabel('Profile Picture')
                .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
            await expect(admin.locator('.previews img')).toHaveAttribute('src', /^blob:/);
            await section(page, 'Stripe Details').getByLabel('Public Key').fill('pk_test_changed_by_e2e');
            await page.getByRole('button', { name: 'SAVE' }).click();
            await expect(toast(page, 'Profile updated successfully')).toBeVisible();

            // Pictures come through signed links (the API serves them to no one else), and they load.
            const signed = /\/uploads\/profile-[0-9a-f]{24}-\w+\.png\?expires=\d+&sig=[0-9a-f]{64}$/;
            await expect(avatar).toHaveAttribute('src', signed);
            await expect(admin.locator('.previews img')).toHaveAttribute('src', signed);
            await expect.poll(() => avatar.evaluate(img => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
            expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
                true,
            );

            // A refused file leaves the saved picture in place.
            await admin
                .getByLabel('Profile Picture')
                .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
            await expect(admin.getByRole('alert')).toHaveText('Profile picture must be a PNG, GIF or JPEG image');
            await expect(admin.locator('.previews img')).toHaveAttribute('src', /\/uploads\/profile-/);

            const stored = await api.get<{ stripe_public_key: string; logo: string }>('/api/v1/superadmin/profile');
            expect(stored.data.logo).toMatch(/\.png$/);
            expect(stored.data.stripe_public_key).not.toContain('pk_test_changed_by_e2e');
            await page.reload();
            await expect(section(page, 'Stripe Details').getByLabel('Public Key')).toHaveValue(
                'pk_test_changed_by_e2e',
            );
            await expect(avatar).toHaveAttribute('src', new RegExp(`/uploads/${stored.data.logo}\\?expires=\\d+&sig=`));
        } finally {
            await restoreProfile(token);
        }
    });
});
