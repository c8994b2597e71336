import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { rows } from './support/screens';

/** WCAG 2.1 A/AA violations axe can find automatically (a manual keyboard pass is still needed). */
const violations = async (page: Page) => {
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return result.violations.map(v => `${v.id}: ${v.nodes.map(n => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`);
};

/** Contrast is measured on what is painted: let a dialog finish fading in. */
const settle = async (page: Page) => {
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await expect(page.locator('.MuiBackdrop-root').first()).toHaveCSS('opacity', '1');
};

for (const route of ['/login', '/forgotPassword', '/register', '/pricing/style1', '/error500']) {
    test(`${route} has no automatically detectable accessibility violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading').first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
    });
}

for (const route of ['/dashboard', '/general/profile', '/resetpassword']) {
    test(`${route} has no automatically detectable accessibility violations`, async ({ signedIn: page }) => {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        // Loaders (indeterminate) gone; the dashboard's completion bars carry a value and stay.
        await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
        expect(await violations(page)).toEqual([]);
    });
}

const lists = [
    'event',
    'grade',
    'note',
    'subject',
    'tag',
    'noticeboard',
    'general/subscription',
    'general/subscription-header',
    'general/coupon-code',
    'tasktype',
    'exam-planner',
];
for (const route of lists) {
    test(`the /${route} list and its form have no detectable accessibility violations`, async ({ signedIn: page }) => {
        await page.goto(`/${route}`);
        await expect(rows(page).first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
        const add = page.getByRole('button', { name: /^Add/ });
        await (await add.count() ? add : rows(page).first().getByRole('button', { name: 'Edit' })).first().click();
        await settle(page);
        expect(await violations(page)).toEqual([]);
    });
}

test('the read-only /general/subscription-history list has no detectable accessibility violations', async ({ signedIn: page }) => {
    await page.goto('/general/subscription-history');
    await expect(rows(page).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
});
