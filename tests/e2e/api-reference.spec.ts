import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API_PORT, API_URL } from './support/env';
import { violations } from './support/axe';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every "METHOD path" /openapi.json declares. */
const declaredOperations = async (page: Page): Promise<string[]> => {
    const document = (await (await page.request.get(`${API_URL}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item)
            .filter(method => METHODS.includes(method))
            .map(method => `${method.toUpperCase()} ${path}`),
    );
};

/** The operations drawn so far: Swagger UI draws only those near the viewport once there are 150 rows or more. */
const drawnNow = (page: Page) =>
    page
        .locator('.opblock-summary')
        .evaluateAll(rows =>
            rows.map(
                row =>
                    `${row.querySelector('.opblock-summary-method')?.textContent ?? ''} ${row.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? ''}`,
            ),
        );

/**
 * Each call notes the operations drawn, then scrolls a screen down (back to the top from the end), so a poll of it
 * walks the whole reference, as often as the rows take to draw.
 */
const walkOperations = (page: Page, seen: Set<string>) => async (): Promise<Set<string>> => {
    for (const operation of await drawnNow(page)) seen.add(operation);
    await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.8);
        if (window.scrollY === before) window.scrollTo(0, 0);
    });
    return seen;
};

// The testers' API reference renders offline: every request it makes stays on this machine.
test('/docs renders every route of /openapi.json with nothing fetched from elsewhere', async ({ page }) => {
    test.slow();
    const elsewhere: string[] = [];
    await page.route('**/*', route => {
        const { hostname } = new URL(route.request().url());
        if (hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
        elsewhere.push(route.request().url());
        return route.abort();
    });
    await page.goto(`${API_URL}/docs`);
    // Swagger UI's bundle is 1.5 MB to parse: slow on a busy 2-core machine.
    await expect(page.getByRole('heading', { name: /Coaching admin console: the fake API/ })).toBeVisible({
        timeout: 30_000,
    });
    await expect(page.getByText('/api/v1/superadminlogin', { exact: true })).toBeVisible();
    const declared = await declaredOperations(page);
    expect(declared.length).toBeGreaterThan(100);
    const walk = walkOperations(page, new Set());
    const missing = async () => {
        const drawn = await walk();
        return declared.filter(operation => !drawn.has(operation));
    };
    await expect.poll(missing, { intervals: [100], timeout: 60_000 }).toEqual([]);
    expect(elsewhere).toEqual([]);
});

test('/docs has no automatically detectable accessibility violations', async ({ page }) => {
    test.slow();
    await page.goto(`${API_URL}/docs`);
    // Swagger UI's bundle is 1.5 MB to parse: slow on a busy 2-core machine.
    await expect(page.getByRole('heading', { name: /Coaching admin console: the fake API/ })).toBeVisible({
        timeout: 30_000,
    });
    await expect(page.getByText('/api/v1/superadminlogin', { exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);
});

// "Try it out" calls the address the page was loaded from: at 127.0.0.1 (as the API prints it) as at localhost.
test('/docs at 127.0.0.1 signs in with "Try it out"', async ({ page }) => {
    test.slow();
    await page.goto(`http://127.0.0.1:${API_PORT}/docs`);
    const signIn = page.locator('.opblock-summary-path[data-path="/api/v1/superadminlogin"]');
    // Swagger UI's bundle is 1.5 MB to parse: slow on a busy 2-core machine.
    await expect(signIn).toBeVisible({ timeout: 30_000 });
    await signIn.click();
    const operation = page.locator('.opblock').filter({ has: signIn });
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation
        .locator('textarea.body-param__text')
        .fill(JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    await operation.getByRole('button', { name: 'Execute' }).click();
    const answer = operation.locator('.live-responses-table tr.response .response-col_status');
    await expect(answer).toHaveText('200');
    await expect(operation.locator('.live-responses-table')).toContainText('Logged in successfully');
});
