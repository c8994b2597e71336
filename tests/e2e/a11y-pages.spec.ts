import type { Page } from '@playwright/test';
import { choosePreset, settle, violations } from './support/axe';
import { focusedTextContrast, focusRing, weakIcons } from './support/contrast';
import { expect, test } from './support/fixtures';
import { goInApp, rows } from './support/screens';

// Page by page: public pages, forms and dialogs, the demos, the settings drawer, the keyboard. Every page in every
// preset and on a phone is swept in a11y-sweeps.spec.ts.

// An axe pass on a big page takes seconds on two shared cores, and longer when the machine is busy: room for it.
test.describe.configure({ timeout: 150_000 });

for (const route of ['/login', '/forgotPassword', '/register', '/pricing/style1', '/error500']) {
    test(`${route} has no automatically detectable accessibility violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading').first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
    });
}

for (const route of ['/dashboard', '/general/profile', '/resetpassword']) {
    test(`${route} has no automatically detectable accessibility violations`, async ({ session: page }) => {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        // Loaders (indeterminate) gone; the dashboard's completion bars carry a value and stay.
        await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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
    // The list pages themselves are swept at 375 px and in the Dark preset (a11y-sweeps.spec.ts); here, their forms.
    test(`the /${route} form has no detectable accessibility violations`, async ({ session: page }) => {
        await page.goto(`/${route}`);
        // Every list but the subscription headers' has an Add button; wait for it rather than count it once (the
        // first rows are painted before the console and its buttons are up).
        const open =
            route === 'general/subscription-header'
                ? rows(page).first().getByRole('button', { name: 'Edit' })
                : page.getByRole('button', { name: /^Add/ });
        await open.first().click();
        await settle(page);
        expect(await violations(page)).toEqual([]);
    });
}

for (const route of ['general/subscription-history', 'activity']) {
    test(`the read-only /${route} list has no detectable accessibility violations`, async ({ session: page }) => {
        await page.goto(`/${route}`);
        await expect(rows(page).first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
    });
}

test('each list search box is named for what it searches, not by its placeholder', async ({ signedIn: page }) => {
    const boxes = [
        ['/grade', 'Search grades'],
        ['/note', 'Search notes'],
        ['/event', 'Search events'],
        ['/user', 'Search coaches'],
        // Lists whose search sits beside other filters (react-admin's filter form).
        ['/coach-resource-center', 'Search library resources'],
        ['/activity', 'Search activity log'],
    ];
    for (const [path, name] of boxes) {
        await goInApp(page, path);
        await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    await goInApp(page, '/event');
    await expect(page.getByRole('search', { name: 'Search events' })).toBeVisible();
});

test('the command palette has no detectable accessibility violations', async ({ signedIn: page }) => {
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Search screens, actions and records' })).toBeFocused();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await violations(page)).toEqual([]);
});

for (const view of ['Month', 'Week', 'Work Week', 'Day', 'Agenda']) {
    test(`the /calendar demo's ${view} view has no detectable accessibility violations`, async ({ session: page }) => {
        await page.goto('/calendar');
        await page.getByRole('button', { name: view, exact: true }).click();
        await expect(page.getByRole('button', { name: view, exact: true })).toHaveClass(/rbc-active/);
        // react-big-calendar's own table roles included (the console puts them right: src/demos/calendar/gridRoles.ts).
        expect(await violations(page)).toEqual([]);
    });
}

test("the /calendar demo's event form has no detectable accessibility violations", async ({ session: page }) => {
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
    test(`the ${route} demo and its dialog have no detectable accessibility violations`, async ({ session: page }) => {
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
    test(`the ${route} demo has no detectable accessibility violations`, async ({ session: page }) => {
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
    session: page,
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

test.describe('keyboard on /event', () => {
    test('Tab 1 shows a readable "Skip to content"; after it the next Tab is clear of the top bar, ringed', async ({
        session: page,
    }) => {
        await page.goto('/event');
        // The console's own screen, not the rows painted early at boot (a Tab then is lost when the console takes over).
        const skip = page.getByRole('button', { name: 'Skip to content' });
        await expect(skip).toBeAttached();
        await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
        await expect(rows(page).first()).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        // Shown once it has slid in (react-admin moves it from above the window to 16 px).
        await expect(skip).toHaveCSS('top', '16px');
        expect(await focusedTextContrast(page)).toBeGreaterThanOrEqual(4.5);
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        // The page's first control: Import CSV, beside Add.
        await expect(page.getByRole('button', { name: 'Import CSV' })).toBeFocused();
        const bar = await page.getByRole('banner').boundingBox();
        // The whole ring shows below the fixed top bar.
        await expect.poll(async () => (await focusRing(page))?.top ?? -1).toBeGreaterThanOrEqual(bar!.y + bar!.height);
        expect(await focusRing(page)).toMatchObject({ style: 'solid', width: '2px' });
    });

    test('every control the keyboard reaches shows the same 2 px ring, the search box included', async ({
        session: page,
    }) => {
        await page.goto('/event');
        await expect(rows(page).first()).toBeVisible();
        const search = page.getByPlaceholder('Search');
        await search.focus();
        await expect(search).toBeFocused();
        expect(await focusRing(page)).toMatchObject({ style: 'solid', width: '2px' });
        // From the search box on: Add, the table's sort headers, the rows' buttons, the paging.
        const rings = [];
        for (let i = 0; i < 12; i++) {
            await page.keyboard.press('Tab');
            await expect.poll(async () => (await focusRing(page))?.name).toBeTruthy();
            rings.push(await focusRing(page));
        }
        const weak = rings.filter(ring => !ring || ring.style !== 'solid' || ring.width !== '2px' || ring.contrast < 3);
        expect(weak).toEqual([]);
    });
});

test('Escape closes the command palette at once and gives the focus back', async ({ session: page }) => {
    await page.goto('/event');
    const add = page.getByRole('button', { name: 'Add' });
    await add.focus();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search screens, actions and records' });
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(add).toBeFocused();
});
