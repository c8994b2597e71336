import { expect, test } from './support/fixtures';
import { rows } from './support/screens';
import { closeDrawer, css, openDrawer, pick, sidebarPanel } from './support/layoutSettings';

test.describe('layout settings drawer', () => {
    test('switches between the vertical and the horizontal layout, with one dashboard entry and dropdown groups', async ({
        session: page,
    }) => {
        await page.goto('/event');
        const drawer = await openDrawer(page);
        await pick(drawer, 'Layout', 'Horizontal');
        await closeDrawer(page);

        await expect(sidebarPanel(page)).toHaveCount(0);
        const nav = page.getByRole('navigation', { name: 'Main menu' });
        await expect(nav).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(1);
        await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');

        // A group is a dropdown the keyboard can open and walk.
        const general = nav.getByRole('button', { name: 'General Settings' });
        await general.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem', { name: 'Subscription Title' })).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/general\/subscription-header$/);

        const again = await openDrawer(page);
        await pick(again, 'Layout', 'Vertical');
        await closeDrawer(page);
        await expect(sidebarPanel(page)).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    });

    test('toolbar and footer: position and visibility, with the coupling', async ({ session: page }) => {
        await page.goto('/event');
        const drawer = await openDrawer(page);
        const footer = page.locator('footer');
        await expect(footer).toContainText(`© ${new Date().getFullYear()} Admin Console`);
        await expect.poll(() => css(footer, 'position')).toBe('static');

        await pick(drawer, 'Footer: Position', 'Above');
        await expect.poll(() => css(footer, 'position')).toBe('sticky');
        // Hiding puts it back below.
        await pick(drawer, 'Footer: Visibility', 'Hide');
        await expect(footer).toHaveCount(0);
        await expect(
            drawer.getByRole('group', { name: 'Footer: Position' }).getByRole('button', { name: 'Below' }),
        ).toHaveAttribute('aria-pressed', 'true');
        // Above while hidden shows it again.
        await pick(drawer, 'Footer: Position', 'Above');
        await expect(
            drawer.getByRole('group', { name: 'Footer: Visibility' }).getByRole('button', { name: 'Show' }),
        ).toHaveAttribute('aria-pressed', 'true');
        await expect(footer).toBeVisible();

        await pick(drawer, 'Toolbar: Visibility', 'Hide');
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(
            drawer.getByRole('group', { name: 'Toolbar: Position' }).getByRole('button', { name: 'Below' }),
        ).toHaveAttribute('aria-pressed', 'true');
        await closeDrawer(page);
        // The drawer stays reachable without the top bar.
        await page.getByRole('button', { name: 'Layout settings' }).click();
        const again = page.getByRole('dialog', { name: 'Layout settings' });
        await pick(again, 'Toolbar: Position', 'Above');
        await expect(
            again.getByRole('group', { name: 'Toolbar: Visibility' }).getByRole('button', { name: 'Show' }),
        ).toHaveAttribute('aria-pressed', 'true');
        await closeDrawer(page);
        await expect(page.getByRole('banner')).toBeVisible();
    });

    test('the toolbar above stays in view while the page scrolls; below, it scrolls away', async ({
        signedIn: page,
    }) => {
        await page.setViewportSize({ width: 1366, height: 400 });
        await page.goto('/event');
        // A full page of rows makes the page taller than the window (whichever events earlier tests added).
        await expect(rows(page)).toHaveCount(10);
        const drawer = await openDrawer(page);
        await pick(drawer, 'Toolbar: Position', 'Above');
        await closeDrawer(page);
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        await expect(page.getByRole('banner')).toBeInViewport();

        await page.evaluate(() => window.scrollTo(0, 0));
        const below = await openDrawer(page);
        await pick(below, 'Toolbar: Position', 'Below');
        await closeDrawer(page);
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        await expect(page.getByRole('banner')).not.toBeInViewport();
    });

    test('the sidebar fills the window below the top bar: toolbar hidden, or the page scrolled (issue 24 row 16)', async ({
        signedIn: page,
    }) => {
        await page.setViewportSize({ width: 1366, height: 400 });
        await page.goto('/event');
        // The console's own screen (its Add button), not the rows painted early at boot.
        await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
        await expect(rows(page)).toHaveCount(10);
        /** Window strips beside the menu the sidebar's colour does not reach (what shows there is the page's white). */
        const gaps = () =>
            page.evaluate(() => {
                const fixed = document.querySelector('.RaSidebar-fixed');
                if (!fixed) return ['no sidebar yet'];
                const panel = fixed.getBoundingClientRect();
                const bar = document.querySelector('header.MuiAppBar-root')?.getBoundingClientRect();
                const barBottom = bar && bar.bottom > 0 ? bar.bottom : 0;
                const found: string[] = [];
                if (panel.top > barBottom + 1) found.push(`${Math.round(panel.top - barBottom)} px above`);
                if (panel.bottom < window.innerHeight - 1)
                    found.push(`${Math.round(window.innerHeight - panel.bottom)} px below`);
                return found;
            });
        /** The page's answer to a scroll (the sidebar's margin, the bar's slide) has run and finished moving. */
        const settled = () =>
            page.evaluate(async () => {
                await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
                await Promise.all(document.getAnimations().map(a => a.finished.catch(() => undefined)));
            });
        await expect.poll(gaps).toEqual([]);
        // The toolbar below (the default) slides away as the page scrolls.
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        await expect(page.getByRole('banner')).not.toBeInViewport();
        await settled();
        await expect.poll(gaps).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));

        const drawer = await openDrawer(page);
        await pick(drawer, 'Toolbar: Visibility', 'Hide');
        await closeDrawer(page);
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect.poll(gaps).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        // Read once the scroll has been answered: nothing may move the panel off the window's edges then.
        await settled();
        await expect.poll(gaps).toEqual([]);
    });

    test('below 575.98px the sidebar is a drawer of its own, in every layout', async ({ signedIn: page }) => {
        await page.setViewportSize({ width: 575, height: 800 });
        await page.goto('/event');
        await expect(page.locator('.MuiDrawer-docked')).toHaveCount(0);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('menuitem', { name: 'Tags' })).toBeVisible();
        await page.getByRole('menuitem', { name: 'Tags' }).click();
        await expect(page).toHaveURL(/\/tag$/);
        await expect(page.getByRole('menuitem', { name: 'Tags' })).toBeHidden();

        const drawer = await openDrawer(page);
        await pick(drawer, 'Layout', 'Horizontal');
        await expect(drawer.getByLabel('Mini sidebar')).toBeDisabled();
        await closeDrawer(page);
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('menuitem', { name: 'Events' })).toBeVisible();

        await page.setViewportSize({ width: 576, height: 800 });
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    });
});
