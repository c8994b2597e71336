import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Inputs whose code loads on demand (date, rich text, file; phone has the date's shape) hold their place while it
 * loads: the form does not move as they arrive, so a Save clicked the moment the form opens (aimed where the button
 * was) is a Save, and every declared field's message shows. The chunks are held back until the button's place is
 * taken. (A form taller than the window scrolls under a fixed Save, so only short forms are tried.)
 */
const FORMS = [
    {
        path: '/noticeboard/create',
        title: 'Add Notice',
        last: 'Heading',
        chunks: /assets\/(DayInput|RichTextInput)-[^/]*\.js$/,
        errors: ['Please Enter Heading', 'Please select date', 'Please enter description'],
    },
    {
        path: '/coach-resource-center/create',
        title: 'Add Resource',
        last: 'Link',
        chunks: /assets\/FileDropInput-[^/]*\.js$/,
        errors: ['Please add either resource or link to a resource'],
    },
];

/** Holds the matching chunks back until `release` is called. */
const holdChunks = async (page: Page, chunks: RegExp) => {
    let release = () => undefined as void;
    const released = new Promise<void>(resolve => (release = resolve));
    await page.route(chunks, async route => {
        await released;
        await route.continue();
    });
    return release;
};

for (const form of FORMS) {
    test(`${form.title}: Save clicked while its inputs load is a Save`, async ({ session: page }) => {
        const release = await holdChunks(page, form.chunks);
        await page.goto(form.path);
        const dialog = page.getByRole('dialog', { name: form.title });
        const save = dialog.getByRole('button', { name: 'Save' });
        await expect(save).toBeVisible();
        // The rest of the form drawn (pickers with their options): only the held inputs are still to come.
        await expect(dialog.getByLabel(form.last)).toBeVisible();
        await expect(dialog.locator('.MuiSkeleton-root')).not.toHaveCount(0);
        const aimed = (await save.boundingBox())!;
        release();
        await expect(dialog.locator('.MuiSkeleton-root')).toHaveCount(0);
        // Where the button was aimed at: it is still there.
        await expect
            .poll(async () => {
                const now = (await save.boundingBox())!;
                return Math.abs(now.y - aimed.y) < 1 && Math.abs(now.x - aimed.x) < 1;
            })
            .toBe(true);
        await page.mouse.click(aimed.x + aimed.width / 2, aimed.y + aimed.height / 2);
        for (const message of form.errors) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    });
}
