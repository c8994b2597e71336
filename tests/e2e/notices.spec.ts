import { expect, test } from './support/fixtures';
import { calendarDay, dateField, dayFirst, expectDate, inDays, openCalendar, typeDate } from './support/dates';
import { rows, search, toast, uniqueName } from './support/screens';

test.describe('Notice Board', () => {
    test('lists heading, expire date as DD MMMM YYYY, description as HTML', async ({ signedIn: page }) => {
        await page.goto('/noticeboard');
        await expect(page.getByRole('heading', { name: 'Notice Board' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'Heading',
            'Expire Date',
            'Description',
            'Action',
        ]);
        await expect(rows(page)).toHaveCount(10);
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).toHaveText(
            /^\d{2} [A-Z][a-z]+ \d{4}$/,
        );
        await expect(page.getByRole('button', { name: 'Page 3' })).toBeVisible();
        await expect(rows(page).first().getByRole('button', { name: 'Delete' })).toHaveCount(0);
    });

    test('add validates heading, date and empty rich text, then saves', async ({ signedIn: page }) => {
        await page.goto('/noticeboard');
        await page.getByRole('button', { name: 'Add' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Notice' });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please Enter Heading', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Please select date', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Please enter description', { exact: true })).toBeVisible();

        const date = dateField(dialog, 'Expire Date');
        // The earliest day is today: the calendar cannot go back a month, and yesterday is disabled.
        const calendar = await openCalendar(page, date);
        await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeDisabled();
        await expect(calendarDay(calendar, Number(inDays(0).slice(8)))).toBeEnabled();
        if (inDays(-1).slice(0, 7) === inDays(0).slice(0, 7))
            await expect(calendarDay(calendar, Number(inDays(-1).slice(8)))).toBeDisabled();
        await page.keyboard.press('Escape');
        await expect(calendar).toBeHidden();
        // Typed dates are read day first; out of range, the message says which bound.
        await typeDate(date, '01/01/2020');
        await expectDate(date, '01/01/2020');
        await expect(dialog.getByText(`Please select ${dayFirst(inDays(0))} or later`, { exact: true })).toBeVisible();
        await typeDate(date, '01/01/2100');
        await expect(dialog.getByText('Please select 31/12/2099 or earlier', { exact: true })).toBeVisible();

        const heading = uniqueName('E2E notice');
        await dialog.getByLabel('Heading').fill(heading);
        await typeDate(date, dayFirst(inDays(30)));
        const editor = dialog.locator('.ProseMirror');
        await editor.click();
        await page.keyboard.type('Bring ');
        await page.keyboard.press('Control+b');
        await page.keyboard.type('your books');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'Notice added successfully')).toBeVisible();
        await search(page, heading);
        await expect(rows(page).first().locator('strong')).toHaveText('your books');
    });

    test('edit is prefilled from the row', async ({ signedIn: page, api }) => {
        await api.login();
        const heading = uniqueName('E2E notice edit');
        await api.post('/notice/add', {
            notice_heading: heading,
            notice_desc: '<p>Original text</p>',
            end_date: inDays(10),
        });
        await page.goto('/noticeboard');
        await search(page, heading);
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Notice' });
        await expect(dialog.getByLabel('Heading')).toHaveValue(heading);
        await expectDate(dateField(dialog, 'Expire Date'), dayFirst(inDays(10)));
        await expect(dialog.locator('.ProseMirror')).toHaveText('Original text');
        await dialog.getByLabel('Heading').fill(`${heading} v2`);
        await dialog.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Notice updated successfully')).toBeVisible();
        await search(page, `${heading} v2`);
        await expect(rows(page)).toHaveCount(1);
    });

    test('HTML with a script or an event handler from the API never runs', async ({ signedIn: page, api }) => {
        await api.login();
        const heading = uniqueName('E2E xss');
        const stored = await api.post('/notice/add', {
            notice_heading: heading,
            notice_desc:
                '<p>Hello<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>' +
                '<a href="javascript:window.__xss = 3">link</a></p>',
            end_date: inDays(5),
        });
        expect(stored.success).toBe(true);
        await page.goto('/noticeboard');
        await search(page, heading);
        const cell = rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(2);
        await expect(cell).toContainText('Hello');
        await expect(cell.locator('img')).toHaveCount(1);
        expect(await cell.locator('img').getAttribute('onerror')).toBeNull();
        await expect(cell.locator('script')).toHaveCount(0);
        await cell.getByText('link').click();
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    });
});
