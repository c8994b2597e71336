import { request } from '@playwright/test';
import { API_URL, expect, test } from './support/fixtures';
import { openHistory, recentlyDeleted } from './support/history';
import { addGrade } from './support/screens';

test.describe('History and Recently deleted have their own addresses (issue 47)', () => {
    test('Back closes each and Forward opens it again; the list stays', async ({ session: page, api }) => {
        await api.login();
        const { id, name } = await addGrade(api, 'E2E HISTORY URL');
        await page.goto('/grade');
        await openHistory(page, name.toLowerCase());
        const history = page.getByRole('dialog', { name: `History of ${name.toLowerCase()}` });
        await expect(page).toHaveURL(new RegExp(`/grade/${id}/history`));
        await page.goBack();
        await expect(history).toBeHidden();
        await expect(page.getByRole('dialog', { name: 'Edit Grade' })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/grade/${id}\\?`));
        await page.goForward();
        await expect(history.getByRole('heading', { name: /^Version 1 · Created/ })).toBeVisible();
        // A link to it opens the record with its history over it.
        await page.goto(`/grade/${id}/history`);
        await expect(history.getByRole('heading', { name: /^Version 1 · Created/ })).toBeVisible();
        await history.getByRole('button', { name: 'Close' }).click();
        await expect(history).toBeHidden();
        await expect(page.getByRole('dialog', { name: 'Edit Grade' })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/grade/${id}$`));

        await page.goto('/grade?page=1');
        const dialog = await recentlyDeleted(page, 'grades');
        await expect(page).toHaveURL(/\/grade\/deleted\?page=1$/);
        await page.goBack();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/grade\?page=1$/);
        await expect(page.getByRole('heading', { name: 'Grades' })).toBeVisible();
        await page.goForward();
        await expect(dialog.getByText('Deleted records are kept for 30 days, then removed for good.')).toBeVisible();
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/grade\?page=1$/);
    });

    test("after a restore the focus goes to the next row's Restore, not to the dialog", async ({
        session: page,
        api,
    }) => {
        await api.login();
        const http = await request.newContext({ baseURL: API_URL });
        const names: string[] = [];
        for (const prefix of ['E2E FOCUS ONE', 'E2E FOCUS TWO']) {
            const { id, name } = await addGrade(api, prefix);
            names.push(name.toLowerCase());
            const removed = await http.delete(`/grade/delete/${id}`, {
                headers: { Authorization: `Bearer ${api.token}` },
            });
            expect(removed.status()).toBe(200);
        }
        await http.dispose();
        await page.goto('/grade');
        const dialog = await recentlyDeleted(page, 'grades');
        // Newest first: the second one deleted, then the first.
        const newest = dialog.getByRole('listitem').filter({ hasText: names[1] });
        await newest.getByRole('button', { name: 'Restore' }).click();
        await expect(newest).toHaveCount(0);
        const next = dialog
            .getByRole('listitem')
            .filter({ hasText: names[0] })
            .getByRole('button', { name: 'Restore' });
        await expect(next).toBeFocused();
    });
});
