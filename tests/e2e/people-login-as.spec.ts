import { expect, test } from './support/fixtures';
import { type Coach, enabledCoach, rowOf } from './support/people';
import { search, toast } from './support/screens';

test.describe('Log in as', () => {
    test('signs in as the coach in this tab, shows the banner, and goes back to the super admin', async ({
        signedIn: page,
        api,
    }) => {
        const coach = await enabledCoach(api);
        await page.goto('/user');
        await search(page, coach.email);
        const asked = page.waitForRequest(r => r.url().endsWith('/check-token'));
        const checked = page.waitForRequest(r => r.url().endsWith('/check-superadmin'));
        await rowOf(page, coach.email).getByRole('button', { name: 'Log in as' }).click();
        expect(Object.keys((await asked).postDataJSON())).toEqual(['token', 'user']);
        expect((await asked).postDataJSON().user).toBe(coach._id);
        await checked;
        await expect(page).toHaveURL(/\/dashboard$/);
        const banner = page.getByRole('status').filter({ hasText: 'Signed in as' });
        await expect(banner).toHaveText(new RegExp(`Signed in as ${coach.first_name} ${coach.last_name}`));
        await expect(page.getByRole('heading', { name: new RegExp(coach.first_name) })).toBeVisible();
        // The coach's sidebar holds only what a coach's session may open.
        const sidebar = page.getByLabel('Main menu');
        await expect(sidebar.getByText('Dashboard', { exact: true })).toBeVisible();
        await expect(sidebar.getByText('Coach', { exact: true })).toHaveCount(0);

        // The profile menu opens the coach's own profile page; its Save and Cancel lead back to the dashboard.
        await page.getByRole('banner').getByRole('button', { name: 'Profile', exact: true }).click();
        await expect(page.getByRole('menuitem', { name: 'Change Password' })).toHaveCount(0);
        await page.getByRole('menuitem', { name: 'My Profile' }).click();
        await expect(page).toHaveURL(new RegExp(`/edit-profile/${coach._id}$`));
        await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(coach.email);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Coach updated successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/dashboard$/);

        // The coach's view does not open the super-admin's lists (Not available), and keeps the console signed in.
        await page.goto('/user');
        await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
        await expect(page).toHaveURL(/\/user$/);

        await banner.getByRole('button', { name: 'Back to super admin' }).click();
        await expect(page).toHaveURL(/\/user$/);
        await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toHaveCount(0);
        await expect(page.locator('table tbody tr')).toHaveCount(10);
        await expect(page.getByRole('banner')).toContainText('Super');
        await expect(page.getByLabel('Main menu').getByText('Coach', { exact: true })).toBeVisible();
    });

    test('a token that is not a coach session shows Cannot login and keeps the super admin', async ({
        signedIn: page,
    }) => {
        await page.goto('/login_as/not.a.token');
        await expect(page.getByText('Cannot login')).toBeVisible();
        await page.goto('/user');
        await expect(page.locator('table tbody tr')).toHaveCount(10);
        await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toHaveCount(0);
    });

    test('a disabled coach cannot be logged in as', async ({ signedIn: page, api }) => {
        await api.login();
        const list = await api.post<{ docs: Coach[] }>('/getAdmin', {
            page: 1,
            limit: 40,
            search: '',
            sortBy: 'user_status',
            sortOrder: 'asc',
        });
        const coach = list.data.docs.find(c => !c.user_status)!;
        const answer = await api.post('/check-token', { token: api.token, user: coach._id });
        expect(answer).toMatchObject({ success: false, message: 'Cannot login' });
        await page.goto('/user');
        await search(page, coach.email);
        await expect(rowOf(page, coach.email).getByRole('button', { name: 'Log in as' })).toBeDisabled();
        await expect(toast(page, 'Cannot login')).toHaveCount(0);
    });
});
