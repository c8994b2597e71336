import { expect, signIn, test } from './support/fixtures';
import { addGrade, deleteFirstRow, editGrade, firstCells, rows, search, toast, uniqueName } from './support/screens';

/** The grade's row as the API holds it now. */
const gradeNamed = async (api: { get<T>(path: string): Promise<{ data: T }> }, name: string) =>
    (await api.get<Array<{ _id: string; grade: string; __v?: number }>>('/grade/alldetails')).data.find(
        g => g.grade === name,
    );

test.describe('Versions and live data', () => {
    test('a stale Save on a field both changed asks which value to keep, and saves only the pick', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const { id, name } = await addGrade(api, 'e2e versioned');
        await page.goto('/grade');
        const { form: dialog, input } = await editGrade(page, name);
        await input.evaluate(field => Object.assign(field, { openedHere: true }));
        const opened = (await gradeNamed(api, name))?.__v;

        // Someone else saves the grade while the modal is open.
        await api.post(`/grade/edit/${id}`, { id, grade: `${name} elsewhere` });
        // The open modal follows the live change while its field is untouched, in place (the same field, not a form
        // drawn afresh, which would take the new version as its own); the Save still knows its version.
        await expect(input).toHaveValue(`${name} elsewhere`);
        await expect(input).toHaveJSProperty('openedHere', true);
        await input.fill(`${name} mine`);
        const sent = page.waitForRequest(request => request.url().includes(`/grade/edit/${id}`));
        await dialog.getByRole('button', { name: 'Update' }).click();
        // It names the version the modal opened at, for the API to refuse as stale.
        expect((await sent).headers()['if-match']).toBe(`"${opened}"`);
        const choice = page.getByRole('alertdialog', { name: 'This record has changed' });
        await expect(choice).toHaveAccessibleDescription(
            /^Changed by Super Admin at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: you both changed the fields below\. Pick the value to keep for each; their other changes are kept with yours\.$/,
        );
        // Nothing is picked for the person: Cancel has the focus, and Save waits for a pick.
        await expect(choice.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await expect(choice.getByRole('button', { name: 'Save these values' })).toBeDisabled();

        // Escape goes back to the form, nothing saved.
        await page.keyboard.press('Escape');
        await expect(choice).toBeHidden();
        await expect(input).toHaveValue(`${name} mine`);
        await expect.poll(async () => (await gradeNamed(api, `${name} elsewhere`))?._id).toBe(id);

        // Theirs picked: saved as they left it, the form shows it as it closes.
        await dialog.getByRole('button', { name: 'Update' }).click();
        await choice.getByRole('radio', { name: 'Keep theirs: Grade' }).check();
        await choice.getByRole('button', { name: 'Save these values' }).click();
        await expect(toast(page, 'Grade updated successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect.poll(async () => (await gradeNamed(api, `${name} elsewhere`))?._id).toBe(id);

        // Changed again elsewhere; this time what was typed is kept.
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        await expect(input).toHaveValue(`${name} elsewhere`);
        await api.post(`/grade/edit/${id}`, { id, grade: `${name} third` });
        await expect(input).toHaveValue(`${name} third`);
        await input.fill(`${name} final`);
        await input.press('Enter');
        await expect(choice).toBeVisible();
        await choice.getByRole('radio', { name: 'Keep yours: Grade' }).check();
        await choice.getByRole('button', { name: 'Save these values' }).press('Enter');
        await expect(toast(page, 'Grade updated successfully').first()).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect.poll(async () => (await gradeNamed(api, `${name} final`))?._id).toBe(id);
    });

    test('two sessions: a change in one shows in the other’s open list without a reload; a delete closes its modal', async ({
        signedIn: page,
        browser,
        api,
    }) => {
        // Two signed-in browsers on a shared two-core machine: more than the usual minute.
        test.slow();
        await api.login();
        const prefix = uniqueName('e2e live');
        await api.post('/grade/add', { grade: `${prefix} a` });
        await page.goto('/grade');
        await search(page, prefix, 'Find');
        await expect(rows(page)).toHaveCount(1);
        const listUrl = page.url();
        // Proof that the page is never reloaded: a mark on its window stays.
        await page.evaluate(() => Object.assign(window, { liveMark: true }));

        const other = await browser.newContext();
        const second = await other.newPage();
        await signIn(second);
        await second.goto('/grade');
        await second.getByRole('button', { name: 'Add Grade' }).click();
        const add = second.getByRole('dialog', { name: 'Add Grade' });
        await add.getByLabel('Grade').fill(`${prefix} b`);
        await add.getByRole('button', { name: 'Save' }).click();
        await expect(toast(second, 'Grade added successfully')).toBeVisible();

        // The first session's list, searched, shows the new grade by itself.
        await expect(rows(page)).toHaveCount(2);
        await expect(firstCells(page)).toContainText([`${prefix} b`, `${prefix} a`]);
        expect(page.url()).toBe(listUrl);

        // An edit in the second session shows in the first.
        await search(second, `${prefix} a`, 'Find');
        await expect(rows(second)).toHaveText([new RegExp(`${prefix} a`)]);
        await rows(second).first().getByRole('button', { name: 'Edit' }).click();
        const edit = second.getByRole('dialog', { name: 'Edit Grade' });
        await edit.getByLabel('Grade').fill(`${prefix} a changed`);
        await edit.getByRole('button', { name: 'Update' }).click();
        await expect(toast(second, 'Grade updated successfully')).toBeVisible();
        await expect(firstCells(page)).toContainText([`${prefix} b`, `${prefix} a changed`]);

        // The first session has the grade open when the second deletes it: the modal closes, saying so.
        await rows(page)
            .filter({ hasText: `${prefix} b` })
            .getByRole('button', { name: 'Edit' })
            .click();
        await expect(page.getByRole('dialog', { name: 'Edit Grade' })).toBeVisible();
        await expect(edit).toBeHidden();
        await search(second, `${prefix} b`, 'Find');
        await expect(rows(second)).toHaveText([new RegExp(`${prefix} b`)]);
        await deleteFirstRow(second, 'Are you sure you want to  delete this grade ?', 'Grade deleted successfully');
        await expect(toast(page, 'Deleted by Super Admin: the modal was closed')).toBeVisible();
        await expect(page.getByRole('dialog', { name: 'Edit Grade' })).toBeHidden();
        await expect(rows(page)).toHaveCount(1);
        expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
        await other.close();
    });

    test('the top bar marks live updates as off while the stream is down, and clears as soon as the API answers', async ({
        page,
    }) => {
        let refused = 0;
        await page.route('**/live', async route => {
            refused += 1;
            await route.abort();
        });
        await signIn(page);
        const mark = page.getByRole('img', { name: 'Live updates are off: reconnecting' });
        await expect(mark).toBeVisible();
        // Four refused tries (about 7 s): the stream now waits its longest, about 5 s (it was 8 s, growing to 30 s).
        await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
        await page.unroute('**/live');
        // Another call to the API answers (a list opened): the stream tries again then, not at the end of its wait.
        await page.getByRole('menuitem', { name: 'Events' }).click();
        await expect(page.locator('table tbody tr').first()).toBeVisible();
        await expect(mark).toBeHidden({ timeout: 2_500 });
    });
});
