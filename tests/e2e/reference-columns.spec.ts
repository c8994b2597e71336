import { expect, test } from './support/fixtures';
import { rows, search } from './support/screens';

const headers = (page: import('@playwright/test').Page) =>
    page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)');

/** The names a column of references shows, one per row (empty where a row names nobody). */
const coachCells = (page: import('@playwright/test').Page) => page.locator('table tbody td.column-coach_id');

/** As the fake API orders labels: case aside, empty first. */
const inOrder = (names: readonly string[]) =>
    names.every((name, i) => i === 0 || names[i - 1].toLowerCase() <= name.toLowerCase());

test("a reference column shows, sorts and searches by the record's label (a student's coach)", async ({
    session: page,
}) => {
    await page.goto('/students');
    await expect(headers(page)).toHaveText(['Name', 'email', 'phone number', 'Status', 'Action', 'Created date']);
    // Offered by Columns, hidden until shown (the spec's columns stay the default).
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns shown' });
    await chooser.getByRole('checkbox', { name: 'Coach' }).check();
    await page.keyboard.press('Escape');
    await expect(headers(page).last()).toHaveText('Coach');

    // Names, never the ids the rows keep.
    await expect(coachCells(page).first()).toHaveText(/^[A-Z][a-z]+ [A-Z][a-z]+$|^$/);
    await expect.poll(async () => (await coachCells(page).allTextContents()).some(Boolean)).toBe(true);
    expect((await coachCells(page).allTextContents()).filter(text => /[0-9a-f]{24}/.test(text))).toEqual([]);

    // Descending: rows naming nobody come last, so the first page shows names.
    const sortHead = headers(page).last().getByRole('button');
    await sortHead.click();
    await expect(page).toHaveURL(/sort=coach_id.*order=ASC|order=ASC.*sort=coach_id/);
    await sortHead.click();
    await expect(page).toHaveURL(/order=DESC/);
    await expect
        .poll(async () => {
            const names = await coachCells(page).allTextContents();
            return new Set(names.filter(Boolean)).size > 1 && inOrder(names.reverse());
        })
        .toBe(true);

    // A coach's full name finds the students they coach: searched by the label, not the id kept.
    const coach = (await coachCells(page).allTextContents()).find(Boolean) ?? '';
    await search(page, coach.toLowerCase());
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(async () => (await coachCells(page).allTextContents()).includes(coach)).toBe(true);

    await page.getByRole('button', { name: 'Columns' }).click();
    await chooser.getByRole('button', { name: 'Reset columns' }).click();
    await expect(headers(page).last()).toHaveText('Created date');
});
