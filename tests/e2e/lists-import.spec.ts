import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { rows, search, uniqueName } from './support/screens';

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import from CSV' });
const previewRows = (page: Page) => importDialog(page).locator('tbody tr');

/** Opens Import CSV with the keyboard and hands it a file. */
const openWithFile = async (page: Page, name: string, csv: string) => {
    await page.getByRole('button', { name: 'Import CSV' }).focus();
    await page.keyboard.press('Enter');
    await expect(importDialog(page).getByRole('button', { name: 'Choose a CSV file' })).toBeVisible();
    await importDialog(page)
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importDialog(page)).toContainText(`${name}:`);
};

const csvOf = async (download: import('@playwright/test').Download) =>
    Papa.parse<string[]>(await readFile(await download.path(), 'utf8'), { skipEmptyLines: true }).data;

test.describe('CSV import', () => {
    test('tags (JSON): headers matched, invalid rows shown with the form’s message, valid ones added, errors downloaded', async ({
        signedIn: page,
    }) => {
        test.slow();
        const prefix = uniqueName('import tag');
        const csv = `Tag,Description,Created date\n${prefix} one,first,\n,no tag,\n${prefix} two,"second, with a comma",\n`;
        await page.goto('/tag');
        await openWithFile(page, 'tags.csv', csv);
        await expect(importDialog(page).getByRole('combobox', { name: 'Field for the column "Tag"' })).toHaveText(
            'Tag',
        );
        await expect(
            importDialog(page).getByRole('combobox', { name: 'Field for the column "Created date"' }),
        ).toHaveText('Not imported');
        await expect(importDialog(page).getByRole('status').first()).toHaveText('2 valid rows, 1 with errors');
        await expect(previewRows(page).nth(1)).toContainText('Please Enter Tag');
        expect(await violations(page)).toEqual([]);

        await importDialog(page).getByRole('button', { name: 'Import 2 valid rows' }).click();
        await expect(importDialog(page).getByRole('status').filter({ hasText: '2 added' })).toBeVisible();
        await expect(previewRows(page).filter({ hasText: 'Added' })).toHaveCount(2);

        const waiting = page.waitForEvent('download');
        await importDialog(page).getByRole('button', { name: 'Download rows with errors' }).click();
        const download = await waiting;
        expect(download.suggestedFilename()).toBe('tags-errors.csv');
        expect(await csvOf(download)).toEqual([
            ['Tag', 'Description', 'Created date', 'Error'],
            ['', 'no tag', '', 'Please Enter Tag'],
        ]);

        await importDialog(page).getByRole('button', { name: 'Close' }).click();
        await search(page, prefix);
        await expect(rows(page)).toHaveCount(2);
    });

    test('events (form-data): a column matched by hand, palette rule per row; the export of chosen columns comes back in', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        const prefix = uniqueName('import event');
        const csv = [
            'Event Name,Details,Colour',
            `${prefix} ok,fine,#ffcdd2`,
            `${prefix} off palette,wrong,#123456`,
            `${prefix} no colour,none,`,
        ].join('\n');
        await page.goto('/event');
        await openWithFile(page, 'events.csv', csv);
        // "Colour" is no field's name: every row lacks its colour until the column is matched.
        await expect(importDialog(page).getByRole('status').first()).toHaveText('0 valid rows, 3 with errors');
        await expect(previewRows(page).first()).toContainText('Please choose event color');
        await importDialog(page).getByRole('combobox', { name: 'Field for the column "Colour"' }).click();
        await page.getByRole('option', { name: 'Event Color' }).click();
        await importDialog(page).getByRole('combobox', { name: 'Field for the column "Details"' }).click();
        await page.getByRole('option', { name: 'Description' }).click();
        await expect(importDialog(page).getByRole('status').first()).toHaveText('1 valid row, 2 with errors');
        await expect(previewRows(page).nth(1)).toContainText('Please choose a colour from the palette');
        await expect(previewRows(page).nth(2)).toContainText('Please choose event color');
        expect(await violations(page)).toEqual([]);

        await importDialog(page).getByRole('button', { name: 'Import 1 valid row' }).click();
        await expect(importDialog(page).getByRole('status').filter({ hasText: '1 added' })).toBeVisible();
        await importDialog(page).getByRole('button', { name: 'Close' }).click();
        await api.login();
        const found = await api.post<{ docs: Array<{ event_name: string; event_description: string }> }>(
            '/event/alldetails',
            { page: 1, limit: 10, search: prefix, sortBy: null, sortOrder: 'desc' },
        );
        expect(found.data.docs.map(e => [e.event_name, e.event_description])).toEqual([[`${prefix} ok`, 'fine']]);

        // The export writes the chosen columns in their order; the same file imports back, its headers matched.
        await search(page, prefix);
        await expect(rows(page)).toHaveCount(1);
        await page.getByRole('button', { name: 'Columns' }).click();
        const chooser = page.getByRole('dialog', { name: 'Columns shown' });
        await chooser.getByRole('checkbox', { name: 'Description' }).uncheck();
        // Past the hidden Description, then past Name.
        await chooser.getByRole('button', { name: 'Move Color up' }).click();
        await expect(page.locator('table thead th').filter({ hasText: 'Color' })).toHaveCount(1);
        await chooser.getByRole('button', { name: 'Move Color up' }).click();
        await expect(chooser.getByRole('button', { name: 'Move Color up' })).toBeDisabled();
        // The disabled button lost the focus: Escape from inside the chooser.
        await chooser.getByRole('checkbox', { name: 'Name' }).focus();
        await page.keyboard.press('Escape');
        await expect(chooser).toBeHidden();
        const waiting = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export' }).click();
        const download = await waiting;
        const exported = await csvOf(download);
        expect(exported[0]).toEqual(['Color', 'Name', 'Created date']);
        expect(exported.slice(1).map(r => r.slice(0, 2))).toEqual([['#ffcdd2', `${prefix} ok`]]);
        await openWithFile(page, 'again.csv', Papa.unparse(exported));
        await expect(importDialog(page).getByRole('status').first()).toHaveText('1 valid row, 0 with errors');
        await importDialog(page).getByRole('button', { name: 'Close' }).click();
        await page.getByRole('button', { name: 'Columns' }).click();
        await page
            .getByRole('dialog', { name: 'Columns shown' })
            .getByRole('button', { name: 'Reset columns' })
            .click();
    });
});
