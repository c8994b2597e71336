import { API_URL, expect, signIn, test } from './support/fixtures';
import { toast } from './support/screens';

test.describe('The API down, then back', () => {
    test('an unreachable API is said once, in the list with Retry, with no toast for it', async ({ page }) => {
        await signIn(page);
        const down = `${API_URL}/**`;
        // Each failure waits for `held` (open at first): the Retry's try is seen under way.
        let held = Promise.resolve();
        await page.route(down, async route => {
            await held;
            await route.abort('connectionrefused');
        });
        await page.goto('/event');
        const failed = page.getByRole('status').filter({ hasText: 'The list could not be loaded.' });
        await expect(failed).toContainText('Cannot reach the server');
        // A second failed try: by the time it has come back, a toast for the first would be on screen.
        const retry = failed.getByRole('button', { name: 'Retry' });
        let release!: () => void;
        held = new Promise<void>(resolve => (release = resolve));
        await retry.click();
        await expect(failed).toBeHidden();
        release();
        await expect(failed).toContainText('Cannot reach the server');
        await expect(toast(page, 'Cannot reach the server')).toHaveCount(0);
        await expect(page.getByText(/Cannot reach the server/)).toHaveCount(1);
        await page.unroute(down);
        await retry.click();
        await expect(page.locator('table tbody tr').first()).toBeVisible();
    });
});
