import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectFitsViewport, onPhone } from './support/viewportFit';

const table = (page: Page) => page.getByRole('table', { name: 'Contacts' });
const rows = (page: Page) => table(page).locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const form = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: label });
const errorOf = (page: Page, label: string) =>
    form(page)
        .locator('.MuiFormControl-root', { has: page.getByRole('textbox', { name: label }) })
        .locator('.MuiFormHelperText-root');

test.beforeEach(async ({ session: page }) => {
    await page.goto('/contacts');
    await expect(rows(page)).toHaveCount(8);
});

test('shows the panels All, Frequently Contacted and Favorite with their counts', async ({ session: page }) => {
    await expect(page.getByRole('tab')).toHaveText(['All (8)', 'Frequently Contacted (4)', 'Favorite (3)']);
    await tab(page, /^Frequently Contacted/).click();
    await expect(rows(page)).toHaveCount(4);
    await expect(rows(page).first()).toContainText('Olivia Harper');
    await tab(page, /^Favorite/).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(2)).toContainText('Chloe Martin');
});

test('searches by name, email and mobile', async ({ session: page }) => {
    const box = page.getByRole('searchbox', { name: 'Search Contacts' });
    await box.fill('nguyen');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Liam Nguyen');
    await box.fill('MIA.ROSSI@');
    await expect(rows(page)).toHaveText([/Mia Rossi/]);
    await box.fill('0489012');
    await expect(rows(page)).toHaveText([/Lucas Fernandes/]);
    await box.fill('nobody here');
    await expect(rows(page)).toHaveText(['No data found.']);
    await box.fill('');
    await expect(rows(page)).toHaveCount(8);
});

test("the contact form says the spec's messages and adds a contact", async ({ session: page }) => {
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await expect(form(page).getByRole('heading', { name: 'Add Contact' })).toBeVisible();
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(errorOf(page, 'Name')).toHaveText('This field is required');
    await expect(errorOf(page, 'Email')).toHaveText('This Field is required');
    await expect(errorOf(page, 'Mobile')).toHaveText('This field is required');

    await field(page, 'Name').fill('Zoe Park');
    await field(page, 'Email').fill('zoe.park');
    await field(page, 'Mobile').fill('0400 111 222');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(errorOf(page, 'Email')).toHaveText('Please Enter Valid Email');
    await expect(errorOf(page, 'Name')).toHaveText('');
    await expect(form(page)).toBeVisible();

    await field(page, 'Email').fill('zoe.park@example.com');
    await field(page, 'Email').press('Enter');
    await expect(form(page)).toBeHidden();
    await expect(rows(page)).toHaveCount(9);
    await expect(row(page, 'Zoe Park')).toContainText('zoe.park@example.com');
    await expect(row(page, 'Zoe Park')).toContainText('0400 111 222');
    await expect(tab(page, /^All/)).toHaveText('All (9)');
    await expect(row(page, 'Zoe Park').getByRole('button', { name: 'Favourite Zoe Park' })).toHaveAttribute(
        'aria-pressed',
        'false',
    );
});

test('shows the email message once the field is left, before any submit', async ({ session: page }) => {
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await field(page, 'Email').fill('x@');
    await field(page, 'Mobile').focus();
    await expect(errorOf(page, 'Email')).toHaveText('Please Enter Valid Email');
});

test('edits a contact', async ({ session: page }) => {
    await row(page, 'Noah Patel').getByRole('button', { name: 'Edit Noah Patel' }).click();
    await expect(form(page).getByRole('heading', { name: 'Edit Contact' })).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue('noah.patel@example.com');
    await field(page, 'Name').fill('Noah Patel-Singh');
    await field(page, 'Mobile').fill('');
    await form(page).getByRole('button', { name: 'Update' }).click();
    await expect(errorOf(page, 'Mobile')).toHaveText('This field is required');
    await field(page, 'Mobile').fill('0499 999 999');
    await form(page).getByRole('button', { name: 'Update' }).click();
    await expect(form(page)).toBeHidden();
    await expect(rows(page).nth(1)).toContainText('Noah Patel-Singh');
    await expect(rows(page).nth(1)).toContainText('0499 999 999');
    await expect(rows(page)).toHaveCount(8);
});

test('deletes one contact after confirmation; Cancel keeps it', async ({ session: page }) => {
    await row(page, 'Liam Nguyen').getByRole('button', { name: 'Delete Liam Nguyen' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this contact ?');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(8);
    await row(page, 'Liam Nguyen').getByRole('button', { name: 'Delete Liam Nguyen' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(rows(page)).toHaveCount(7);
    await expect(row(page, 'Liam Nguyen')).toHaveCount(0);
});

test('selects all or none, and deletes the selection', async ({ session: page }) => {
    const all = page.getByRole('checkbox', { name: 'Select all or none' });
    await all.check();
    await expect(table(page).getByRole('checkbox', { checked: true })).toHaveCount(9);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('8 selected');
    await all.uncheck();
    await expect(table(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Select Ava Thompson' }).check();
    await page.getByRole('checkbox', { name: 'Select Mia Rossi' }).check();
    await expect(all).toHaveAttribute('data-indeterminate', 'true');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('2 selected');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete these 2 contacts ?');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(rows(page)).toHaveCount(6);
    await expect(rows(page).filter({ hasText: /Ava Thompson|Mia Rossi/ })).toHaveCount(0);
    await expect(tab(page, /^Favorite/)).toHaveText('Favorite (2)');
});

test('toggles a favourite, which moves it in and out of the Favorite panel', async ({ session: page }) => {
    const star = row(page, 'Noah Patel').getByRole('button', { name: 'Favourite Noah Patel' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(tab(page, /^Favorite/)).toHaveText('Favorite (4)');
    await tab(page, /^Favorite/).click();
    await expect(row(page, 'Noah Patel')).toHaveCount(1);
    await row(page, 'Noah Patel').getByRole('button', { name: 'Favourite Noah Patel' }).click();
    await expect(row(page, 'Noah Patel')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(3);
});

test('can be used from the keyboard', async ({ session: page }) => {
    await page.getByRole('button', { name: 'Add Contact' }).focus();
    await page.keyboard.press('Enter');
    await expect(form(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Name')).toBeFocused();
    await page.keyboard.type('Kim Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0411 000 000');
    await page.keyboard.press('Enter');
    await expect(form(page)).toBeHidden();
    await expect(rows(page)).toHaveCount(9);
    await tab(page, /^All/).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(tab(page, /^Favorite/)).toHaveAttribute('aria-selected', 'true');
});

test('fits a 375px wide screen', async ({ session: page }) => {
    await onPhone(page, 375);
    await expect(row(page, 'Lucas Fernandes')).toContainText('lucas.fernandes@example.com');
    await expectFitsViewport(page);
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await expect(field(page, 'Name')).toBeVisible();
    await expectFitsViewport(page);
});
