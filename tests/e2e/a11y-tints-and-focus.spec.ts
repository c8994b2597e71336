import { choosePreset } from './support/axe';
import { focusRing, weakIn } from './support/contrast';
import { expect, test } from './support/fixtures';
import { addGrade, editGrade, goInApp, rows } from './support/screens';
import type { Page } from '@playwright/test';

// Issue 34: coloured texts on the lists' tints and in the conflict question, and the focus ring of the date field.

const PRESETS = ['Default', 'Horizontal Layout', 'Dark', 'Light', 'Sky'];

/** Picks a preset and leaves the drawer, the pointer and the focus out of the way. */
const inPreset = async (page: Page, preset: string) => {
    // The top bar hides while the page is scrolled down (a row scrolled into view to tick it).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('banner')).toBeInViewport();
    await choosePreset(page, preset);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Layout settings' })).toHaveCount(0);
};

test('the bulk bar keeps AA contrast in every preset', async ({ signedIn: page }) => {
    test.slow();
    for (const preset of PRESETS) {
        await inPreset(page, preset);
        await goInApp(page, '/note');
        const box = rows(page).first().getByRole('checkbox');
        await box.check();
        const bar = page.locator('.RaBulkActionsToolbar-toolbar');
        await expect(bar.getByRole('button', { name: 'Set Inactive' })).toBeVisible();
        await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
        expect((await weakIn(page, '.RaBulkActionsToolbar-toolbar')).map(found => `${preset}: ${found}`)).toEqual([]);
        await box.uncheck();
        await expect(bar.getByRole('button', { name: 'Delete' })).toBeHidden();
    }
});

test('a folder row\'s "Sub Folders" link keeps AA contrast on a selected row under the pointer', async ({
    signedIn: page,
}) => {
    const findings: string[] = [];
    for (const preset of ['Default', 'Dark']) {
        await inPreset(page, preset);
        await goInApp(page, '/category');
        const row = rows(page).first();
        await row.getByRole('checkbox').check();
        await row.getByRole('link', { name: 'Sub Folders' }).hover();
        await expect(row.getByRole('checkbox')).toBeChecked();
        findings.push(...(await weakIn(page, 'table tbody')).map(found => `${preset}: ${found}`));
        await row.getByRole('checkbox').uncheck();
    }
    expect(findings).toEqual([]);
});

test('the conflict question reads at AA; Escape goes back to the form, ringed on Update', async ({
    signedIn: page,
    api,
}) => {
    await api.login();
    const { id, name } = await addGrade(api, 'e2e conflict look');
    await inPreset(page, 'Light');
    await goInApp(page, '/grade');
    const { form: dialog, input } = await editGrade(page, name);
    await api.post(`/grade/edit/${id}`, { id, grade: `${name} elsewhere` });
    await expect(input).toHaveValue(`${name} elsewhere`);
    await input.fill(`${name} mine`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    const choice = page.getByRole('alertdialog', { name: 'This record has changed' });
    await expect(choice.getByRole('button', { name: 'Save these values' })).toBeVisible();
    await expect(choice).toHaveCSS('opacity', '1');
    // Read as it settles: the pointer left on Update may be over a button whose hover tint is still fading in.
    await expect.poll(() => weakIn(page, '[role="alertdialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(choice).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeFocused();
    expect(await focusRing(page)).toMatchObject({ name: 'Update', style: 'solid', width: '2px' });
    await expect(input).toHaveValue(`${name} mine`);
});

test('the Birth Date field and its calendar show the same 2 px ring as every control', async ({ session: page }) => {
    await page.goto('/students');
    await rows(page).first().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByRole('group', { name: 'Birth Date', exact: true });
    await expect(field).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(field.getByRole('spinbutton', { name: 'Day' })).toBeFocused();
    expect(await focusRing(page)).toMatchObject({ style: 'solid', width: '2px' });

    // The calendar by keyboard: year, month, then a day, each ringed while it has the focus.
    await dialog.getByRole('button', { name: /^Choose date/ }).focus();
    await page.keyboard.press('Enter');
    const picker = page.locator('.MuiPickerPopper-root');
    await expect(picker.getByRole('radio', { checked: true })).toBeFocused();
    expect(await focusRing(page)).toMatchObject({ style: 'solid', width: '2px' });
    await page.keyboard.press('Enter');
    await expect(picker.locator('.MuiMonthCalendar-button:focus')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('gridcell').first()).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(picker.getByRole('gridcell').and(page.locator(':focus'))).toHaveCount(1);
    expect(await focusRing(page)).toMatchObject({ style: 'solid', width: '2px' });
});
