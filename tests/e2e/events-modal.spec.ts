import type { Page } from '@playwright/test';
import { type Api, expect, test } from './support/fixtures';
import { pickColour, rows, search, toast, uniqueName } from './support/screens';

/** Adds an event through the API, finds it in the list and opens its Edit modal. */
const editNewEvent = async (page: Page, api: Api, prefix: string) => {
    await api.login();
    const name = uniqueName(prefix);
    await api.post('/event/add', { event_name: name, event_description: 'before', event_color: '#ef9a9a' });
    await page.goto('/event');
    await search(page, name);
    await rows(page).first().getByRole('button', { name: 'Edit' }).click();
    return { name, dialog: page.getByRole('dialog', { name: 'Edit Event' }) };
};

test.describe('Events', () => {
    test('add shows the validation messages, then saves with the server message', async ({ session: page }) => {
        await page.goto('/event');
        await page.getByRole('button', { name: 'Add' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Event' });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please Enter Event Name', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Please choose event color', { exact: true })).toBeVisible();

        const name = uniqueName('E2E event');
        await dialog.getByLabel('Event Name').fill(name);
        await dialog.getByLabel('Description').fill('Made by the end-to-end test');
        await pickColour(page, 5);
        await expect(dialog.getByText('Please choose event color')).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Event added successfully')).toBeVisible();
        await expect(dialog).toBeHidden();
        await search(page, name);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText('Made by the end-to-end test');
    });

    test('edit is prefilled from the row and saves', async ({ signedIn: page, api }) => {
        const { name, dialog } = await editNewEvent(page, api, 'E2E edit');
        await expect(dialog.getByLabel('Event Name')).toHaveValue(name);
        await expect(dialog.getByRole('radio', { name: '#ef9a9a' })).toHaveAttribute('aria-checked', 'true');
        await dialog.getByLabel('Description').fill('after');
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Event updated successfully')).toBeVisible();
        await expect(rows(page).first()).toContainText('after');
    });

    test('edit opens on the row the list holds, reading nothing again', async ({ session: page }) => {
        await page.goto('/event');
        const name =
            (await rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        // Every list read after the click, by what it searched for (a record's read looks through the list).
        const reads: string[] = [];
        page.on('request', request => {
            if (request.url().endsWith('/event/alldetails'))
                reads.push(String((JSON.parse(request.postData() ?? '{}') as { search?: unknown }).search ?? ''));
        });
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
        await expect(dialog.getByLabel('Event Name')).toHaveValue(name);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toHaveCount(0);
        // A search after it: requests arrive in order, so any read the modal made came before this one.
        const term = 'zzz-after-the-modal';
        await search(page, term);
        await expect.poll(() => reads.includes(term)).toBe(true);
        expect(reads.slice(0, reads.indexOf(term))).toEqual([]);
    });

    test('a saved edit shows in its row as the modal closes, before the list is read again', async ({
        signedIn: page,
        api,
    }) => {
        const { dialog } = await editNewEvent(page, api, 'E2E shown');
        await dialog.getByLabel('Description').fill('after');
        // The list's reload after the save is held until the row has been seen.
        let release!: () => void;
        const released = new Promise<void>(resolve => (release = resolve));
        await page.route('**/event/alldetails', async route => {
            await released;
            await route.continue();
        });
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(rows(page).first()).toContainText('after');
        release();
        await expect(toast(page, 'Event updated successfully')).toBeVisible();
    });

    test('a save leaves its modal in one step back, the unsaved-changes guard not in the way', async ({
        signedIn: page,
        api,
    }) => {
        const { dialog } = await editNewEvent(page, api, 'E2E one step');
        await dialog.getByLabel('Description').fill('after');
        // Every history step the browser takes from here, by the path it lands on.
        await page.evaluate(() => {
            const steps: string[] = [];
            (window as unknown as { historySteps: string[] }).historySteps = steps;
            window.addEventListener('popstate', () => steps.push(window.location.pathname));
        });
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/\/event(\?|$)/);
        await expect(rows(page).first()).toContainText('after');
        await expect(toast(page, 'Event updated successfully')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Keep editing' })).toHaveCount(0);
        // Not blocked by the guard, put back, then let through (three steps and the modal drawn again meanwhile).
        expect(await page.evaluate(() => (window as unknown as { historySteps: string[] }).historySteps)).toEqual([
            '/event',
        ]);
    });

    test('the colour palette works from the keyboard', async ({ session: page }) => {
        await page.goto('/event');
        await page.getByRole('button', { name: 'Add' }).click();
        const first = page.getByRole('radio').first();
        await first.focus();
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('radio').nth(14)).toHaveAttribute('aria-checked', 'true');
        await expect(page.getByRole('radio').nth(14)).toBeFocused();
    });
});
