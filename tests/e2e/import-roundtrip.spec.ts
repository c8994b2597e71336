import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { importDialog, openWithFile, previewRows, summary } from './support/csvImport';
import { expect, test } from './support/fixtures';
import { rows, search, uniqueName } from './support/screens';

// An exported file imports back as the records it holds: found and skipped or updated, never added twice.

const csvOf = async (download: Download) =>
    Papa.parse<string[]>(await readFile(await download.path(), 'utf8'), { skipEmptyLines: true }).data;

const exportList = async (page: Page) => {
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    return csvOf(await waiting);
};

const total = async (page: Page) => Number((await page.getByText(/^\d+-\d+ of \d+$/).textContent())?.split(' of ')[1]);

test.describe('CSV export, then import (issue 34)', () => {
    test('5: students (JSON) exported come back as the records they are: skipped, or updated, never added', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        await api.login();
        const count = async (search: string) =>
            (await api.post<{ totalDocs: number }>('/getAllStudents', { page: 1, limit: 1, search })).data.totalDocs;
        const shown = await count('King');
        const before = await count('');
        expect(shown).toBeGreaterThan(1);
        await page.goto('/students');
        await search(page, 'King');
        await expect(rows(page)).toHaveCount(shown);
        const exported = await exportList(page);
        expect(exported[0]).toEqual(['Name', 'email', 'phone number', 'Status', 'Created date']);
        expect(exported.length - 1).toBe(shown);

        await openWithFile(page, 'students.csv', Papa.unparse(exported));
        await expect(summary(page)).toHaveText(`${shown} valid rows, 0 with errors`);
        await expect(importDialog(page).getByRole('radiogroup', { name: /Rows that already exist/ })).toBeVisible();
        await expect(importDialog(page)).toContainText(`Rows that already exist: ${shown}`);
        await expect(previewRows(page).first()).toContainText('Already exists');
        await expect(importDialog(page).getByRole('button', { name: 'Import 0 valid rows' })).toBeDisabled();

        await importDialog(page).getByRole('radio', { name: 'Update them' }).check();
        await expect(previewRows(page).first()).toContainText('Already exists: will be updated');
        await importDialog(page)
            .getByRole('button', { name: `Import ${shown} valid rows` })
            .click();
        await expect(
            importDialog(page)
                .getByRole('status')
                .filter({ hasText: `${shown} updated` }),
        ).toBeVisible();
        await expect(previewRows(page).filter({ hasText: 'Updated' })).toHaveCount(shown);
        const after = (await api.post<{ totalDocs: number }>('/getAllStudents', { page: 1, limit: 1, search: '' })).data
            .totalDocs;
        expect(after).toBe(before);
    });

    test('6: coupons (JSON): "30%", "$36", "Unlimited" and choice names read back; new codes added, known ones kept', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        await page.goto('/general/coupon-code');
        await expect(rows(page).first()).toBeVisible();
        const exported = await exportList(page);
        const [header, ...body] = exported;
        const at = (label: string) => header.indexOf(label);
        const code = uniqueName('RT').replace(/\W/g, '').toUpperCase();
        const copy = (from: string[], changes: Record<string, string>) =>
            header.map((label, i) => changes[label] ?? from[i]);
        const added = [
            copy(body[0], { 'Coupon Code': `${code}P`, Price: '30%', 'Max Redemption': 'Unlimited' }),
            copy(body[0], { 'Coupon Code': `${code}A`, Price: '$36', 'Max Redemption': '5' }),
        ];
        expect(body.map(r => r[at('Price')]).some(p => p.endsWith('%'))).toBe(true);
        expect(body.map(r => r[at('Max Redemption')])).toContain('Unlimited');

        await openWithFile(page, 'coupons.csv', Papa.unparse([header, ...body, ...added]));
        await expect(summary(page)).toHaveText(`${body.length + 2} valid rows, 0 with errors`);
        await expect(importDialog(page)).toContainText(`Rows that already exist: ${body.length}`);
        await importDialog(page).getByRole('button', { name: 'Import 2 valid rows' }).click();
        await expect(importDialog(page).getByRole('status').filter({ hasText: '2 added' })).toBeVisible();

        await api.login();
        const list = await api.get<{ docs: Array<Record<string, unknown>> }>('/discount?current_page=1&limit=100');
        const mine = list.data.docs.filter(c => String(c.couponCode).startsWith(code));
        expect(mine.map(c => [c.couponCode, c.offerType, Number(c.amount), c.maxApply ?? null]).sort()).toEqual([
            [`${code}A`, 'amount', 36, 5],
            [`${code}P`, 'percent', 30, null],
        ]);
        expect(list.data.docs).toHaveLength(body.length + 2);
    });

    test('7: events (form-data) exported again are found, not created twice; updated through the form-data call', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        await page.goto('/event');
        await search(page, 'the');
        await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
        const shown = await total(page);
        const exported = await exportList(page);
        expect(exported.length - 1).toBe(shown);
        await api.login();
        const count = async () =>
            (await api.post<{ totalDocs: number }>('/event/alldetails', { page: 1, limit: 1, search: '' })).data
                .totalDocs;
        const before = await count();

        await openWithFile(page, 'events.csv', Papa.unparse(exported));
        await expect(summary(page)).toHaveText(`${shown} valid rows, 0 with errors`);
        await expect(importDialog(page)).toContainText(`Rows that already exist: ${shown}`);
        await expect(importDialog(page).getByRole('button', { name: 'Import 0 valid rows' })).toBeDisabled();
        await importDialog(page).getByRole('radio', { name: 'Update them' }).check();
        await importDialog(page)
            .getByRole('button', { name: `Import ${shown} valid rows` })
            .click();
        await expect(
            importDialog(page)
                .getByRole('status')
                .filter({ hasText: `${shown} updated` }),
        ).toBeVisible();
        expect(await count()).toBe(before);
    });
});
