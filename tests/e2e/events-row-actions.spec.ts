import { expect, test } from './support/fixtures';
import { expectConfirmText, rows, search, toast, uniqueName } from './support/screens';

test.describe('Events', () => {
    test('delete asks with the spec text, then removes the row', async ({ signedIn: page, api }) => {
        await api.login();
        const name = uniqueName('E2E delete');
        await api.post('/event/add', { event_name: name, event_color: '#ef9a9a' });
        await page.goto('/event');
        await search(page, name);
        await rows(page).first().getByRole('button', { name: 'Delete' }).click();
        await expectConfirmText(page, 'Are you sure you want to  delete this event ?');
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, 'Event deleted successfully')).toBeVisible();
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test("a row's buttons name themselves in one tooltip, under the pointer or the keyboard's focus", async ({
        session: page,
    }) => {
        await page.goto('/event');
        const row = rows(page).first();
        const edit = row.getByRole('button', { name: 'Edit' });
        const remove = row.getByRole('button', { name: 'Delete' });
        await edit.hover();
        await expect(page.getByRole('tooltip')).toHaveText('Edit');
        await remove.hover();
        await expect(page.getByRole('tooltip')).toHaveText('Delete');
        await expect(page.getByRole('tooltip')).toHaveCount(1);
        await page.getByRole('heading', { name: 'Events' }).hover();
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        // A click's focus shows no tooltip; the keyboard's does, and Escape hides it.
        await page.mouse.move(0, 790);
        await edit.focus();
        await page.keyboard.press('Tab');
        await expect(remove).toBeFocused();
        await expect(page.getByRole('tooltip')).toHaveText('Delete');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        // The confirmation, mounted on this first ask, hands the focus back to the row's Delete on Cancel.
        await remove.press('Enter');
        await expectConfirmText(page, 'Are you sure you want to  delete this event ?');
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(remove).toBeFocused();
    });

    test('deleting the last row of a page steps back one page', async ({ signedIn: page, api }) => {
        await api.login();
        const prefix = uniqueName('Stepback');
        for (let i = 0; i < 11; i++) {
            await api.post('/event/add', {
                event_name: `${prefix} ${String(i).padStart(2, '0')}`,
                event_color: '#ef9a9a',
            });
        }
        await page.goto('/event');
        await search(page, prefix);
        await page.getByRole('button', { name: 'Page 2' }).click();
        await expect(rows(page)).toHaveCount(1);
        await rows(page).first().getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(page).toHaveURL(/page=1/);
        await expect(rows(page)).toHaveCount(10);
    });
});
