import type { Locator, Page } from '@playwright/test';
import { violations, choosePreset } from './support/axe';
import { type Api, expect, test } from './support/fixtures';
import { enabledCoach, rowOf } from './support/people';
import { dateField, typeDate } from './support/dates';
import { search } from './support/screens';

const PANELS = ['Subscriptions', 'People', 'Coupons', 'Library'];

const panel = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const chart = (page: Page, name: string): Locator => page.getByRole('figure', { name, exact: true });

/** Waits until every panel has answered for the period shown. */
const loaded = async (page: Page) => {
    for (const name of PANELS) {
        await expect(panel(page, name)).toHaveAttribute('aria-busy', 'false');
        await expect(panel(page, name).getByRole('heading', { level: 3 }).first()).toBeVisible();
    }
};

const openInsights = async (page: Page) => {
    await page.goto('/insights');
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    await loaded(page);
};

test.describe('Insights', () => {
    test('a period change redraws the charts and their tables', async ({ session: page }) => {
        await openInsights(page);
        const byPlan = chart(page, 'Revenue by plan type');
        await byPlan.getByRole('button', { name: 'Table' }).click();
        const table = byPlan.getByRole('table', { name: 'Revenue by plan type' });
        // Last 30 days, per week: five weeks from 30 days ago.
        await expect(table.getByRole('columnheader', { name: 'Week from' })).toBeVisible();
        await expect(table.getByRole('row')).toHaveCount(1 + 5);
        const firstWeek = (await table.getByRole('rowheader').first().innerText()).trim();
        const bySubscriber = chart(page, 'Revenue by subscriber type');
        const firstTick = bySubscriber
            .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
            .first();
        await expect(firstTick).toHaveText(firstWeek);

        await page.getByRole('button', { name: 'Last 12 months' }).click();
        await loaded(page);
        await expect(table.getByRole('columnheader', { name: 'Month from' })).toBeVisible();
        await expect(table.getByRole('row')).toHaveCount(1 + 12);
        const firstMonth = (await table.getByRole('rowheader').first().innerText()).trim();
        expect(firstMonth).not.toBe(firstWeek);
        await expect(firstTick).toHaveText(firstMonth);
        // The numbers beside the previous period's, for the new period.
        await expect(
            panel(page, 'Subscriptions')
                .getByText(/^Previous period: /)
                .first(),
        ).toBeVisible();

        // A custom range, typed day first in the console's date fields; Enter applies it. One week per seven days.
        await page.getByRole('button', { name: 'Custom range' }).click();
        await typeDate(dateField(page, 'From'), '01012026');
        await typeDate(dateField(page, 'To'), '14012026');
        await page.keyboard.press('Enter');
        await loaded(page);
        await expect(table.getByRole('row')).toHaveCount(1 + 2);
        await expect(table.getByRole('rowheader').first()).toHaveText('01/01/2026');
        await expect(firstTick).toHaveText('01/01/2026');
        await expect(page).toHaveURL(/\/insights\?period=custom&from=2026-01-01&to=2026-01-14$/);
    });

    test('each chart downloads its numbers as CSV', async ({ session: page }) => {
        await openInsights(page);
        const download = page.waitForEvent('download');
        await chart(page, 'Students per coach (top 10)').getByRole('button', { name: 'Download CSV' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^insights-studentsPerCoach-\d{4}-\d{2}-\d{2}\.csv$/);
    });

    test('a coach cannot open it', async ({ signedIn: page, api }: { signedIn: Page; api: Api }) => {
        const coach = await enabledCoach(api);
        await page.goto('/user');
        await search(page, coach.email);
        await rowOf(page, coach.email).getByRole('button', { name: 'Log in as' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByLabel('Main menu').getByRole('menuitem', { name: 'Insights' })).toHaveCount(0);
        await page.goto('/insights');
        await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Subscriptions' })).toHaveCount(0);
    });

    test('is axe clean in light, in the Dark preset and at 375 px', async ({ signedIn: page }) => {
        test.slow();
        await openInsights(page);
        await chart(page, 'Students per coach (top 10)').getByRole('button', { name: 'Table' }).click();
        expect(await violations(page)).toEqual([]);

        await page.goto('/dashboard');
        await choosePreset(page, 'Dark');
        await page.keyboard.press('Escape');
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        await page.getByRole('menuitem', { name: 'Insights', exact: true }).click();
        await loaded(page);
        expect(await violations(page)).toEqual([]);

        await page.setViewportSize({ width: 375, height: 800 });
        await openInsights(page);
        expect(await violations(page)).toEqual([]);
        // Nothing wider than the phone's screen: the page does not scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
});
