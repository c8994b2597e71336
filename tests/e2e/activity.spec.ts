import { expect, test } from './support/fixtures';
import { dateField, typeDate } from './support/dates';
import { deleteFirstRow, rows, search, uniqueName } from './support/screens';

test.describe('Activity log', () => {
    test('is the last sidebar entry and shows a delete made in the test, who made it and when', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const name = uniqueName('Logged event');
        const added = await api.post('/event/add', {
            event_name: name,
            event_description: 'for the log',
            event_color: '#f44336',
        });
        expect(added.success).toBe(true);

        await page.goto('/event');
        await search(page, name);
        await expect(rows(page)).toHaveCount(1);
        await deleteFirstRow(page, 'Are you sure you want to  delete this event ?', 'Event deleted successfully');

        const entries = page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem');
        await expect(entries.last()).toHaveText('Activity Log');
        await entries.last().click();
        await expect(page).toHaveURL(/\/activity/);
        await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'Date',
            'Action',
            'Person',
            'Record',
            'Record type',
            'Detail',
        ]);
        const row = rows(page).filter({ hasText: name });
        await expect(row.locator('td:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
            'Delete',
            'Super Admin',
            name,
            'Event',
            '—',
        ]);
    });

    test('filters by action, person and date range', async ({ signedIn: page, api }) => {
        // A failed sign-in for an e-mail no account has is logged as "unknown account", never as the typed text.
        const stranger = `${uniqueName('stranger').replace(/\s+/g, '.')}@example.com`;
        await expect(api.login(stranger, 'Wrong@12345')).rejects.toThrow();

        await page.goto('/activity');
        await page.getByRole('combobox', { name: 'Action' }).click();
        await page.getByRole('option', { name: 'Failed sign-in' }).click();
        await expect(page).toHaveURL(/sign_in_failed/);
        await expect.poll(() => rows(page).locator('td:nth-child(2)').allTextContents()).not.toContain('Sign in');
        await expect(rows(page).filter({ hasText: 'unknown account' }).first()).toBeVisible();
        await expect(rows(page).filter({ hasText: stranger })).toHaveCount(0);

        await search(page, 'unknown acc', 'Search person');
        // The search lands when every row left names the unknown account (the list refetches after typing).
        await expect
            .poll(async () => [...new Set(await rows(page).locator('td:nth-child(3)').allTextContents())])
            .toEqual(['unknown account']);

        // A range that ended before today keeps nothing.
        await typeDate(dateField(page, 'To'), '01/01/2020');
        await expect(page).toHaveURL(/at_lte/);
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test('is read-only: no Add, no row actions', async ({ session: page }) => {
        await page.goto('/activity');
        await expect(rows(page).first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    });
});
