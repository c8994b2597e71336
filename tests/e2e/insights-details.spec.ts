import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { dateField, typeDate } from './support/dates';
import { expect, test } from './support/fixtures';

/** Issue 47: what a demanding admin still tripped over on Insights (rows 3, 4, 6 and 15). */

const PANELS = ['Subscriptions', 'People', 'Coupons', 'Library'];

const panel = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const chart = (page: Page, name: string): Locator => page.getByRole('figure', { name, exact: true });

const loaded = async (page: Page) => {
    for (const name of PANELS) {
        await expect(panel(page, name)).toHaveAttribute('aria-busy', 'false');
        await expect(panel(page, name).locator('.MuiSkeleton-root')).toHaveCount(0);
    }
};

/** Sums every layout shift not caused by input, from the first paint on (PerformanceObserver, buffered). */
const watchLayoutShift = (page: Page) =>
    page.addInitScript(() => {
        const w = window as unknown as { shift: number };
        w.shift = 0;
        new PerformanceObserver(list => {
            for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
                if (!entry.hadRecentInput) w.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
    });

/** After two frames and a task: the shifts of the last paint are reported. */
const settled = (page: Page) =>
    page.evaluate(
        () => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
    );

const shiftOf = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);

for (const width of [1366, 375]) {
    test.describe(`Insights at ${width} px`, () => {
        test.use({ viewport: { width, height: width > 500 ? 768 : 812 } });

        test('nothing moves while the panels load (layout shift under 0.1)', async ({ session: page }) => {
            // The API answers late, one panel after another, as on a busy day.
            let delay = 0;
            await page.route('**/insights/*', async route => {
                delay += 300;
                await new Promise(done => setTimeout(done, delay));
                await route.continue();
            });
            await watchLayoutShift(page);
            await page.goto('/insights');
            await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
            await loaded(page);
            await settled(page);
            expect(await shiftOf(page)).toBeLessThan(0.1);
        });

        test('the period is in the address: reload, Back and a shared link keep it', async ({ session: page }) => {
            await page.goto('/insights');
            await loaded(page);
            const periodShown = () =>
                width > 500
                    ? page.getByRole('group', { name: 'Period' }).getByRole('button', { pressed: true })
                    : page.getByRole('combobox', { name: 'Period' });
            const choose = async (name: string) => {
                if (width > 500) return page.getByRole('button', { name, exact: true }).click();
                await page.getByRole('combobox', { name: 'Period' }).click();
                await page.getByRole('option', { name, exact: true }).click();
            };
            await choose('Last 12 months');
            await expect(page).toHaveURL(/\/insights\?period=last12months$/);
            await loaded(page);
            await page.reload();
            await expect(periodShown()).toHaveText('Last 12 months');
            await expect(panel(page, 'People').getByText(/^\d{2}\/\d{2}\/\d{4} to /)).toBeVisible();

            await page.goto('/dashboard');
            await page.goBack();
            await expect(periodShown()).toHaveText('Last 12 months');

            // Custom range: the period shown stays marked until Apply, and the range says it is not applied.
            await choose('Custom range');
            await expect(periodShown()).toHaveText('Last 12 months');
            const range = page.getByRole('group', { name: 'Custom range' });
            await expect(range.getByRole('status')).toHaveText(
                'Not applied yet: the numbers are still for “Last 12 months”.',
            );
            await typeDate(dateField(page, 'From'), '01062026');
            await expect(dateField(page, 'From').locator('input')).toHaveValue('01/06/2026');
            await typeDate(dateField(page, 'To'), '30062026');
            await page.getByRole('button', { name: 'Apply' }).click();
            await expect(page).toHaveURL(/\?period=custom&from=2026-06-01&to=2026-06-30$/);
            await expect(periodShown()).toHaveText('Custom range');
            await expect(range.getByRole('status')).toHaveCount(0);

            // The link, opened afresh: the same range, its days in the fields.
            await page.goto('/insights?period=custom&from=2026-06-01&to=2026-06-30');
            await expect(
                panel(page, 'People').getByText(/^01\/06\/2026 to 30\/06\/2026, compared with /),
            ).toBeVisible();
            await expect(dateField(page, 'To').locator('input')).toHaveValue('30/06/2026');
        });

        test("a failing panel says so at once, with the server's words, and Retry loads it", async ({
            session: page,
        }) => {
            let failing = true;
            let refused = 0;
            await page.route('**/insights/coupons*', route => {
                if (!failing) return route.continue();
                refused++;
                return route.fulfill({
                    status: 503,
                    contentType: 'application/json',
                    body: JSON.stringify({ success: false, message: 'Coupons are being recounted' }),
                });
            });
            await page.goto('/insights');
            const coupons = panel(page, 'Coupons');
            await expect(coupons.getByRole('alert')).toContainText('Coupons are being recounted');
            await expect(coupons.getByRole('alert')).toContainText('These numbers could not be loaded.');
            // At once: said after the first refusal, with no quiet retries behind a bare progress bar.
            expect(refused).toBe(1);
            failing = false;
            await coupons.getByRole('button', { name: 'Retry' }).click();
            await expect(coupons.getByRole('heading', { name: 'Redemptions per code' })).toBeVisible();
            await expect(coupons.getByRole('alert')).toHaveCount(0);
        });

        test('every category is named; the CSV has ISO days; the expiring codes say the period does not count', async ({
            session: page,
        }) => {
            // No code expiring soon: the chart's own empty text, not "for this period".
            await page.route('**/insights/coupons*', async route => {
                const answer = await (await route.fetch()).json();
                for (const c of answer.data.charts) if (c.id === 'expiringSoon') c.rows = [];
                await route.fulfill({ json: answer });
            });
            await page.goto('/insights');
            await loaded(page);
            await expect(
                chart(page, 'Codes expiring within 14 days').getByText(
                    'No active code expires today or in the next 14 days (counted from today, whatever the period).',
                ),
            ).toBeVisible();

            const coaches = chart(page, 'Students per coach (top 10)');
            const ticks = coaches.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
            await expect(ticks).toHaveCount(10);
            await coaches.getByRole('button', { name: 'Table' }).click();
            const names = await coaches.getByRole('rowheader').allInnerTexts();
            await coaches.getByRole('button', { name: 'Chart' }).click();
            await expect(ticks).toHaveCount(names.length);
            const shown = (await ticks.allTextContents()).join(' ');
            for (const name of names) expect(shown).toContain(name.split(' ')[0]);

            const download = page.waitForEvent('download');
            await chart(page, 'Revenue by plan type').getByRole('button', { name: 'Download CSV' }).click();
            const lines = (await readFile(await (await download).path(), 'utf8')).trim().split('\n');
            expect(lines.length).toBeGreaterThan(2);
            for (const line of lines.slice(1)) expect(line).toMatch(/^\d{4}-\d{2}-\d{2},/);
        });
    });
}

test('on a phone the periods are one select, and the page is far shorter', async ({ session: page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/insights');
    await loaded(page);
    await expect(page.getByRole('combobox', { name: 'Period' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 3 months' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
