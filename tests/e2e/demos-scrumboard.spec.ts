import type { Page } from '@playwright/test';
import { expectNoWiderThanViewport, mouseDrag } from './support/demos';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1366, height: 768 } });
// Each test walks a whole flow; on a busy shared machine that can pass the default 30 s.
test.describe.configure({ timeout: 60_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name });
const boardMenu = async (page: Page, title: string, item: string) => {
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
};
const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
const task = (page: Page, title: string) => page.locator('[data-task-id]', { hasText: title });
const announcement = (page: Page) => page.locator('[id^="rfd-announcement"]');

async function openBoardList(page: Page) {
    await page.goto('/scrumboard');
    await expect(page.getByRole('heading', { name: 'Scrum Board', level: 1 })).toBeVisible();
}

test.describe('scrum board list', () => {
    test('shows favourite and personal boards; a new board gets DO, In Working and Done', async ({
        signedIn: page,
    }) => {
        await openBoardList(page);
        await expect(section(page, 'Favourite Boards').getByRole('heading', { level: 3 })).toHaveText([
            'Scrum Board Demo',
        ]);
        await expect(section(page, 'Personal Boards').getByRole('heading', { level: 3 })).toHaveText([
            'Website Redesign',
            'Exam Preparation',
        ]);

        await page.getByRole('button', { name: 'New Board' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Board title').fill('   ');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please enter a board title')).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(section(page, 'Personal Boards').getByRole('heading', { level: 3 })).toHaveCount(2);

        await page.getByRole('button', { name: 'New Board' }).click();
        await dialog.getByLabel('Board title').fill('Sprint Planning');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(section(page, 'Personal Boards').getByRole('heading', { level: 3 })).toHaveText([
            'Website Redesign',
            'Exam Preparation',
            'Sprint Planning',
        ]);

        await section(page, 'Personal Boards')
            .getByRole('link', { name: /Sprint Planning/ })
            .click();
        await expect(page).toHaveURL(/\/scrumboard\/board\/4$/);
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(['DO (0)', 'In Working (0)', 'Done (0)']);
    });

    test('edits, favourites, unfavourites and deletes a board', async ({ signedIn: page }) => {
        await openBoardList(page);
        await boardMenu(page, 'Website Redesign', 'Edit');
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByLabel('Board title')).toHaveValue('Website Redesign');
        await dialog.getByLabel('Board title').fill('');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please enter a board title')).toBeVisible();
        await dialog.getByLabel('Board title').fill('Website Relaunch');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(section(page, 'Personal Boards').getByRole('heading', { name: 'Website Relaunch' })).toBeVisible();

        await boardMenu(page, 'Website Relaunch', 'Add Favourite');
        await expect(section(page, 'Favourite Boards').getByRole('heading', { level: 3 })).toHaveText([
            'Scrum Board Demo',
            'Website Relaunch',
        ]);
        await boardMenu(page, 'Scrum Board Demo', 'Remove Favourite');
        await expect(section(page, 'Favourite Boards').getByRole('heading', { level: 3 })).toHaveText([
            'Website Relaunch',
        ]);
        await expect(section(page, 'Personal Boards').getByRole('heading', { name: 'Scrum Board Demo' })).toBeVisible();

        await boardMenu(page, 'Exam Preparation', 'Delete');
        await expect(page.getByRole('dialog')).toContainText('Delete the board "Exam Preparation"?');
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await expect(page.getByRole('heading', { name: 'Exam Preparation' })).toHaveCount(0);
    });

    test('fits a 375px wide screen', async ({ signedIn: page }) => {
        await page.setViewportSize({ width: 375, height: 800 });
        await openBoardList(page);
        await expectNoWiderThanViewport(page);
        await page.goto('/scrumboard/board/1');
        await expect(column(page, 'DO')).toBeVisible();
        await expectNoWiderThanViewport(page);
    });
});

test.describe('scrum board', () => {
    test('moves a task to the next column from the keyboard, and keeps it there for the session', async ({
        session: page,
    }) => {
        await page.goto('/scrumboard/board/1');
        await expect(column(page, 'DO')).toHaveAccessibleName('DO (3)');
        await task(page, 'Write release notes').focus();
        await page.keyboard.press('Space');
        await expect(announcement(page)).toContainText('lifted');
        await page.keyboard.press('ArrowRight');
        await expect(announcement(page)).toContainText('moved');
        await page.keyboard.press('Space');
        await expect(column(page, 'In Working')).toHaveAccessibleName('In Working (2)');
        await expect(column(page, 'In Working').locator('[data-task-id]')).toHaveText([
            /Student activity report/,
            /Write release notes/,
        ]);
        await expect(column(page, 'DO')).toHaveAccessibleName('DO (2)');

        await page.getByRole('link', { name: 'Boards' }).click();
        await page.getByRole('link', { name: /Scrum Board Demo/ }).click();
        await expect(column(page, 'In Working').locator('[data-task-id]')).toHaveText([
            /Student activity report/,
            /Write release notes/,
        ]);
    });

    test('reorders a task within its column from the keyboard', async ({ session: page }) => {
        await page.goto('/scrumboard/board/1');
        await task(page, 'Design the sign-in page').focus();
        await page.keyboard.press('Space');
        await expect(announcement(page)).toContainText('lifted');
        await page.keyboard.press('ArrowDown');
        await expect(announcement(page)).toContainText('moved');
        await page.keyboard.press('Space');
        await expect(column(page, 'DO').locator('[data-task-id]')).toHaveText([
            /Fix the date picker/,
            /Design the sign-in page/,
            /Write release notes/,
        ]);
    });

    test('moves a task to another column with the mouse', async ({ session: page }) => {
        await page.goto('/scrumboard/board/1');
        await expect(column(page, 'Done')).toHaveAccessibleName('Done (1)');
        await mouseDrag(
            page,
            task(page, 'Fix the date picker'),
            column(page, 'Done').locator('[data-rfd-droppable-id]'),
        );
        await expect(column(page, 'Done')).toHaveAccessibleName('Done (2)');
        await expect(column(page, 'Done')).toContainText('Fix the date picker');
        await expect(column(page, 'DO')).toHaveAccessibleName('DO (2)');
    });

    test('opens a task with its labels, members, attachments, subtasks and comments', async ({ session: page }) => {
        await page.goto('/scrumboard/board/1');
        await task(page, 'Design the sign-in page').click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: 'Design the sign-in page' })).toBeVisible();
        await expect(dialog).toContainText('Design');
        await expect(dialog).toContainText('Feature');
        await expect(dialog).toContainText('Bianca Jones');
        await expect(dialog).toContainText('Liam Nguyen');
        await expect(dialog).toContainText('sign-in-mockup.png');
        await expect(dialog).toContainText('SB-101 Desktop layout');
        // Comment times are epoch seconds: 1554076800 + 10 h is 1 April 2019, 10:00 UTC.
        await expect(dialog.getByRole('list', { name: 'Comments: Desktop layout' })).toContainText(
            'Liam Nguyen · 01/04/2019 10:00',
        );
        await expect(dialog).toContainText('Looks good to me.');
        await dialog.getByRole('button', { name: 'Close' }).click();

        await task(page, 'Fix the date picker').focus();
        await page.keyboard.press('Enter');
        await expect(dialog.getByRole('heading', { name: 'Fix the date picker' })).toBeVisible();
        await expect(dialog).toContainText('Happens in the week view only.');
    });

    test('says so when the board does not exist', async ({ session: page }) => {
        await page.goto('/scrumboard/board/999');
        await expect(page.getByRole('heading', { name: 'This board does not exist.' })).toBeVisible();
    });
});
