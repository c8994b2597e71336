import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { search, uniqueName } from './support/screens';

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
        await actions.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
        await expect(dialog.getByLabel('Event Name')).toHaveValue(name);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();

        await expect(actions.getByRole('button', { name: 'Delete' })).toBeVisible();
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
