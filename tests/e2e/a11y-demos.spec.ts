import type { Page } from '@playwright/test';
import { settle, violations } from './support/axe';
import { expect, test } from './support/fixtures';

// The demos' views and dialogs, one by one.

// An axe pass on a big page takes seconds on two shared cores, and longer when the machine is busy: room for it.
test.describe.configure({ timeout: 150_000 });

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
