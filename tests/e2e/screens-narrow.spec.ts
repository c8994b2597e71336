import { expect, test } from './support/fixtures';
import { LISTS } from './support/listScreens';

test.describe('On a phone (375px)', () => {
    test.use({ viewport: { width: 375, height: 800 } });
    for (const list of LISTS) {
        test(`/${list.route} is no wider than the screen, with its title and actions in view`, async ({
            session: page,
        }) => {
            await page.goto(`/${list.route}`);
            // Each record a compact row (issue 34): no table to scroll sideways.
            await expect(page.getByRole('region', { name: list.title }).getByRole('listitem').first()).toBeVisible();
            await expect(page.locator('table')).toHaveCount(0);
            await expect
                .poll(() =>
                    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
                )
                .toBeLessThanOrEqual(0);
            await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeInViewport({ ratio: 1 });
            if (list.modal) await expect(page.getByRole('button', { name: /^Add/ })).toBeInViewport({ ratio: 1 });
            const bar = await page.getByRole('banner').boundingBox();
            expect(bar?.width).toBe(375);
        });
    }

    test('the colour palette wraps inside the Add Event modal', async ({ session: page }) => {
        await page.goto('/event');
        await page.getByRole('button', { name: 'Add' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Event' });
        const palette = dialog.getByRole('radiogroup');
        await expect(palette).toBeVisible();
        const swatches = palette.getByRole('radio');
        await expect(swatches).toHaveCount(104);
        const box = await dialog.locator('.MuiDialogContent-root').boundingBox();
        for (const index of [0, 12, 103]) {
            const swatch = await swatches.nth(index).boundingBox();
            expect(swatch!.x + swatch!.width).toBeLessThanOrEqual(box!.x + box!.width);
        }
        // Arrow keys follow the wrapped rows: down moves by the number of columns on show.
        const columns = await palette.evaluate(el => getComputedStyle(el).gridTemplateColumns.split(' ').length);
        expect(columns).toBeLessThan(13);
        await swatches.first().click();
        await page.keyboard.press('ArrowDown');
        await expect(swatches.nth(columns)).toBeFocused();
    });
});

test.describe('At 200% zoom (a 640 px window)', () => {
    test.use({ viewport: { width: 640, height: 400 } });
    for (const route of ['event', 'students']) {
        test(`/${route}: every tool of the toolbar in the window, no sideways scroll`, async ({ session: page }) => {
            await page.goto(`/${route}`);
            const tools = ['Views', 'Save view', 'Columns', 'Export'].map(name =>
                page.getByRole('button', { name, exact: true }),
            );
            for (const tool of tools) await expect(tool).toBeVisible();
            await expect
                .poll(() =>
                    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
                )
                .toBeLessThanOrEqual(0);
            for (const tool of tools) {
                const box = (await tool.boundingBox())!;
                expect(box.x).toBeGreaterThanOrEqual(0);
                expect(box.x + box.width).toBeLessThanOrEqual(640);
            }
        });
    }
});
