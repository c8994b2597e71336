import { expect, test } from './support/fixtures';
import {
    expectConfirmText,
    expectFirstColumnSorted,
    pickColour,
    rows,
    search,
    toast,
    uniqueName,
} from './support/screens';

test.describe('Events', () => {
    test('lists ten rows a page with the spec columns and DD/MM/YYYY dates', async ({ session: page }) => {
        await page.goto('/event');
        await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
        const headers = page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)');
        await expect(headers).toHaveText(['Name', 'Description', 'Color', 'Created date', 'Action']);
        await expect(rows(page)).toHaveCount(10);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(3)).toHaveText(
            /^\d{2}\/\d{2}\/\d{4}$/,
        );
        await expect(
            rows(page)
                .first()
                .getByRole('img', { name: /^Colour #/ }),
        ).toBeVisible();
    });

    test('pages on the server and keeps the page in the URL across a reload', async ({ session: page }) => {
        await page.goto('/event');
        // Read once the first page has rendered, not while it is still loading.
        await expect(rows(page)).toHaveCount(10);
        const firstOnPage1 = await rows(page)
            .first()
            .locator('td:not(.MuiTableCell-paddingCheckbox)')
            .first()
            .textContent();
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).not.toHaveText(
            firstOnPage1 ?? '',
        );
        const firstOnPage2 = await rows(page)
            .first()
            .locator('td:not(.MuiTableCell-paddingCheckbox)')
            .first()
            .textContent();
        await page.reload();
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            firstOnPage2 ?? '',
        );
        await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    });

    test('sorts by name and goes back to page 1', async ({ session: page }) => {
        await page.goto('/event?page=2');
        const name = page.getByRole('columnheader', { name: 'Name' });
        await expect(name).not.toHaveAttribute('aria-sort');
        await page.locator('table thead').getByText('Name', { exact: true }).click();
        await expect(page).toHaveURL(/sort=event_name/);
        await expect(page).toHaveURL(/page=1/);
        await expectFirstColumnSorted(page, (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
        // The sorted column says so to assistive technology; pointing at its head names the next order.
        await expect(name).toHaveAttribute('aria-sort', 'ascending');
        await name.getByRole('button').hover();
        await expect(page.getByRole('tooltip')).toHaveText('Sort by name descending');
        await name.getByRole('button').click();
        await expect(name).toHaveAttribute('aria-sort', 'descending');
        await expect(page).toHaveURL(/order=DESC/);
    });

    test('searches on the server and says when nothing matches', async ({ session: page }) => {
        await page.goto('/event');
        const name =
            (await rows(page).nth(2).locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await search(page, name);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(name);
        await search(page, 'zzz-nothing-like-this');
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test('the search box clears with its button and follows Back and Forward', async ({ session: page }) => {
        await page.goto('/event');
        await expect(rows(page)).toHaveCount(10);
        const box = page.getByPlaceholder('Search');
        // Nothing typed: the search icon, no clear button.
        await expect(page.getByRole('button', { name: 'Clear value' })).toHaveCount(0);
        const name =
            (await rows(page).nth(2).locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await search(page, name);
        await expect(rows(page)).toHaveCount(1);
        await page.getByRole('button', { name: 'Clear value' }).click();
        await expect(box).toHaveValue('');
        await expect(box).toBeFocused();
        await expect(page).toHaveURL(/filter=%7B%7D/);
        await expect(rows(page)).toHaveCount(10);
        // The URL's search shows in the box, however it came back.
        await page.goBack();
        await expect(box).toHaveValue(name);
        await expect(rows(page)).toHaveCount(1);
        await page.goForward();
        await expect(box).toHaveValue('');
        await expect(rows(page)).toHaveCount(10);
        // Typed, then cleared before the search left: the search never arrives after the clear.
        const asked: string[] = [];
        page.on('request', request => {
            if (request.url().endsWith('/event/alldetails')) asked.push(request.postDataJSON()?.search ?? '');
        });
        await box.fill('zzz');
        await page.getByRole('button', { name: 'Clear value' }).click();
        await expect(box).toHaveValue('');
        // Longer than the list's debounce (500 ms): a search for "zzz" would have left by then.
        await page.waitForTimeout(1200);
        expect(asked).not.toContain('zzz');
        await expect(rows(page)).toHaveCount(10);
        await expect(box).toHaveValue('');
    });

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
        await api.login();
        const name = uniqueName('E2E edit');
        await api.post('/event/add', { event_name: name, event_description: 'before', event_color: '#ef9a9a' });
        await page.goto('/event');
        await search(page, name);
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
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
        await api.login();
        const name = uniqueName('E2E shown');
        await api.post('/event/add', { event_name: name, event_description: 'before', event_color: '#ef9a9a' });
        await page.goto('/event');
        await search(page, name);
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
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
        await api.login();
        const name = uniqueName('E2E one step');
        await api.post('/event/add', { event_name: name, event_description: 'before', event_color: '#ef9a9a' });
        await page.goto('/event');
        await search(page, name);
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
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
