import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveButton } from './support/listScreens';
import { overlaps, pickColour, rows, search, toast, uniqueName } from './support/screens';

test.describe('The frame of every screen', () => {
    test('toasts sit below the top bar, with an icon and a close button', async ({ session: page }) => {
        await page.goto('/event');
        await page.getByRole('button', { name: 'Add' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Event' });
        await dialog.getByLabel('Event Name').fill(uniqueName('E2E toast'));
        await pickColour(page, 7);
        await saveButton(dialog).click();
        const shown = toast(page, 'Event added successfully');
        await expect(shown).toBeVisible();
        await expect(shown.locator('.MuiAlert-icon')).toBeVisible();
        const bar = (await page.getByRole('banner').boundingBox())!;
        // The toast grows in (a scale transition): its box is read once it has settled.
        const edges = async () => {
            const box = await shown.boundingBox();
            return box ? { top: box.y, right: box.x + box.width } : null;
        };
        await expect.poll(async () => (await edges())?.right).toBeGreaterThan(1366 - 40);
        expect((await edges())!.top).toBeGreaterThanOrEqual(bar.y + bar.height);
        // At the top right, as the spec has it (part 1, section 4).
        expect((await edges())!.top).toBeLessThan(800 / 2);
        await shown.getByRole('button', { name: 'Close' }).click();
        await expect(shown).toBeHidden();
    });

    test("toasts after Save view or a bulk action cover none of the list's tools", async ({ signedIn: page, api }) => {
        await api.login();
        const name = uniqueName('E2E toast clear');
        expect((await api.post('/event/add', { event_name: name, event_color: '#ef9a9a' })).success).toBe(true);
        await page.goto('/event');
        await search(page, name);
        await expect(rows(page)).toHaveCount(1);
        const tools = ['Views', 'Save view', 'Columns', 'Export'].map(tool => page.getByRole('button', { name: tool }));
        /** Whether the toast, grown to its size, covers any of the toolbar's buttons or the search box. */
        const coversATool = async (shown: Locator) => {
            await expect(shown).toHaveCSS('transform', 'none');
            const box = (await shown.boundingBox())!;
            for (const tool of [...tools, page.getByPlaceholder('Search')]) {
                if (overlaps(box, (await tool.boundingBox())!)) return true;
            }
            return false;
        };

        await page.getByRole('button', { name: 'Save view' }).click();
        await page.getByRole('dialog', { name: 'Save view' }).getByLabel('View name').fill(`View ${name}`);
        await page.keyboard.press('Enter');
        const saved = toast(page, `View "View ${name}" saved`);
        await expect(saved).toBeVisible();
        expect(await coversATool(saved)).toBe(false);
        await saved.getByRole('button', { name: 'Close' }).click();
        await expect(saved).toBeHidden();

        await rows(page).first().getByRole('checkbox', { name: 'Select this row' }).check();
        await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        const deleted = toast(page, '1 deleted');
        await expect(deleted).toBeVisible();
        expect(await coversATool(deleted)).toBe(false);
    });

    test("a refusal's toast leaves the open modal's buttons in reach, to try again", async ({ session: page }) => {
        await page.setViewportSize({ width: 1366, height: 600 });
        const refusal = 'The server refused this event for now: please try again in a moment or ask the support team.';
        await page.route('**/event/add', route =>
            route.fulfill({ json: { success: false, message: refusal, data: null } }),
        );
        await page.goto('/event');
        await page.getByRole('button', { name: 'Add' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Event' });
        await dialog.getByLabel('Event Name').fill(uniqueName('E2E refused'));
        await pickColour(page, 3);
        await saveButton(dialog).click();
        // Outside the modal, whose backdrop hides the rest of the page from the accessibility tree.
        const shown = page.locator('.MuiSnackbar-root .MuiAlert-root').filter({ hasText: refusal });
        await expect(shown).toHaveCSS('transform', 'none');
        const box = (await shown.boundingBox())!;
        for (const button of [saveButton(dialog), dialog.getByRole('button', { name: 'Cancel' })]) {
            expect(overlaps(box, (await button.boundingBox())!)).toBe(false);
        }
    });
});
