import { expect, test } from './support/fixtures';
import { count, dialog, heading, listButton, listMenu, lists, newTask, openTodo, task, tasks } from './support/todo';
import { onPhone } from './support/viewportFit';

test.beforeEach(({ session: page }) => openTodo(page));

test("the sidebar lists 'My day', 'Important', 'Bookmarked' and the custom lists with their counts", async ({
    session: page,
}) => {
    await expect(lists(page).getByRole('button')).toHaveText([
        /^My day/,
        /^Important/,
        /^Bookmarked/,
        /^Coaching/,
        /^Personal/,
    ]);
    await expect(count(page, 'myday')).toHaveText('2');
    await expect(count(page, 'important')).toHaveText('2');
    await expect(count(page, 'bookmarked')).toHaveText('1');
    await expect(count(page, 1)).toHaveText('3');
    await expect(count(page, 2)).toHaveText('1');
    await expect(tasks(page)).toHaveCount(3);
    await listButton(page, 'Important').click();
    await expect(heading(page)).toHaveText('Important');
    await expect(tasks(page)).toHaveText([/Prepare Thursday revision session/, /Book dentist appointment/]);
});

test('the list menu hides and shows completed tasks', async ({ session: page }) => {
    await expect(tasks(page)).toHaveCount(3);
    await listMenu(page, 'Hide Completed Task');
    await expect(tasks(page)).toHaveCount(2);
    await expect(task(page, 'Plan next term’s timetable')).toHaveCount(0);
    await listMenu(page, 'Show Completed Task');
    await expect(tasks(page)).toHaveCount(3);
});

test("'New List' adds a list on Enter; 'Raname List' and 'Delete List' are for custom lists only", async ({
    session: page,
}) => {
    await page.getByRole('button', { name: 'List options' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Hide Completed Task']);
    await page.keyboard.press('Escape');

    const newList = page.getByRole('textbox', { name: 'New List' });
    await newList.fill('   ');
    await newList.press('Enter');
    await expect(lists(page).getByRole('button')).toHaveCount(5);
    await newList.fill('Exams');
    await newList.press('Enter');
    await expect(listButton(page, 'Exams')).toHaveAttribute('aria-current', 'true');
    await expect(heading(page)).toHaveText('Exams');
    await expect(page.getByText('No tasks')).toBeVisible();
    await expect(count(page, 3)).toHaveText('0');
    await newTask(page).fill('Book the hall');
    await newTask(page).press('Enter');
    await expect(count(page, 3)).toHaveText('1');

    await page.getByRole('button', { name: 'List options' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Hide Completed Task', 'Raname List', 'Delete List']);
    await page.getByRole('menuitem', { name: 'Raname List' }).click();
    const name = dialog(page).getByRole('textbox', { name: 'List name' });
    await expect(name).toHaveValue('Exams');
    await name.fill(' ');
    await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
    await name.fill('Final exams');
    await name.press('Enter');
    await expect(heading(page)).toHaveText('Final exams');
    await expect(listButton(page, 'Final exams')).toBeVisible();

    await listMenu(page, 'Delete List');
    await expect(dialog(page)).toContainText('Are you sure you want to delete the list "Final exams" and its tasks ?');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(heading(page)).toHaveText('My day');
    await expect(lists(page).getByRole('button')).toHaveCount(5);
    await expect(listButton(page, 'Final exams')).toHaveCount(0);
});

test('below 575.98px the lists are a 260px drawer', async ({ session: page }) => {
    await onPhone(page, 575);
    await expect(lists(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show lists' }).click();
    await expect(lists(page)).toBeVisible();
    await expect(page.locator('.MuiDrawer-paper', { has: lists(page) })).toHaveCSS('width', '260px');
    await listButton(page, 'Important').click();
    await expect(lists(page)).toBeHidden();
    await expect(heading(page)).toHaveText('Important');

    await page.setViewportSize({ width: 576, height: 800 });
    await expect(lists(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show lists' })).toHaveCount(0);
});
