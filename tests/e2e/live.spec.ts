import { expect, test } from './support/fixtures';
import { rows, search, toast, uniqueName } from './support/screens';

/** The grade's row as the API holds it now. */
const gradeNamed = async (api: { get<T>(path: string): Promise<{ data: T }> }, name: string) =>
    (await api.get<Array<{ _id: string; grade: string }>>('/grade/alldetails')).data.find(g => g.grade === name);

test.describe('Versions and live data', () => {
    test('a stale Save asks "reload it, or overwrite?" and overwrites only when asked', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const name = uniqueName('e2e versioned');
        await api.post('/grade/add', { grade: name });
        const id = (await gradeNamed(api, name))?._id ?? '';
        await page.goto('/grade');
        await search(page, name, 'Find');
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Grade' });
        const input = dialog.getByLabel('Grade');
        await expect(input).toHaveValue(name);

        // Someone else saves the grade while the modal is open.
        await api.post(`/grade/edit/${id}`, { id, grade: `${name} elsewhere` });
        await input.fill(`${name} mine`);
        await dialog.getByRole('button', { name: 'Update' }).click();
        const choice = page.getByRole('alertdialog', { name: 'This record has changed' });
        await expect(choice).toHaveAccessibleDescription(
            /^Changed by Super Admin at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: reload it, or overwrite\?$/,
        );
        await expect(choice.getByRole('button', { name: 'Reload' })).toBeFocused();

        // Escape goes back to the form, nothing saved.
        await page.keyboard.press('Escape');
        await expect(choice).toBeHidden();
        await expect(input).toHaveValue(`${name} mine`);
        expect(
            (await api.get<Array<{ grade: string }>>('/grade/alldetails')).data.some(
                g => g.grade === `${name} elsewhere`,
            ),
        ).toBe(true);

        // Reload: the form starts again from the record as it is now; a Save then goes through.
        await dialog.getByRole('button', { name: 'Update' }).click();
        await choice.getByRole('button', { name: 'Reload' }).click();
        await expect(choice).toBeHidden();
        await expect(input).toHaveValue(`${name} elsewhere`);
        await expect(input).toBeFocused();
        await input.fill(`${name} second`);
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Grade updated successfully')).toBeVisible();
        await expect(dialog).toBeHidden();

        // Changed again elsewhere; this time the keyboard picks Overwrite.
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        await expect(input).toHaveValue(`${name} second`);
        await api.post(`/grade/edit/${id}`, { id, grade: `${name} third` });
        await input.fill(`${name} final`);
        await input.press('Enter');
        await expect(choice).toBeVisible();
        await page.keyboard.press('Shift+Tab');
        await expect(choice.getByRole('button', { name: 'Overwrite' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(toast(page, 'Grade updated successfully').first()).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect.poll(async () => (await gradeNamed(api, `${name} final`))?._id).toBe(id);
    });
});
