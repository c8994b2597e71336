import type { Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { confirmDialog, rows, search, toast, uniqueName } from './support/screens';

const headers = (page: Page) => page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)');
const viewsPanel = (page: Page) => page.getByRole('dialog', { name: 'Views' });

/** Saves the list as it is under a name, through the Save view dialog (keyboard only). */
const saveView = async (page: Page, name: string, shared = false) => {
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await expect(dialog.getByLabel('View name')).toBeFocused();
    await page.keyboard.type(name);
    if (shared) await dialog.getByRole('checkbox', { name: 'Shared with every admin' }).check();
    await page.keyboard.press('Enter');
    await expect(toast(page, `View "${name}" saved`)).toBeVisible();
    await expect(dialog).toBeHidden();
};

test.describe('Saved views', () => {
    test('tags: save search, sort and columns; apply, rename, update and delete the view', async ({
        signedIn: page,
        api,
    }) => {
        // Many steps and two axe passes: more than the default minute on a loaded machine.
        test.slow();
        await api.login();
        const prefix = uniqueName('view tag');
        for (const n of ['b', 'a', 'c'])
            expect((await api.post('/tag', { tag: `${prefix} ${n}`, description: n })).success).toBe(true);
        await page.goto('/tag');
        await search(page, prefix);
        await expect(rows(page)).toHaveCount(3);
        await page.locator('table thead').getByText('Tag', { exact: true }).click();
        await expect(page).toHaveURL(/sort=tag/);
        await page.getByRole('button', { name: 'Columns' }).click();
        await page
            .getByRole('dialog', { name: 'Columns shown' })
            .getByRole('checkbox', { name: 'Description' })
            .uncheck();
        await page.keyboard.press('Escape');
        await expect(headers(page)).toHaveText(['Tag', 'Created date', 'Action']);

        // Nothing saved yet is shown as such; the empty dialog and the save dialog pass axe.
        const name = `Mine ${prefix}`;
        await page.getByRole('button', { name: 'Save view' }).click();
        await expect(page.getByRole('dialog', { name: 'Save view' })).toBeVisible();
        await page.getByRole('dialog', { name: 'Save view' }).getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Please enter a view name')).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await saveView(page, name, true);

        // A fresh list: the view brings back search, sort and columns in one click, and its URL.
        await page.goto('/tag');
        await page.getByRole('button', { name: 'Columns' }).click();
        await page
            .getByRole('dialog', { name: 'Columns shown' })
            .getByRole('button', { name: 'Reset columns' })
            .click();
        await page.keyboard.press('Escape');
        await expect(headers(page)).toHaveText(['Tag', 'Description', 'Created date', 'Action']);
        await page.getByRole('button', { name: 'Views' }).click();
        await expect(viewsPanel(page).getByRole('link', { name: new RegExp(name) })).toContainText(
            'Shared with every admin',
        );
        expect(await violations(page)).toEqual([]);
        await viewsPanel(page)
            .getByRole('link', { name: new RegExp(name) })
            .click();
        await expect(page).toHaveURL(/sort=tag/);
        await expect(page).toHaveURL(/order=ASC/);
        await expect(rows(page)).toHaveCount(3);
        await expect(headers(page)).toHaveText(['Tag', 'Created date', 'Action']);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            `${prefix} a`,
        );
        const link = page.url();

        // Update from the list as it is now (sorted the other way), then open the view's link in a new visit.
        await page.locator('table thead').getByText('Tag', { exact: true }).click();
        await expect(page).toHaveURL(/order=DESC/);
        await page.getByRole('button', { name: 'Views' }).click();
        await viewsPanel(page)
            .getByRole('button', { name: `Manage ${name}` })
            .click();
        await page.getByRole('menuitem', { name: 'Update from this list' }).click();
        await expect(toast(page, `View "${name}" updated`)).toBeVisible();
        await page.goto(link);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            `${prefix} a`,
        );

        // Rename, with the keyboard.
        const renamed = `Renamed ${prefix}`;
        await page.getByRole('button', { name: 'Views' }).click();
        await viewsPanel(page)
            .getByRole('button', { name: `Manage ${name}` })
            .focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Rename view' });
        await dialog.getByLabel('View name').fill(renamed);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, `View "${renamed}" saved`)).toBeVisible();
        await page.getByRole('button', { name: 'Views' }).click();
        await viewsPanel(page)
            .getByRole('link', { name: new RegExp(renamed) })
            .click();
        await expect(page).toHaveURL(/order=DESC/);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            `${prefix} c`,
        );

        await page.getByRole('button', { name: 'Views' }).click();
        await viewsPanel(page)
            .getByRole('button', { name: `Manage ${renamed}` })
            .click();
        await page.getByRole('menuitem', { name: 'Delete view' }).click();
        await expect(confirmDialog(page)).toContainText(`Delete the view "${renamed}"?`);
        await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, `View "${renamed}" deleted`)).toBeVisible();
        await page.getByRole('button', { name: 'Views' }).click();
        await expect(viewsPanel(page).getByRole('link', { name: new RegExp(renamed) })).toHaveCount(0);
    });

    test('events: a personal view keeps the search, applied from the Views menu', async ({ signedIn: page }) => {
        const prefix = uniqueName('view event');
        const name = `Events ${prefix}`;
        await page.goto('/event');
        await search(page, 'the');
        await saveView(page, name);
        await page.goto('/event');
        await page.getByRole('button', { name: 'Views' }).click();
        await viewsPanel(page).getByRole('link', { name }).click();
        await expect(page.getByPlaceholder('Search')).toHaveValue('the');
        await expect(page).toHaveURL(/filter=/);
    });

    test('the Views menu by keyboard: arrows move between views; the applied one is marked', async ({
        signedIn: page,
    }) => {
        const prefix = uniqueName('view keys');
        await page.goto('/event');
        await search(page, 'the');
        await saveView(page, `${prefix} one`);
        await search(page, 'day');
        await saveView(page, `${prefix} two`);

        // The list shows "two": it is marked (aria-current and a tick), "one" is not.
        await page.getByRole('button', { name: 'Views' }).focus();
        await page.keyboard.press('Enter');
        const panel = viewsPanel(page);
        const one = panel.getByRole('link', { name: `${prefix} one` });
        const two = panel.getByRole('link', { name: `${prefix} two` });
        await expect(two).toHaveAttribute('aria-current', 'true');
        await expect(one).not.toHaveAttribute('aria-current');
        // Arrows and Home/End move between the views, from the panel's frame too.
        const links = panel.locator('[data-view-link]');
        await page.keyboard.press('ArrowDown');
        await expect(links.first()).toBeFocused();
        await page.keyboard.press('End');
        await expect(links.last()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(links.first()).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(links.last()).toBeFocused();
        await one.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByPlaceholder('Search')).toHaveValue('the');
        await page.getByRole('button', { name: 'Views' }).click();
        await expect(one).toHaveAttribute('aria-current', 'true');
        await expect(two).not.toHaveAttribute('aria-current');
    });
});
