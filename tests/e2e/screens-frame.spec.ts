import { expect, test } from './support/fixtures';
import { rows } from './support/screens';

test.describe('A list whose call fails', () => {
    test('says it could not load, with a retry, and never "No data found."', async ({ signedIn: page }) => {
        let failing = true;
        await page.route('**/event/alldetails', route =>
            failing
                ? route.fulfill({
                      status: 500,
                      contentType: 'application/json',
                      body: JSON.stringify({ success: false, message: 'The events are out of reach', data: null }),
                  })
                : route.continue(),
        );
        await page.goto('/event');
        const problem = page.getByRole('status').filter({ hasText: 'The list could not be loaded.' });
        await expect(problem).toBeVisible();
        await expect(problem).toContainText('The events are out of reach');
        await expect(page.getByText('No data found.')).toHaveCount(0);
        failing = false;
        await problem.getByRole('button', { name: 'Retry' }).click();
        await expect(rows(page)).toHaveCount(10);
        await expect(problem).toBeHidden();
    });
});

test.describe('The frame of every screen', () => {
    test('tab titles name the screen; the favicon is served', async ({ signedIn: page, request }) => {
        for (const [route, title] of [
            ['/event', 'Events'],
            ['/general/coupon-code', 'Coupon Code'],
            ['/dashboard', 'Dashboard'],
            ['/general/profile', 'Admin Profile'],
            ['/resetpassword', 'Change Password'],
        ]) {
            await page.goto(route);
            await expect(page).toHaveTitle(`${title} · Admin Console`);
        }
        expect((await request.get('/favicon.ico')).status()).toBe(200);
        await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /favicon/);
    });

    test('the heading sits at the same place on lists, forms and the dashboard', async ({ signedIn: page }) => {
        const tops: number[] = [];
        for (const route of [
            '/event',
            '/tag',
            '/general/subscription',
            '/dashboard',
            '/general/profile',
            '/resetpassword',
        ]) {
            await page.goto(route);
            const heading = page.getByRole('main').getByRole('heading', { level: 1 });
            await expect(heading).toBeVisible();
            tops.push(Math.round((await heading.boundingBox())!.y));
        }
        expect(new Set(tops).size).toBe(1);
    });

    test('headers and dates read on one line at 1366px', async ({ signedIn: page }) => {
        for (const [route, dateColumn] of [
            ['/event', 3],
            ['/noticeboard', 1],
        ] as const) {
            await page.goto(route);
            await expect(rows(page).first()).toBeVisible();
            const lines = await page.evaluate(column => {
                // The lines its text takes (icons beside the text do not count).
                const count = (el: Element) => {
                    const tops = new Set<number>();
                    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
                    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                        if (!node.textContent?.trim()) continue;
                        const range = document.createRange();
                        range.selectNodeContents(node);
                        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
                    }
                    return tops.size;
                };
                const dates = [...document.querySelectorAll('tbody tr')].map(tr => tr.querySelectorAll('td')[column]);
                return [...document.querySelectorAll('thead th:not(.MuiTableCell-paddingCheckbox)'), ...dates].map(
                    count,
                );
            }, dateColumn);
            expect(Math.max(...lines), route).toBe(1);
        }
    });

    test('the avatar stands out from the top bar', async ({ signedIn: page }) => {
        const avatar = page.getByRole('banner').locator('.MuiAvatar-root');
        const bar = await page.getByRole('banner').evaluate(el => getComputedStyle(el).backgroundColor);
        const own = await avatar.evaluate(el => getComputedStyle(el).backgroundColor);
        expect(own).not.toBe(bar);
        expect(own).toBe('rgb(255, 255, 255)');
    });
    test('one password input: the sign-in page and the console show the same eye at the same height', async ({
        page,
    }) => {
        const eye = () => page.getByRole('button', { name: 'Show password' }).locator('svg path').getAttribute('d');
        await page.goto('/login');
        const login = page.getByLabel('Password', { exact: true });
        await expect(login).toBeVisible();
        const loginHeight = (await login.locator('xpath=..').boundingBox())!.height;
        const loginEye = await eye();
        await page.goto('/lockscreen');
        const lock = page.getByLabel('Password', { exact: true });
        await expect(lock).toBeVisible();
        expect((await lock.locator('xpath=..').boundingBox())!.height).toBe(loginHeight);
        expect(await eye()).toBe(loginEye);
        await page.getByRole('button', { name: 'Show password' }).click();
        await expect(lock).toHaveAttribute('type', 'text');
        expect(
            await page.getByRole('button', { name: 'Hide password' }).locator('svg path').getAttribute('d'),
        ).not.toBe(loginEye);
    });
});
