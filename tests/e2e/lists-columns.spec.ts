import { expect, signIn, test } from './support/fixtures';

const headers = (page: import('@playwright/test').Page) =>
    page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)');

test('Columns hides and reorders a list’s columns, kept per list across a reload and signing out', async ({
    signedIn: page,
}) => {
    await page.goto('/note');
    await expect(headers(page)).toHaveText(['Notes', 'Status', 'Action', 'Created date']);
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns shown' });
    await chooser.getByRole('checkbox', { name: 'Status' }).uncheck();
    await chooser.getByRole('button', { name: 'Move Created date up' }).click();
    await expect(headers(page)).toHaveText(['Notes', 'Created date', 'Action']);
    // The keyboard reaches every control (the focus stays on the moved column's button); Escape closes the
    // chooser. The chooser lists hidden columns too: Notes moves past Status, then past Created date.
    await chooser.getByRole('button', { name: 'Move Notes down' }).focus();
    await page.keyboard.press('Enter');
    await expect(chooser.getByRole('button', { name: 'Move Notes down' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(headers(page)).toHaveText(['Created date', 'Notes', 'Action']);
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();

    await page.reload();
    await expect(headers(page)).toHaveText(['Created date', 'Notes', 'Action']);
    // Another list keeps its own columns.
    await page.goto('/grade');
    await expect(headers(page).first()).toHaveText('Grade');

    await page
        .getByRole('button', { name: /profile|account|user/i })
        .first()
        .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);
    await page.goto('/note');
    await expect(headers(page)).toHaveText(['Created date', 'Notes', 'Action']);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('dialog', { name: 'Columns shown' }).getByRole('button', { name: 'Reset columns' }).click();
    await expect(headers(page)).toHaveText(['Notes', 'Status', 'Action', 'Created date']);
});
