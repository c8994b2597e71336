import { expect, test } from './support/fixtures';
import { count, dialog, heading, listButton, newTask, openTask, openTodo, task, tasks } from './support/todo';

test.beforeEach(({ session: page }) => openTodo(page));

test("'New Task' adds on Enter or ADD, ignoring a blank title", async ({ session: page }) => {
    await newTask(page).fill('Call Tom');
    await newTask(page).press('Enter');
    await expect(tasks(page)).toHaveCount(4);
    await expect(tasks(page).last()).toContainText('Call Tom');
    await expect(newTask(page)).toHaveValue('');
    await expect(count(page, 'myday')).toHaveText('3');

    await newTask(page).fill('Email Priya');
    await page.getByRole('button', { name: 'ADD', exact: true }).click();
    await expect(tasks(page)).toHaveCount(5);
    await expect(count(page, 'myday')).toHaveText('4');

    await newTask(page).fill('   ');
    await newTask(page).press('Enter');
    await page.getByRole('button', { name: 'ADD', exact: true }).click();
    await expect(tasks(page)).toHaveCount(5);

    await listButton(page, 'Personal').click();
    await newTask(page).fill('Water plants');
    await newTask(page).press('Enter');
    await expect(count(page, 2)).toHaveText('2');
    await expect(count(page, 'myday')).toHaveText('4');
});

test('completing a task strikes it through and takes it off the counts', async ({ session: page }) => {
    const title = task(page, 'Review essay drafts').getByText('Review essay drafts');
    await expect(title).toHaveCSS('text-decoration-line', 'none');
    await task(page, 'Review essay drafts').getByRole('checkbox', { name: 'Complete Review essay drafts' }).check();
    await expect(title).toHaveCSS('text-decoration-line', 'line-through');
    await expect(count(page, 'myday')).toHaveText('1');
    await expect(count(page, 1)).toHaveText('2');
    await expect(task(page, 'Plan next term’s timetable').getByText('Plan next term’s timetable')).toHaveCSS(
        'text-decoration-line',
        'line-through',
    );
});

test('important and bookmark toggles move a task into those lists', async ({ session: page }) => {
    const row = task(page, 'Review essay drafts');
    await row.getByRole('button', { name: 'Important' }).click();
    await expect(row.getByRole('button', { name: 'Important' })).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page, 'important')).toHaveText('3');
    await row.getByRole('button', { name: 'Bookmark' }).click();
    await expect(count(page, 'bookmarked')).toHaveText('2');
    await listButton(page, 'Bookmarked').click();
    await expect(task(page, 'Review essay drafts')).toHaveCount(1);
});

test('deletes a task from its dialog after confirmation', async ({ session: page }) => {
    await openTask(page, 'Review essay drafts');
    await dialog(page).getByRole('button', { name: 'Delete Task' }).click();
    await expect(
        page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this task ?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(task(page, 'Review essay drafts')).toHaveCount(0);
    await expect(count(page, 'myday')).toHaveText('1');
});

test('can be used from the keyboard', async ({ session: page }) => {
    await listButton(page, 'Coaching').focus();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Coaching');
    await page.getByRole('button', { name: 'List options' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Hide Completed Task' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(task(page, 'Send exam dates to parents')).toHaveCount(0);

    await task(page, 'Review essay drafts')
        .getByRole('button', { name: /^Review essay drafts/ })
        .focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('textbox', { name: 'Title' })).toHaveValue('Review essay drafts');
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dialog(page).getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(task(page, 'Review essay drafts')).toHaveCount(0);
    await expect(count(page, 1)).toHaveText('2');
});
