import { focusedTextContrast, focusRing } from './support/contrast';
import { expect, test } from './support/fixtures';
import { rows } from './support/screens';

test.describe('keyboard on /event', () => {
    test('Tab 1 shows a readable "Skip to content"; after it the next Tab is clear of the top bar, ringed', async ({
        session: page,
    }) => {
        await page.goto('/event');
        // The console's own screen, not the rows painted early at boot (a Tab then is lost when the console takes over).
        const skip = page.getByRole('button', { name: 'Skip to content' });
        await expect(skip).toBeAttached();
        await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
        await expect(rows(page).first()).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        // Shown once it has slid in (react-admin moves it from above the window to 16 px).
        await expect(skip).toHaveCSS('top', '16px');
        expect(await focusedTextContrast(page)).toBeGreaterThanOrEqual(4.5);
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        // The page's first control: Import CSV, beside Add.
        await expect(page.getByRole('button', { name: 'Import CSV' })).toBeFocused();
        const bar = await page.getByRole('banner').boundingBox();
        // The whole ring shows below the fixed top bar.
        await expect.poll(async () => (await focusRing(page))?.top ?? -1).toBeGreaterThanOrEqual(bar!.y + bar!.height);
        expect(await focusRing(page)).toMatchObject({ style: 'solid', width: '2px' });
    });

    test('every control the keyboard reaches shows the same 2 px ring, the search box included', async ({
        session: page,
    }) => {
        await page.goto('/event');
        await expect(rows(page).first()).toBeVisible();
        const search = page.getByPlaceholder('Search');
        await search.focus();
        await expect(search).toBeFocused();
        expect(await focusRing(page)).toMatchObject({ style: 'solid', width: '2px' });
        // From the search box on: Add, the table's sort headers, the rows' buttons, the paging.
        const rings = [];
        for (let i = 0; i < 12; i++) {
            await page.keyboard.press('Tab');
            await expect.poll(async () => (await focusRing(page))?.name).toBeTruthy();
            rings.push(await focusRing(page));
        }
        const weak = rings.filter(ring => !ring || ring.style !== 'solid' || ring.width !== '2px' || ring.contrast < 3);
        expect(weak).toEqual([]);
    });
});

test('Escape closes the command palette at once and gives the focus back', async ({ session: page }) => {
    await page.goto('/event');
    const add = page.getByRole('button', { name: 'Add' });
    await add.focus();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search screens, actions and records' });
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(add).toBeFocused();
});
