import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { rows } from './support/screens';

/** WCAG 2.1 A/AA violations axe can find automatically (a manual keyboard pass is still needed). */
const violations = async (page: Page) => {
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return result.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ') + ' ' + n.html.slice(0, 200)).join(', ')}`);
};

test('the sign-in page has no automatically detectable accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
});

for (const route of ['event', 'grade', 'noticeboard']) {
    test(`the /${route} list and its add form have no detectable accessibility violations`, async ({ signedIn: page }) => {
        await page.goto(`/${route}`);
        await expect(rows(page).first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.getByRole('button', { name: /^Add/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        // Contrast is measured on what is painted: let the dialog finish fading in.
        await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
        await expect(page.locator('.MuiBackdrop-root').first()).toHaveCSS('opacity', '1');
        expect(await violations(page)).toEqual([]);
    });
}
