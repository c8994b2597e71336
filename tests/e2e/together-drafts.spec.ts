import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { enabledCoach, rowOf } from './support/people';
import { search, uniqueName } from './support/screens';

test.describe('Drafts', () => {
    const ADD = '/coach-resource-center/create';
    const offer = (page: Page) => page.getByRole('status').filter({ hasText: /^Unsaved changes from \d{1,2}:\d{2}/ });
    const addForm = async (page: Page) => {
        await page.goto(ADD);
        const form = page.getByRole('dialog', { name: 'Add Resource' });
        await expect(form.getByLabel('Title')).toBeVisible();
        return form;
    };

    test('typed and not saved survives a closed tab for the same person, and is never offered to another', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        const title = uniqueName('draft');
        const first = await addForm(page);
        await first.getByLabel('Title').fill(title);
        // The page goes away before the typing pause ends: what was typed is kept as it goes.
        const kept = await page.evaluate(() => {
            window.dispatchEvent(new Event('pagehide'));
            return Object.keys(localStorage)
                .filter(key => key.startsWith('console.draft.'))
                .map(key => localStorage.getItem(key) ?? '');
        });
        expect(kept.some(draft => draft.includes(title))).toBe(true);
        const context = page.context();
        await page.close();

        // The same person, a new page: offered, and restored.
        const again = await context.newPage();
        const form = await addForm(again);
        await expect(offer(again)).toBeVisible();
        await offer(again).getByRole('button', { name: 'Restore' }).click();
        await expect(form.getByLabel('Title')).toHaveValue(title);
        await expect(offer(again)).toBeHidden();
        await again.close();

        // Another person on the same browser (a coach, by log in as): nothing offered.
        const other = await context.newPage();
        await api.login();
        const coach = await enabledCoach(api);
        await other.goto('/user');
        await search(other, coach.email);
        await rowOf(other, coach.email).getByRole('button', { name: 'Log in as' }).click();
        await expect(other.getByRole('status').filter({ hasText: 'Signed in as' })).toBeVisible();
        const theirs = await addForm(other);
        await theirs.getByLabel('Title').fill('x');
        await expect(theirs.getByLabel('Title')).toHaveValue('x');
        await expect(offer(other)).toHaveCount(0);
        await expect(theirs.getByText(title)).toHaveCount(0);
    });

    test('Discard drops the draft: the form opens clean the next time', async ({ signedIn: page }) => {
        const first = await addForm(page);
        await first.getByLabel('Title').fill(uniqueName('dropped'));
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        const context = page.context();
        await page.close();
        const again = await context.newPage();
        await addForm(again);
        await expect(offer(again)).toBeVisible();
        await offer(again).getByRole('button', { name: 'Discard' }).click();
        await expect(offer(again)).toBeHidden();
        await again.close();
        const last = await context.newPage();
        const form = await addForm(last);
        await form.getByLabel('Title').fill('y');
        await expect(form.getByLabel('Title')).toHaveValue('y');
        await expect(offer(last)).toHaveCount(0);
    });
});
