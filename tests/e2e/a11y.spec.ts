import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { rows } from './support/screens';

/**
 * WCAG 2.1 A/AA violations axe can find automatically (a manual keyboard pass is still needed).
 * `allowed` names known exceptions (rule id and node selector) that a third-party library draws.
 */
const violations = async (page: Page, allowed: (rule: string, target: string) => boolean = () => false) => {
    // Contrast is measured on what is painted: end every running transition (a button turning enabled, a dialog
    // fading in) at its final colours, so axe never reads a colour halfway. Endless ones (spinners) cannot end.
    await page.evaluate(() =>
        document.getAnimations().forEach(animation => {
            try {
                animation.finish();
            } catch {
                // an endless animation
            }
        }),
    );
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return result.violations
        .map(v => ({ ...v, nodes: v.nodes.filter(n => !allowed(v.id, n.target.join(' '))) }))
        .filter(v => v.nodes.length > 0)
        .map(v => `${v.id}: ${v.nodes.map(n => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`);
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
    'user',
    'students',
    'coach-resource-center',
    'tbp-resource-center',
    'category',
];
for (const route of lists) {
    test(`the /${route} list and its form have no detectable accessibility violations`, async ({ signedIn: page }) => {
        // Two axe passes on a shared two-core machine: give them room.
        test.slow();
        await page.goto(`/${route}`);
        await expect(rows(page).first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
        const add = page.getByRole('button', { name: /^Add/ });
        await ((await add.count()) ? add : rows(page).first().getByRole('button', { name: 'Edit' })).first().click();
        await settle(page);
        expect(await violations(page)).toEqual([]);
    });
}

for (const route of ['general/subscription-history', 'activity']) {
    test(`the read-only /${route} list has no detectable accessibility violations`, async ({ signedIn: page }) => {
        await page.goto(`/${route}`);
        await expect(rows(page).first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
    });
}

test('the command palette has no detectable accessibility violations', async ({ signedIn: page }) => {
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Search screens, actions and records' })).toBeFocused();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await violations(page)).toEqual([]);
});

/**
 * react-big-calendar draws its grids with ARIA table roles whose required parents and children are
 * missing (rows inside row groups without a grid, column headers inside buttons). That markup is the
 * library's own and cannot be changed from outside without replacing its views.
 */
const calendarGridRoles = (rule: string, target: string) =>
    ['aria-required-children', 'aria-required-parent'].includes(rule) && target.includes('.rbc-');

for (const view of ['Month', 'Week', 'Work Week', 'Day', 'Agenda']) {
    test(`the /calendar demo's ${view} view has no detectable accessibility violations`, async ({ signedIn: page }) => {
        await page.goto('/calendar');
        await page.getByRole('button', { name: view, exact: true }).click();
        await expect(page.getByRole('button', { name: view, exact: true })).toHaveClass(/rbc-active/);
        expect(await violations(page, calendarGridRoles)).toEqual([]);
    });
}

test("the /calendar demo's event form has no detectable accessibility violations", async ({ signedIn: page }) => {
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await settle(page);
    expect(await violations(page)).toEqual([]);
});

const demoScreens: { route: string; open: (page: Page) => Promise<void> }[] = [
    { route: '/scrumboard', open: page => page.getByRole('button', { name: 'New Board' }).click() },
    { route: '/scrumboard/board/1', open: page => page.locator('[data-task-id="1"]').click() },
    { route: '/file-manager', open: page => page.getByRole('button', { name: 'Upload' }).click() },
];
for (const { route, open } of demoScreens) {
    test(`the ${route} demo and its dialog have no detectable accessibility violations`, async ({ signedIn: page }) => {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await open(page);
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

test('the /file-manager list view and move dialog have no detectable accessibility violations', async ({
    signedIn: page,
}) => {
    await page.goto('/file-manager');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('list', { name: 'root' })).toHaveAttribute('data-mode', 'list');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Actions for logo.png' }).click();
    await page.getByRole('menuitem', { name: 'Move to Folder' }).click();
    // The menu fades out while the dialog fades in: wait for it to leave so settle() reads the dialog's backdrop.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await settle(page);
    await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Holiday Photos/ })
        .click();
    // Contrast is measured on what is painted: let the enabled button finish its colour transition.
    await expect(page.getByRole('button', { name: 'Move to folder', exact: true })).toHaveCSS(
        'color',
        'rgb(255, 255, 255)',
    );
    expect(await violations(page)).toEqual([]);
});

/** Picks a preset in the layout settings drawer (kept in memory: screens are then reached by the menu). */
const choosePreset = async (page: Page, preset: string) => {
    await page.getByRole('banner').getByRole('button', { name: 'Layout settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Layout settings' });
    const button = drawer
        .getByRole('group', { name: 'Theme presets' })
        .getByRole('button', { name: preset, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    return drawer;
};

for (const preset of ['Default', 'Horizontal Layout', 'Light', 'Sky', 'Dark']) {
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

test('the dashboard stays readable in the Dark preset (AA contrast)', async ({ signedIn: page }) => {
    await inDarkPreset(page, []);
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
});

for (const screen of ['Events', 'Subject / Activity', 'Tags', 'Notice Board', 'Task types']) {
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

for (const screen of ['Coupon Code', 'Admin Profile']) {
    test(`${screen} stays readable in the Dark preset (AA contrast)`, async ({ signedIn: page }) => {
        await inDarkPreset(page, ['General Settings', screen]);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
        expect(await violations(page)).toEqual([]);
    });
}
