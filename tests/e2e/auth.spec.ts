import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, signIn, test } from './support/fixtures';
import { toast } from './support/screens';

test.describe('sign-in', () => {
    test('/ without a session goes to /login', async ({ page }) => {
        await page.goto('/');
        await expect(page).toHaveURL(/\/login$/);
        const forgot = page.locator('a[href="/forgotPassword"]');
        await expect(forgot).toBeVisible();
        expect(await forgot.textContent()).toBe('Forgot Password ?');
    });

    test('shows the validation messages after submit and after touch', async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByText('Please Enter Email', { exact: true })).toBeVisible();
        await expect(page.getByText('Please Enter Password', { exact: true })).toBeVisible();

        await page.getByLabel('Email').fill('not-an-email');
        await page.getByLabel('Email').blur();
        await expect(page.getByText('Please enter valid email address', { exact: true })).toBeVisible();

        await page.getByLabel('Password', { exact: true }).fill('short');
        await page.getByLabel('Password', { exact: true }).blur();
        await expect(page.getByText('Password must be 8 to 16 characters', { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);
    });

    test('the password can be shown and hidden', async ({ page }) => {
        await page.goto('/login');
        const password = page.getByLabel('Password', { exact: true });
        await password.fill('Secret@123');
        await expect(password).toHaveAttribute('type', 'password');
        await page.getByRole('button', { name: /show password|toggle password/i }).click();
        await expect(password).toHaveAttribute('type', 'text');
    });

    test('a wrong password shows the server message and stays on /login', async ({ page }) => {
        await page.goto('/login');
        await page.getByLabel('Email').fill(ADMIN_EMAIL);
        await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(toast(page, 'Invalid email or password')).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);
        expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    });

    test('success stores the session, greets the admin and survives a reload', async ({ page }) => {
        await signIn(page);
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByText('Welcome back, Super')).toBeVisible();
        const stored = await page.evaluate(() => ({
            isLogin: localStorage.getItem('isLogin'),
            accessToken: localStorage.getItem('accessToken'),
            token: localStorage.getItem('token'),
        }));
        expect(stored.isLogin).toBe('true');
        expect(stored.accessToken?.split('.')).toHaveLength(3);
        expect(stored.token).toBe(stored.accessToken);

        await page.reload();
        await expect(page.getByText('Welcome back, Super')).toBeVisible();
        await page.goto('/');
        await expect(page).toHaveURL(/\/dashboard$/);
        await page.goto('/login');
        await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('a stale token is cleared and the browser goes to /login', async ({ page }) => {
        await signIn(page);
        await page.evaluate(() => {
            localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged');
        });
        await page.goto('/event');
        await expect(page).toHaveURL(/\/login$/);
        expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
        expect(await page.evaluate(() => localStorage.getItem('isLogin'))).toBeNull();
        expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
    });

    test('a stale token on /login is verified, cleared, and the page stays', async ({ page }) => {
        await page.goto('/login');
        await page.evaluate(() => {
            localStorage.setItem('isLogin', 'true');
            localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged');
        });
        const checked = page.waitForRequest(request => request.url().endsWith('/api/v1/superadmin/verify-session'));
        await page.reload();
        await checked;
        await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
        await expect(page).toHaveURL(/\/login$/);
    });

    test('public pages do not verify the stored session', async ({ page }) => {
        await signIn(page);
        const checks: string[] = [];
        page.on('request', request => {
            if (request.url().endsWith('/verify-session')) checks.push(request.url());
        });
        await page.goto('/register');
        await expect(page.getByRole('button', { name: /register|sign up/i }).first()).toBeVisible();
        expect(checks).toEqual([]);
        await page.goto('/event');
        await expect(page.locator('table tbody tr').first()).toBeVisible();
        expect(checks).toHaveLength(1);
    });

    test('a 401 on a later call signs the admin out', async ({ page }) => {
        await signIn(page);
        await page.goto('/event');
        await expect(page.locator('table tbody tr').first()).toBeVisible();
        // The server stops accepting the token while the page is open.
        await page.route('**/event/alldetails', route =>
            route.fulfill({
                status: 401,
                contentType: 'application/json',
                body: '{"success":false,"message":"Unauthorized","data":null}',
            }),
        );
        await page.getByPlaceholder('Search').fill('x');
        await expect(page).toHaveURL(/\/login$/);
        expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    });

    test('the login page loads no screen code on its first load', async ({ page }) => {
        const scripts: string[] = [];
        page.on('request', request => {
            if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await page.goto('/login', { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
        // Later, once idle, it fetches the console's code (tests/e2e/boot.spec.ts).
        expect(scripts.some(url => /RichTextInput/.test(url))).toBe(false);
    });
});

test('logout asks first and ends the session', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page
        .getByRole('button', { name: /profile|account|user/i })
        .first()
        .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.locator('h2').textContent()).toBe('Are you sure you want to logout ?');
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('isLogin'))).toBeNull();
});
