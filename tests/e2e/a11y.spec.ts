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
        await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
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

/** The demo screens, and their dialogs open (the dialog settles before axe measures it). */
const demos: { route: string; ready: (page: Page) => Promise<void>; openDialog?: (page: Page) => Promise<void> }[] = [
    {
        route: '/chat',
        ready: page => expect(page.getByRole('log')).toBeVisible(),
    },
    {
        route: '/contacts',
        ready: page => expect(page.getByRole('table', { name: 'Contacts' })).toBeVisible(),
        openDialog: page => page.getByRole('button', { name: 'Add Contact' }).click(),
    },
    {
        route: '/todo',
        ready: page => expect(page.getByRole('navigation', { name: 'Lists' })).toBeVisible(),
        openDialog: async page => {
            await page.getByRole('button', { name: /^Prepare Thursday revision session/ }).click();
            await expect(page.getByRole('textbox', { name: 'Note' })).toBeVisible();
        },
    },
];
for (const { route, ready, openDialog } of demos) {
    test(`the ${route} demo has no detectable accessibility violations`, async ({ signedIn: page }) => {
        await page.goto(route);
        await ready(page);
        expect(await violations(page)).toEqual([]);
        if (!openDialog) return;
        await openDialog(page);
        await settle(page);
        expect(await violations(page)).toEqual([]);
    });
}
