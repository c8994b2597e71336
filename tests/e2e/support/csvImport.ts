import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import from CSV' });
export const previewRows = (page: Page) => importDialog(page).locator('tbody tr');
export const summary = (page: Page) => importDialog(page).getByRole('status').first();

/** Opens Import CSV and hands it a file, waiting until the dialog names it. */
export const openWithFile = async (page: Page, name: string, csv: string) => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await importDialog(page)
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importDialog(page)).toContainText(`${name}:`);
};
