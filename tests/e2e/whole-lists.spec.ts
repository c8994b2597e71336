import { expect, test } from './support/fixtures';
import { rows, search } from './support/screens';

/** The first column's texts of the rows shown. */
const firstCells = (page: import('@playwright/test').Page) =>
    rows(page).locator('td:not(.MuiTableCell-paddingCheckbox):first-of-type, td.MuiTableCell-paddingCheckbox + td');

test.describe('A whole list held by the console', () => {
    test('searches, sorts and pages as the API rows say, reading the list once', async ({ session: page, api }) => {
        const reads: string[] = [];
        page.context().on('request', request => {
            if (new URL(request.url()).pathname === '/grade/alldetails') reads.push(request.method());
        });
        await page.goto('/grade');
        await expect(rows(page)).toHaveCount(10);
        await expect.poll(() => reads.length).toBe(1);

        await api.login();
        const grades = (await api.get<{ grade: string }[]>('/grade/alldetails')).data.map(g => g.grade);
        const expected = grades
            .filter(grade => grade.toLowerCase().includes('grade'))
            .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), undefined, { numeric: true }));
        expect(expected.length).toBeGreaterThan(10);

        await search(page, 'GRADE', 'Find');
        await page.locator('table thead').getByText('Grade', { exact: true }).click();
        await expect(firstCells(page)).toHaveText(expected.slice(0, 10));
        await page.getByRole('button', { name: 'Go to next page' }).click();
        await expect(firstCells(page)).toHaveText(expected.slice(10, 20));
        expect(reads).toHaveLength(1);
    });
});
