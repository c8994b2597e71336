import { readFile } from 'node:fs/promises';
import { format } from 'date-fns';
import { expect, test } from './support/fixtures';
import { rows, search } from './support/screens';

/** Parses the CSV react-admin's exporter writes (quoted cells, doubled quotes, CRLF or LF). */
const parseCsv = (text: string): string[][] => {
    const out: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quoted) {
            if (c === '"' && text[i + 1] === '"') {
                cell += '"';
                i++;
            } else if (c === '"') quoted = false;
            else cell += c;
        } else if (c === '"') quoted = true;
        else if (c === ',') {
            row.push(cell);
            cell = '';
        } else if (c === '\n' || c === '\r') {
            if (c === '\r' && text[i + 1] === '\n') i++;
            row.push(cell);
            out.push(row);
            row = [];
            cell = '';
        } else cell += c;
    }
    if (cell || row.length) {
        row.push(cell);
        out.push(row);
    }
    return out;
};

const download = async (page: import('@playwright/test').Page) => {
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await waiting;
    return { name: file.suggestedFilename(), csv: parseCsv(await readFile(await file.path(), 'utf8')) };
};

test.describe('CSV export', () => {
    test('downloads the whole filtered set, not just the page, with the columns the list shows', async ({
        signedIn: page,
    }) => {
        await page.goto('/event');
        const range = page.getByText(/^1-10 of \d+$/);
        const totalShown = async () => Number((await range.textContent())?.split(' of ')[1]);
        await expect(range).toBeVisible();
        const unfiltered = await totalShown();
        await search(page, 'the');
        // The search's rows are in once the count drops: a filtered set of several pages, less than all.
        await expect.poll(totalShown).toBeLessThan(unfiltered);
        const total = await totalShown();
        expect(total).toBeGreaterThan(10);
        const firstName = await rows(page)
            .first()
            .locator('td:not(.MuiTableCell-paddingCheckbox)')
            .first()
            .textContent();

        const { name, csv } = await download(page);
        expect(name).toBe(`event-${format(new Date(), 'yyyy-MM-dd')}.csv`);
        expect(csv[0]).toEqual(['Name', 'Description', 'Color', 'Created date']);
        expect(csv.slice(1)).toHaveLength(total);
        expect(csv[1][0]).toBe(firstName);
        expect(csv.slice(1).every(r => /^\d{2}\/\d{2}\/\d{4}$/.test(r[3]))).toBe(true);
    });

    test("coupons: labels and the screen's words ('Unlimited', 'Expired')", async ({ signedIn: page }) => {
        await page.goto('/general/coupon-code');
        await expect(rows(page).first()).toBeVisible();
        const { name, csv } = await download(page);
        expect(name).toMatch(/^coupon-\d{4}-\d{2}-\d{2}\.csv$/);
        const header = csv[0];
        expect(header).toContain('Max Redemption');
        const total = Number((await page.getByText(/^1-10 of \d+$/).textContent())?.split(' of ')[1]);
        expect(csv.slice(1)).toHaveLength(total);
        const column = (label: string) => csv.slice(1).map(r => r[header.indexOf(label)]);
        expect(column('Max Redemption')).toContain('Unlimited');
        expect(column('Status')).toContain('Active');
        expect(column('Status').every(s => ['Active', 'Inactive', 'Expired'].includes(s))).toBe(true);
    });
});
