import type { Page } from '@playwright/test';
import { choosePreset, settle, violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { addGrade, rows, search, uniqueName } from './support/screens';

const sweep = async (page: Page, list: string, openRow: () => Promise<void>) => {
    await page.getByRole('button', { name: 'Recently deleted' }).click();
    const deleted = page.getByRole('dialog', { name: `Recently deleted: ${list}` });
    await expect(deleted.getByText(/Deleted records are kept/)).toBeVisible();
    await settle(page);
    expect(await violations(page)).toEqual([]);
    await deleted.getByRole('button', { name: 'Close' }).click();
    await openRow();
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: /^History of / });
    await expect(history.getByRole('heading', { name: /^Version / }).first()).toBeVisible();
    await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
    expect(await violations(page)).toEqual([]);
    await history.getByRole('button', { name: 'Restore this version' }).first().click();
    await expect(page.getByRole('dialog', { name: /^Restore version/ })).toBeVisible();
    await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
    expect(await violations(page)).toEqual([]);
};

test.describe('History and Recently deleted are readable (axe)', () => {
    test('in the default colours and on a 375 px phone', async ({ session: page, api }) => {
        test.slow();
        await api.login();
        const { name } = await addGrade(api, 'E2E AXE');
        const stored = name.toLowerCase();
        const grades = await api.get<Array<{ _id: string; grade: string }>>('/grade/alldetails');
        const id = grades.data.find(grade => grade.grade === stored)?._id;
        await api.post(`/grade/edit/${id}`, { id, grade: `${stored} edited` });
        for (const width of [1280, 375]) {
            await page.setViewportSize({ width, height: 800 });
            await page.goto('/grade');
            await sweep(page, 'grades', async () => {
                await search(page, `${stored} edited`, 'Find');
                if (width > 375) await rows(page).first().getByRole('button', { name: 'Edit' }).click();
                else {
                    await page.getByRole('button', { name: `Actions for ${stored} edited` }).click();
                    await page
                        .getByRole('group', { name: `${stored} edited` })
                        .getByRole('button', { name: 'Edit' })
                        .click();
                }
            });
        }
    });

    test('in the Dark preset', async ({ signedIn: page, api }) => {
        test.slow();
        await api.login();
        const events = await api.post<{ docs: Array<{ _id: string }> }>('/event/alldetails', {
            page: 1,
            limit: 10,
            search: '',
            sortBy: null,
            sortOrder: 'desc',
        });
        const name = uniqueName('E2E dark history');
        await api.post(`/event/edit/${events.data.docs[0]._id}`, { event_name: name });
        await choosePreset(page, 'Dark');
        await page.keyboard.press('Escape');
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        await page.getByRole('menuitem', { name: 'Events', exact: true }).click();
        await sweep(page, 'events', async () => {
            await search(page, name);
            await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        });
    });
});
