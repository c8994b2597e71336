import { expect, test } from './support/fixtures';
import { rows } from './support/screens';

test.describe('Command palette', () => {
    test('by keyboard alone: Ctrl+K, type, Enter jumps to a screen', async ({ signedIn: page }) => {
        await expect(page).toHaveURL(/\/dashboard/);
        await page.keyboard.press('Control+k');
        const input = page.getByRole('combobox', { name: 'Search screens, actions and records' });
        await expect(input).toBeFocused();
        await page.keyboard.type('notice');
        await expect(page.getByRole('option', { name: 'Notice Board' })).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/noticeboard$/);
        await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('finds a record through the lists own search; Enter opens its edit modal', async ({ signedIn: page }) => {
        // Two screens, a debounced search across every list and a modal: it ran out of 30 s once under a load of 20.
        test.slow();
        await page.goto('/event');
        const name =
            (await rows(page).nth(4).locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await page.goto('/dashboard');
        await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
        await expect(page.getByRole('combobox', { name: 'Search screens, actions and records' })).toBeFocused();
        await page.keyboard.type(name);
        const option = page.getByRole('option', { name, exact: true });
        await expect(option).toBeVisible();
        // Grouped under the entity's title.
        await expect(page.getByRole('listbox').getByText('Events', { exact: true })).toBeVisible();
        // No screen or action has an event's name: the record comes first, highlighted.
        await expect(option).toHaveClass(/Mui-focused/);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/event\/[0-9a-f]{24}$/);
        await expect(page.getByRole('dialog', { name: 'Edit Event' }).getByLabel('Event Name')).toHaveValue(name);
    });

    test('runs a common action: "Add Event" opens the add modal', async ({ signedIn: page }) => {
        await page.keyboard.press('Control+k');
        await expect(page.getByRole('combobox', { name: 'Search screens, actions and records' })).toBeFocused();
        await page.keyboard.type('add event');
        await expect(page.getByRole('option', { name: 'Add Event' })).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/event\/create$/);
        await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
    });

    test("jumps to a folder's sub folders by the folder's name", async ({ signedIn: page }) => {
        await page.keyboard.press('Control+k');
        await expect(page.getByRole('combobox', { name: 'Search screens, actions and records' })).toBeFocused();
        // A fixture folder shared to all three libraries: one entry per library's folder list.
        await page.keyboard.type('whole plat');
        const entries = page.getByRole('group', { name: 'Sub Folders' }).getByRole('option');
        await expect(entries).toHaveText([
            'Sub Folders of Whole Platform Coach Resources',
            'Sub Folders of Whole Platform Student Resources',
            'Sub Folders of Whole Platform TBP Resources',
        ]);
        // Jumps come before records: the first is highlighted; the arrow moves to the student library's.
        await expect(entries.first()).toHaveClass(/Mui-focused/);
        await page.keyboard.press('ArrowDown');
        const student = page.getByRole('option', { name: 'Sub Folders of Whole Platform Student Resources' });
        await expect(student).toHaveClass(/Mui-focused/);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/sub-category-student\/[0-9a-f]{24}$/);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Sub Folders of Whole Platform' })).toBeVisible();
        await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
            'Handouts',
        );
    });
});

test.describe('Command palette: what a careful reader sees (issue 34, row 16)', () => {
    test('exact titles first in each group; alike actions name their library; the label is whole', async ({
        signedIn: page,
    }) => {
        await page.keyboard.press('Control+k');
        const input = page.getByRole('combobox', { name: 'Search screens, actions and records' });
        await expect(input).toBeFocused();
        // The field's label sits inside the field's box, inset as MUI places it, not on its top edge.
        const label = page.getByRole('dialog').locator('label', { hasText: 'Search screens, actions and records' });
        const field = (await page.getByRole('dialog').locator('.MuiInputBase-root').boundingBox())!;
        const box = (await label.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(field.y);
        expect(box.x).toBeGreaterThanOrEqual(field.x + 8);

        await page.keyboard.type('Reading');
        const tags = page.getByRole('group', { name: 'Tags' });
        await expect(tags.getByRole('option')).toHaveCount(2);
        await expect(tags.getByRole('option').first()).toHaveText('Reading');

        // One "Add Resource" per library, each named by its screen.
        await input.fill('Add Resource');
        const adds = page.getByRole('group', { name: 'Actions' }).getByRole('option');
        await expect(adds).toHaveText([
            'Add Resource Coach Resources',
            'Add Resource Student Resources',
            'Add Resource TBP Resources',
        ]);
    });
});

test.describe('Command palette from the first paint (issue 24, rows 1 and 2)', () => {
    test('Ctrl+K and typing before the console has loaded land in the palette; people show by full name and e-mail', async ({
        signedIn: page,
    }) => {
        test.slow();
        // The console's code and the palette's arrive late, as on a slow line: the shell is painted first.
        await page.route(/\/assets\/(App|ConsoleRoot|CommandPalette)-[^/]+\.js$/, async route => {
            await new Promise(resolve => setTimeout(resolve, 1500));
            await route.continue();
        });
        await page.goto('/dashboard', { waitUntil: 'commit' });
        await expect(page.locator('#root > *').first()).toBeAttached();
        await page.keyboard.press('Control+k');
        await page.keyboard.type('Noah King');
        const input = page.getByRole('combobox', { name: 'Search screens, actions and records' });
        await expect(input).toBeFocused();
        await expect(input).toHaveValue('Noah King');
        // The full name is searched, and each person reads as a whole name with an e-mail to tell them apart.
        const coach = page.getByRole('option', { name: 'Noah King noah.king.32@coach.example.com', exact: true });
        await expect(coach).toBeVisible();
        await input.fill('Noah');
        await expect(
            page.getByRole('option', { name: /^Noah Williams noah\.williams\.8@coach\.example\.com$/ }),
        ).toBeVisible();
        await page.getByRole('option', { name: 'Noah King noah.king.32@coach.example.com', exact: true }).click();
        await expect(page).toHaveURL(/\/user\/[0-9a-f]{24}$/);
        await expect(page.getByRole('dialog', { name: 'Edit Coach' }).getByLabel('Email')).toHaveValue(
            'noah.king.32@coach.example.com',
        );
    });
});
