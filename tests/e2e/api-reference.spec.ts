import { expect, test } from './support/fixtures';
import { API_URL } from './support/env';
import { violations } from './support/axe';

// The testers' API reference renders offline: every request it makes stays on this machine.
test('/docs renders the routes from /openapi.json with nothing fetched from elsewhere', async ({ page }) => {
    const elsewhere: string[] = [];
    await page.route('**/*', route => {
        const { hostname } = new URL(route.request().url());
        if (hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
        elsewhere.push(route.request().url());
        return route.abort();
    });
    await page.goto(`${API_URL}/docs`);
    await expect(page.getByRole('heading', { name: /Coaching admin console: the fake API/ })).toBeVisible();
    // Swagger UI draws the operations tag by tag: wait for them all rather than counting the first drawn.
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 20_000 }).toBeGreaterThan(100);
    await expect(page.getByText('/api/v1/superadminlogin', { exact: true })).toBeVisible();
    expect(elsewhere).toEqual([]);
});

test('/docs has no automatically detectable accessibility violations', async ({ page }) => {
    test.slow();
    await page.goto(`${API_URL}/docs`);
    await expect(page.getByRole('heading', { name: /Coaching admin console: the fake API/ })).toBeVisible();
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 20_000 }).toBeGreaterThan(100);
    expect(await violations(page)).toEqual([]);
});
