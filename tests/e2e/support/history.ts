import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { editGrade } from './screens';

/** The grade's history, opened from its edit modal. */
export const openHistory = async (page: Page, name: string) => {
    const { form } = await editGrade(page, name);
    await form.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `History of ${name}` });
    await expect(history.getByRole('heading', { name: /^Version 1 · Created/ })).toBeVisible();
    return history;
};

/** The list's Recently deleted dialog, opened from its button. */
export const recentlyDeleted = async (page: Page, items: string) => {
    await page.getByRole('button', { name: 'Recently deleted' }).click();
    const dialog = page.getByRole('dialog', { name: `Recently deleted: ${items}` });
    await expect(dialog.getByText('Deleted records are kept for 30 days, then removed for good.')).toBeVisible();
    return dialog;
};
