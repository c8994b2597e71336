import { expect, type Locator, type Page } from '@playwright/test';

/** The rows of the list table (header row excluded). */
export const rows = (page: Page): Locator => page.locator('table tbody tr');

/** The confirmation dialog, whose text must match the spec letter for letter (double spaces included). */
export const confirmDialog = (page: Page): Locator => page.getByRole('dialog');

export async function expectConfirmText(page: Page, text: string): Promise<void> {
    const title = confirmDialog(page).locator('h2');
    await expect(title).toBeVisible();
    expect(await title.textContent()).toBe(text);
}

/** A select or autocomplete field of `scope` by the start of its label ("Are You?" finds "Are You? *"). */
export const combobox = (scope: Locator, label: string): Locator =>
    scope.getByRole('combobox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`) });

/**
 * Picks an option of a select or autocomplete field. The list may still move as it opens (it grows in, then
 * settles above or below its field), so a click can press on one option and release on another: no choice is
 * made and the list stays open. It is clicked again, opened again if need be, until the list has closed.
 */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
    const item = page.getByRole('option', { name: option, exact: true });
    await expect(async () => {
        if (!(await item.isVisible())) await combobox(scope, label).click();
        await item.click({ timeout: 5_000 });
        await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
}

/** A toast with exactly this text. */
export const toast = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });

/** Types into the list's search box and waits for the URL to carry it. */
export async function search(page: Page, text: string, placeholder = 'Search'): Promise<void> {
    await page.getByPlaceholder(placeholder).fill(text);
    // Until the list has this search (after its pause), not merely some search.
    await expect
        .poll(() => {
            const filter = new URL(page.url()).searchParams.get('filter');
            return filter ? (JSON.parse(filter) as { q?: unknown }).q : undefined;
        })
        .toBe(text || undefined);
}

/** Picks the n-th colour of the palette in the open form. */
export async function pickColour(page: Page, index = 0): Promise<string> {
    const swatch = page.getByRole('radio').nth(index);
    await swatch.click();
    return (await swatch.getAttribute('aria-label')) ?? '';
}

export const uniqueName = (prefix: string): string => `${prefix} ${Date.now().toString(36)}`;

/** The first data cell of each row (after the bulk checkbox, where the list has one). */
export const firstCells = (page: Page) =>
    rows(page).locator('td:first-child:not(.MuiTableCell-paddingCheckbox), td.MuiTableCell-paddingCheckbox + td');

/** Waits until the first column of the table reads in order (the URL changes before the new rows arrive). */
export async function expectFirstColumnSorted(page: Page, compare: (a: string, b: string) => number): Promise<void> {
    await expect
        .poll(async () => {
            const values = await firstCells(page).allTextContents();
            return values.length > 1 && values.every((v, i) => i === 0 || compare(values[i - 1], v) <= 0);
        })
        .toBe(true);
}

/** Flips the first row's status switch through its confirmation ("Change") and checks the toast and the switch. */
export async function changeFirstRowStatus(page: Page): Promise<void> {
    const status = rows(page).first().getByRole('switch');
    const before = await status.isChecked();
    await status.click();
    await expectConfirmText(page, 'Are you sure to change status ?');
    await confirmDialog(page).getByRole('button', { name: 'Change' }).click();
    await expect(toast(page, 'Status updated successfully')).toBeVisible();
    await expect(rows(page).first().getByRole('switch')).toBeChecked({ checked: !before });
}

/** Deletes the first row through its confirmation, whose text must be `confirmText` to the letter. */
export async function deleteFirstRow(page: Page, confirmText: string, toastText: string): Promise<void> {
    await rows(page).first().getByRole('button', { name: 'Delete' }).click();
    await expectConfirmText(page, confirmText);
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, toastText)).toBeVisible();
}

/** Moves in the app, as a link would: the router follows the history, the settings in memory stay. */
export const goInApp = async (page: Page, path: string) => {
    await page.evaluate(to => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(path);
};

/** What the grade helpers need of the `api` fixture. */
interface GradeApi {
    post(path: string, body?: unknown): Promise<unknown>;
    get<T>(path: string): Promise<{ data: T }>;
}

/** Adds a grade with a name of its own through the API (signed in): its id and name, for the version tests. */
export async function addGrade(api: GradeApi, prefix: string): Promise<{ id: string; name: string }> {
    const name = uniqueName(prefix);
    await api.post('/grade/add', { grade: name });
    const grades = await api.get<Array<{ _id: string; grade: string }>>('/grade/alldetails');
    // Grades are stored in lower case: a prefix in capitals finds its grade too.
    const stored = name.toLowerCase();
    return { id: grades.data.find(grade => grade.grade.toLowerCase() === stored)?._id ?? '', name };
}

/** On the grades list: finds the grade and opens its edit modal, once its field shows the name. */
export async function editGrade(page: Page, name: string): Promise<{ form: Locator; input: Locator }> {
    await search(page, name, 'Find');
    await rows(page).first().getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Grade' });
    const input = form.getByLabel('Grade');
    await expect(input).toHaveValue(name);
    return { form, input };
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes (Playwright's `boundingBox`) share any area. */
export const overlaps = (a: Box, b: Box): boolean =>
    !(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y);
