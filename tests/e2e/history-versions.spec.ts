import { expect, test } from './support/fixtures';
import { openHistory, recentlyDeleted } from './support/history';
import { addGrade, editGrade, rows, search, toast, uniqueName } from './support/screens';

/** A hex code as the browser writes a computed colour. */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** "28/11/2026 13:36 by Super Admin": the lists' DD/MM/YYYY HH:mm. */
const MOMENT_BY_ADMIN = /^(Deleted )?\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} by Super Admin$/;

test.describe("Every record's history", () => {
    test("the package edit page has the package's History too", async ({ session: page, api }) => {
        await api.login();
        const [pkg] = (await api.get<Array<{ _id: string; name: string }>>('/subscription-package/alldetails')).data;
        const renamed = uniqueName('E2E package history');
        await page.goto(`/edit-subscription/${pkg._id}`);
        const name = page.getByRole('textbox', { name: 'Package Name', exact: true });
        await expect(name).toHaveValue(pkg.name);
        await name.fill(renamed);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL('/general/subscription');

        await page.goto(`/edit-subscription/${pkg._id}`);
        await expect(name).toHaveValue(renamed);
        await page.getByRole('button', { name: 'History' }).click();
        const history = page.getByRole('dialog', { name: `History of ${renamed}` });
        const edited = history.getByRole('listitem').filter({ hasText: 'Edited · Current version' });
        await expect(edited.getByText(`${pkg.name} → ${renamed}`)).toBeVisible();
        await history.getByRole('button', { name: 'Restore this version' }).first().click();
        await page
            .getByRole('dialog', { name: /^Restore version/ })
            .getByRole('button', { name: 'Restore this version' })
            .click();
        await expect(toast(page, 'Package restored successfully')).toBeVisible();
        await expect(page).toHaveURL('/general/subscription');
        await page.goto(`/edit-subscription/${pkg._id}`);
        await expect(name).toHaveValue(pkg.name);
    });

    test('an edit, then Restore this version: the old values are back and the activity log shows both', async ({
        session: page,
        api,
    }) => {
        await api.login();
        const { name } = await addGrade(api, 'E2E HISTORY');
        const before = name.toLowerCase();
        const after = uniqueName('e2e history edited').toLowerCase();
        await page.goto('/grade');
        const { form, input } = await editGrade(page, before);
        await input.fill(after);
        await form.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Grade updated successfully')).toBeVisible();

        const history = await openHistory(page, after);
        const edited = history.getByRole('listitem').filter({ hasText: 'Version 2 · Edited · Current version' });
        await expect(edited.getByText(`Grade: ${before} → ${after}`)).toBeVisible();
        await expect(edited.getByText(MOMENT_BY_ADMIN)).toBeVisible();
        await expect(edited.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
        await history
            .getByRole('listitem')
            .filter({ hasText: 'Version 1 · Created' })
            .getByRole('button', { name: 'Restore this version' })
            .click();
        const confirm = page.getByRole('dialog', { name: `Restore version 1 of ${after}?` });
        await expect(confirm.getByText(`Grade: ${after} → ${before}`)).toBeVisible();
        await confirm.getByRole('button', { name: 'Restore this version' }).click();
        await expect(toast(page, 'Grade restored successfully')).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await search(page, before, 'Find');
        await expect(rows(page).first()).toContainText(before);
        // The restore is a version of its own, "Restored", never "Edited" (issue 47).
        const again = await openHistory(page, before);
        const restored = again.getByRole('listitem').filter({ hasText: 'Version 3 · Restored from version 1' });
        await expect(restored).toContainText('Current version');
        await expect(restored.getByText(`Grade: ${after} → ${before}`)).toBeVisible();
        await page.keyboard.press('Escape');

        await page.goto('/activity');
        const logged = rows(page);
        await expect(logged.filter({ hasText: 'Restore' }).filter({ hasText: before }).first()).toContainText(
            'version 1',
        );
        await expect(logged.filter({ hasText: 'Edit' }).filter({ hasText: after }).first()).toContainText('Grade');
    });

    for (const width of [1366, 375]) {
        test(`a colour's change shows each hex code with its swatch (${width} px)`, async ({ session: page, api }) => {
            await page.setViewportSize({ width, height: 800 });
            await api.login();
            const name = uniqueName('E2E colour history');
            await api.post('/event/add', { event_name: name, event_description: 'colour', event_color: '#ef9a9a' });
            const found = await api.post<{ docs: Array<{ _id: string }> }>('/event/alldetails', {
                page: 1,
                limit: 1,
                search: name,
            });
            const picked = '#d1c4e9';
            await api.post(`/event/edit/${found.data.docs[0]._id}`, { event_color: picked });
            // The edit modal by its address: the list's row looks differ between a phone and a desk.
            await page.goto(`/event/${found.data.docs[0]._id}`);
            const form = page.getByRole('dialog', { name: 'Edit Event' });
            await expect(form.getByLabel('Event Name')).toHaveValue(name);
            await form.getByRole('button', { name: 'History' }).click();
            const history = page.getByRole('dialog', { name: `History of ${name}` });
            const edited = history.getByRole('listitem').filter({ hasText: 'Version 2' });
            await expect(edited.getByText(`Color: #ef9a9a → ${picked}`)).toBeVisible();
            for (const code of ['#ef9a9a', picked]) {
                const swatch = edited.locator(`[data-colour="${code}"] > span`);
                await expect(swatch).toBeVisible();
                expect(await swatch.evaluate(el => getComputedStyle(el).backgroundColor)).toBe(rgbOf(code));
            }
        });
    }

    test('a delete, then Restore in Recently deleted: the row is back with its id; bulk delete says so', async ({
        session: page,
        api,
    }) => {
        await api.login();
        const { name } = await addGrade(api, 'E2E DELETED');
        const stored = name.toLowerCase();
        const added = await api.get<Array<{ _id: string; grade: string }>>('/grade/alldetails');
        const id = added.data.find(grade => grade.grade === stored)?._id;
        await page.goto('/grade');
        await search(page, stored, 'Find');
        await rows(page).first().getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, 'Grade deleted successfully')).toBeVisible();
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();

        const dialog = await recentlyDeleted(page, 'grades');
        const item = dialog.getByRole('listitem').filter({ hasText: stored });
        // The lists' date-time style, as everywhere in the console.
        await expect(item.getByText(MOMENT_BY_ADMIN)).toBeVisible();
        await item.getByRole('button', { name: 'Restore' }).click();
        await expect(item).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(toast(page, 'Grade restored successfully')).toBeVisible();
        await expect(rows(page).first()).toContainText(stored);
        const grades = await api.get<Array<{ _id: string; grade: string }>>('/grade/alldetails');
        expect(grades.data.find(grade => grade.grade === stored)?._id).toBe(id);

        await rows(page).first().getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
        const bulk = page.getByRole('dialog', { name: 'Delete 1 grade?' });
        await expect(bulk.getByText('Deleted rows can be restored from "Recently deleted" for 30 days.')).toBeVisible();
        await bulk.getByRole('button', { name: 'Cancel' }).click();
    });
});
