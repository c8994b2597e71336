import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { goInApp, search, uniqueName } from './support/screens';

/*
 * Issue 34, row 19: on a phone a list shows each record as a compact row (its title, one secondary line, its
 * controls and actions in a menu), its pager keeps to one line, and the import dialog fits.
 */

/** The compact rows of the list titled `title`. */
const phoneRows = (page: Page, title: string) => page.getByRole('region', { name: title }).getByRole('listitem');

/** Nothing wider than the window: the page never scrolls sideways. */
const sidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How many lines the pager's items sit on (their distinct vertical centres). */
const pagerLines = (page: Page) =>
    page
        .getByRole('navigation', { name: 'Pagination' })
        .evaluate(
            nav =>
                new Set(
                    [...nav.children].map(item => Math.round(item.getBoundingClientRect().top + item.clientHeight / 2)),
                ).size,
        );

test.describe('On a phone (375 x 812)', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('Events: each record a compact row, its actions in a menu; the pager on one line', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const name = uniqueName('E2E phone');
        const added = await api.post('/event/add', {
            event_name: name,
            event_description: 'A long description that a phone shows on one line, cut where the row ends.',
            event_color: '#ef9a9a',
        });
        expect(added.success).toBe(true);
        await page.goto('/event');
        await expect(phoneRows(page, 'Events')).toHaveCount(10);
        await expect(page.locator('table')).toHaveCount(0);
        await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expect.poll(() => pagerLines(page)).toBe(1);
        const next = (await page.getByRole('button', { name: 'Go to next page' }).boundingBox())!;
        expect(next.x + next.width).toBeLessThanOrEqual(375);

        await search(page, name);
        const row = phoneRows(page, 'Events').filter({ hasText: name });
        await expect(row).toHaveCount(1);
        // Title, then the secondary line on one line.
        await expect(row.locator('.MuiListItemText-primary')).toHaveText(name);
        const secondary = row.locator('.MuiListItemText-secondary');
        await expect(secondary).toContainText('A long description');
        expect(await secondary.evaluate(el => el.getBoundingClientRect().height)).toBeLessThan(24);

        const menu = row.getByRole('button', { name: `Actions for ${name}` });
        await expect(menu).toBeInViewport({ ratio: 1 });
        await menu.click();
        const actions = page.getByRole('group', { name });
        await expect(actions.getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 });
        // Edit closes the menu as its form opens: after Cancel or Update no menu is left over the next row.
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
        for (const close of ['Cancel', 'Update']) {
            await actions.getByRole('button', { name: 'Edit' }).click();
            await expect(dialog.getByLabel('Event Name')).toHaveValue(name);
            await dialog.getByRole('button', { name: close }).click();
            await expect(dialog).toBeHidden();
            await expect(actions).toBeHidden();
            await expect(menu).toHaveAttribute('aria-expanded', 'false');
            await menu.click();
        }

        await actions.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
    });

    test('Students: the row names the student with the e-mail below; the menu holds the status and the profile', async ({
        session: page,
    }) => {
        await page.goto('/students');
        const first = phoneRows(page, 'Student').first();
        await expect(first).toBeVisible();
        await expect(first.locator('.MuiListItemText-secondary')).toContainText('@');
        await expect.poll(() => pagerLines(page)).toBe(1);
        await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
        const title = (await first.locator('.MuiListItemText-primary').textContent())!;
        await first.getByRole('button', { name: `Actions for ${title}` }).click();
        const actions = page.getByRole('group', { name: title });
        await expect(actions.getByRole('switch', { name: /^Status: / })).toBeVisible();
        for (const action of ['Reset Password', 'Profile', 'Edit', 'Delete'])
            await expect(actions.getByRole('button', { name: action, exact: true })).toBeInViewport({ ratio: 1 });
        // Named actions read in the text's colour, as the Status beside them; only Delete is red.
        const status = await actions.getByText('Status', { exact: true }).evaluate(el => getComputedStyle(el).color);
        for (const action of ['Reset Password', 'Profile', 'Edit'])
            await expect(actions.getByRole('button', { name: action, exact: true })).toHaveCSS('color', status);
        await expect(actions.getByRole('button', { name: 'Delete', exact: true })).not.toHaveCSS('color', status);
    });

    test("Columns applies to the phone's rows: a hidden column leaves the line, the order is the chosen one", async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const name = uniqueName('E2E phone columns');
        const added = await api.post('/event/add', {
            event_name: name,
            event_description: 'Described here',
            event_color: '#ef9a9a',
        });
        expect(added.success).toBe(true);
        await page.goto('/event');
        await search(page, name);
        const row = phoneRows(page, 'Events').filter({ hasText: name });
        const secondary = row.locator('.MuiListItemText-secondary');
        await expect(secondary).toHaveText('Described here');

        await page.getByRole('button', { name: 'Columns', exact: true }).click();
        const panel = page.getByRole('dialog', { name: 'Columns shown' });
        await panel.getByRole('checkbox', { name: 'Description' }).uncheck();
        await page.keyboard.press('Escape');
        await expect(secondary).not.toContainText('Described here');
        await expect(secondary).toHaveText(/\d{2}\/\d{2}\/\d{4}/);

        await page.getByRole('button', { name: 'Columns', exact: true }).click();
        await panel.getByRole('checkbox', { name: 'Description' }).check();
        await panel.getByRole('button', { name: 'Move Created date up' }).click();
        await panel.getByRole('button', { name: 'Move Created date up' }).click();
        await page.keyboard.press('Escape');
        await expect(secondary).toHaveText(/^\d{2}\/\d{2}\/\d{4}.* · Described here$/);
    });

    test("in French the list's tools keep to one line, each named by its words", async ({ signedIn: page }) => {
        await page.getByRole('banner').getByRole('button', { name: 'Layout settings' }).click();
        await page.getByRole('dialog').getByRole('combobox').click();
        await page.getByRole('option', { name: 'Français' }).click();
        await page.keyboard.press('Escape');
        // Reached inside the app, as a user moves on after choosing.
        await goInApp(page, '/tag');
        await expect(phoneRows(page, 'Étiquettes')).toHaveCount(10);
        const tools = page.locator('.RaList-actions button');
        await expect(tools).toHaveCount(5);
        await expect(page.getByRole('button', { name: 'Colonnes', exact: true })).toBeVisible();
        const lines = await tools.evaluateAll(buttons =>
            buttons.map(button => {
                const box = button.getBoundingClientRect();
                return Math.round(box.top + box.height / 2);
            }),
        );
        expect(new Set(lines).size).toBe(1);
    });

    test('the pager and the footer come with the rows: nothing moves as the list shows', async ({ session: page }) => {
        // The phone list's code late, as on a slow line: its rows come after the list's frame.
        await page.route(/\/assets\/PhoneList-[^/]+\.js$/, async route => {
            await new Promise(resolve => setTimeout(resolve, 800));
            await route.continue();
        });
        await page.addInitScript(() => {
            const shifts = ((window as unknown as { shifts: number[] }).shifts = [] as number[]);
            new PerformanceObserver(list => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                    value: number;
                    hadRecentInput: boolean;
                })[])
                    if (!entry.hadRecentInput) shifts.push(entry.value);
            }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto('/tag');
        await expect(phoneRows(page, 'Tags')).toHaveCount(10);
        await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeAttached();
        // Shifts are reported after the frame that made them.
        await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 300))));
        const shift = await page.evaluate(() =>
            (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
        );
        expect(shift).toBeLessThan(0.05);
    });

    test('the import dialog fits: every button on one line, inside the window', async ({ session: page }) => {
        await page.goto('/students');
        await page.getByRole('button', { name: 'Import CSV' }).click();
        const dialog = page.getByRole('dialog', { name: 'Import from CSV' });
        await dialog
            .locator('input[type="file"]')
            .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,email\n,x\n') });
        const buttons = ['Download rows with errors', 'Close', 'Import 0 valid rows'].map(name =>
            dialog.getByRole('button', { name }),
        );
        for (const button of buttons) {
            await expect(button).toBeInViewport({ ratio: 1 });
            // One line of words: as tall as MUI's button (36.5 px), not two or three lines.
            expect((await button.boundingBox())!.height).toBeLessThan(40);
        }
        const frame = (await dialog.boundingBox())!;
        expect(frame.x).toBeGreaterThanOrEqual(0);
        expect(frame.x + frame.width).toBeLessThanOrEqual(375);
    });
});
