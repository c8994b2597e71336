import { expect, test } from './support/fixtures';

test.describe('Dashboard', () => {
    test('greets, ticks, and shows the panels with the spec texts', async ({ session: page }) => {
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { name: 'Welcome back, Super' })).toBeVisible();
        const clock = page.locator('time');
        const first = await clock.getAttribute('datetime');
        await expect.poll(() => clock.getAttribute('datetime')).not.toBe(first);
        await expect(clock).toHaveText(
            /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2} \w+ \d{4} · \d{2}:\d{2}:\d{2}$/,
        );

        const activity = page.getByRole('region', { name: 'Student Activity Log' });
        await expect(activity.getByRole('listitem')).toHaveCount(10);
        await expect(activity.getByRole('listitem').first()).toContainText(/Last active: (Today|\d+ day\(s\) ago|NA)/);
        await expect(activity.getByRole('progressbar').first()).toBeVisible();
        await expect(page.getByRole('region', { name: 'Recent Messages' })).toContainText('Messages Box is empty');
        await expect(page.getByRole('region', { name: 'Reminders' })).toContainText('No reminders available');
        await expect(page.getByText(/coming soon/i)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Add Reminder' })).toBeDisabled();
        await expect(activity.getByRole('combobox')).toHaveAttribute('aria-disabled', 'true');
    });

    test('the buttons lead where they say, and Logout asks first', async ({ session: page }) => {
        await page.goto('/dashboard');
        await expect(page.getByRole('link', { name: 'Student Resources' })).toHaveAttribute(
            'href',
            '/student-resource-center',
        );
        await expect(page.getByRole('link', { name: 'Coaches Resources' })).toHaveAttribute(
            'href',
            '/coach-resource-center',
        );
        await expect(page.getByRole('link', { name: 'Coach Admin' })).toHaveAttribute('href', '/user');
        await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
        const confirm = page.getByRole('dialog');
        await expect(confirm.locator('h2')).toHaveText('Are you sure you want to logout ?');
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toBeHidden();
        await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
        await expect(page).toHaveURL(/\/login$/);
    });

    test('a failed activity call says so and retries', async ({ signedIn: page }) => {
        let failing = true;
        await page.route('**/dashboard/student-activity', route =>
            failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
        );
        await page.goto('/dashboard');
        // The query tries once more (a second apart) before it says so.
        await expect(page.getByText('The student activity could not be loaded.')).toBeVisible({ timeout: 20_000 });
        failing = false;
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('region', { name: 'Student Activity Log' }).getByRole('listitem')).toHaveCount(10);
    });
});
