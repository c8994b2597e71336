import type { Page } from '@playwright/test';
import { choosePreset, settle, violations } from './support/axe';
import { weakIcons } from './support/contrast';
import { expect, test } from './support/fixtures';
import { rows } from './support/screens';

// An axe pass on a big page takes seconds on two shared cores, and longer when the machine is busy: room for it.
test.describe.configure({ timeout: 150_000 });

// The drawer in the default colours and in the one preset that changes the pages' own colours (Dark); the other
// presets' pages are swept in a11y-sweeps.spec.ts.
for (const preset of ['Default', 'Dark']) {
    test(`the layout settings drawer and the ${preset} preset have no detectable accessibility violations`, async ({
        signedIn: page,
    }) => {
        test.slow();
        await page.goto('/event');
        await expect(rows(page).first()).toBeVisible();
        await choosePreset(page, preset);
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Layout settings' })).toHaveCount(0);
        expect(await violations(page)).toEqual([]);
    });
}

/** Opens the Dark preset on the dashboard, then reaches a screen through the menu (a reload would bring the defaults back). */
const inDarkPreset = async (page: Page, menu: string[]) => {
    // Several axe passes on a shared two-core machine: give them room.
    test.slow();
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await choosePreset(page, 'Dark');
    await page.keyboard.press('Escape');
    // Focus goes back to the settings button and its tooltip fades in; axe read mid-fade sees a half-transparent tooltip.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    for (const entry of menu) await page.getByRole('menuitem', { name: entry, exact: true }).click();
};

// The pages themselves are swept in the Dark preset (a11y-sweeps.spec.ts); here, two forms (plain, and rich text).
for (const screen of ['Events', 'Notice Board']) {
    test(`the ${screen} list and its form stay readable in the Dark preset (AA contrast)`, async ({
        signedIn: page,
    }) => {
        await inDarkPreset(page, [screen]);
        await expect(rows(page).first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.getByRole('button', { name: /^Add/ }).first().click();
        await settle(page);
        expect(await violations(page)).toEqual([]);
    });
}

test('signing out in the Dark preset: the sign-in page is dark and readable too', async ({ signedIn: page }) => {
    await choosePreset(page, 'Dark');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
    expect(await violations(page)).toEqual([]);
    expect(await weakIcons(page)).toEqual([]);
});
