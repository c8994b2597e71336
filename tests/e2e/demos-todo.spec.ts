import type { Page } from '@playwright/test';
import { dateField, dayFirst, inDays, typeDate } from './support/dates';
import { expect, test } from './support/fixtures';
import { expectFitsViewport, onPhone } from './support/viewportFit';

const lists = (page: Page) => page.getByRole('navigation', { name: 'Lists' });
const listButton = (page: Page, name: string) => lists(page).getByRole('button', { name: new RegExp(`^${name}`) });
const count = (page: Page, view: string | number) => page.getByTestId(`todo-count-${view}`);
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const tasks = (page: Page) => page.getByTestId('todo-task');
const task = (page: Page, title: string) => tasks(page).filter({ hasText: title });
const newTask = (page: Page) => page.getByRole('textbox', { name: 'New Task' });
const listMenu = async (page: Page, item: string) => {
    await page.getByRole('button', { name: 'List options' }).click();
    await page.getByRole('menuitem', { name: item }).click();
};
const dialog = (page: Page) => page.getByRole('dialog');
const openTask = async (page: Page, title: string) => {
    await task(page, title)
        .getByRole('button', { name: new RegExp(`^${title}`) })
        .click();
    await expect(dialog(page).getByRole('textbox', { name: 'Title' })).toHaveValue(title);
};

test.beforeEach(async ({ session: page }) => {
    await page.goto('/todo');
    await expect(heading(page)).toHaveText('My day');
});

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

test('the task dialog edits steps, My Day, the due date, files and the title, and shows when it was created', async ({
    session: page,
}) => {
    await listButton(page, 'Personal').click();
    await openTask(page, 'Book dentist appointment');
    await expect(dialog(page)).toContainText(/Created on \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);

    const nextStep = dialog(page).getByRole('textbox', { name: 'Next Step..' });
    await nextStep.fill('Find the number');
    await nextStep.press('Enter');
    await nextStep.fill('Call before noon');
    await nextStep.press('Enter');
    await nextStep.fill('  ');
    await nextStep.press('Enter');
    const steps = dialog(page).getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps).toHaveText(['Find the number', 'Call before noon']);
    await dialog(page).getByRole('checkbox', { name: 'Find the number' }).check();
    await expect(steps.first().getByText('Find the number')).toHaveCSS('text-decoration-line', 'line-through');
    await dialog(page).getByRole('button', { name: 'Delete step Call before noon' }).click();
    await expect(steps).toHaveCount(1);

    await dialog(page).getByRole('button', { name: 'Add to My Day' }).click();
    await expect(dialog(page).getByText('Added to My Day')).toBeVisible();
    await expect(count(page, 'myday')).toHaveText('3');

    await dialog(page).getByRole('button', { name: 'Add Due Date' }).click();
    const due = dateField(dialog(page), 'Due date');
    await expect(due.locator('input')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await typeDate(due, '17/05/2030');
    await expect(due.locator('input')).toHaveValue('17/05/2030');
    await dialog(page).getByRole('combobox', { name: 'Time' }).click();
    const times = page.getByRole('listbox').getByRole('option');
    await expect(times).toHaveCount(96);
    await expect(times.nth(1)).toHaveText('00:15');
    await page.getByRole('option', { name: '10:45' }).click();
    await expect(dialog(page).getByRole('combobox', { name: 'Time' })).toHaveText('10:45');

    await dialog(page)
        .getByTestId('todo-file-input')
        .setInputFiles({ name: 'referral.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    const files = dialog(page).getByRole('list', { name: 'Files' });
    await expect(files).toContainText('referral.pdf');

    const title = dialog(page).getByRole('textbox', { name: 'Title' });
    await title.fill('Book dentist check-up');
    await title.press('Enter');

    await dialog(page).getByRole('button', { name: 'Close' }).click();
    const row = task(page, 'Book dentist check-up');
    await expect(row).toContainText('Due Fri 17 May 2030, 10:45');
    await expect(row).toContainText('1 of 1');
    await expect(row).toContainText('1 file');
    await expect(row).toContainText('My day');

    await openTask(page, 'Book dentist check-up');
    await dialog(page).getByRole('button', { name: 'Remove referral.pdf' }).click();
    await expect(files).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Remove due date' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Add Due Date' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Remove from My Day' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Add to My Day' })).toBeVisible();
    await expect(count(page, 'myday')).toHaveText('2');
});

test('the note takes bold, italic, @mentions and : emoji suggestions', async ({ session: page }) => {
    await openTask(page, 'Review essay drafts');
    const note = dialog(page).getByRole('textbox', { name: 'Note' });
    await note.click();
    await dialog(page).getByRole('button', { name: 'Bold' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Urgent');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.press('ControlOrMeta+i');
    await page.keyboard.type(' soon');
    await page.keyboard.press('ControlOrMeta+i');
    await expect(note.locator('strong')).toHaveText('Urgent');
    await expect(note.locator('em')).toHaveText(/soon/);

    await page.keyboard.type(' ask @am');
    const people = page.getByRole('listbox', { name: 'People' });
    await expect(people.getByRole('option')).toHaveText(['Amelia Scott']);
    await page.keyboard.press('Enter');
    await expect(people).toBeHidden();
    await expect(note.locator('[data-type="mention"]')).toHaveText('@Amelia Scott');
    await expect(note.locator('[data-type="mention"]')).toHaveAttribute('data-id', '5');

    await page.keyboard.type(' :tad');
    const emoji = page.getByRole('listbox', { name: 'Emoji' });
    await expect(emoji.getByRole('option').first()).toContainText(':tada:');
    await page.keyboard.press('Enter');
    // The character itself, in place of ':tad' (no image, no short code left behind).
    await expect(emoji).toBeHidden();
    await expect(note).toContainText('🎉');
    await expect(note).not.toContainText(':tad');
    await expect(note.locator('img')).toHaveCount(0);
    // A typed emoticon becomes its emoji once a space follows it.
    await page.keyboard.type(' :) ');
    await expect(note).toContainText('🙂');
    await expect(note).not.toContainText(':)');

    // Escape closes a suggestion list, not the dialog.
    await page.keyboard.type(' @');
    await expect(people).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(people.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(people).toBeHidden();
    await expect(dialog(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(task(page, 'Review essay drafts')).toContainText('Note');
    await openTask(page, 'Review essay drafts');
    await expect(dialog(page).getByRole('textbox', { name: 'Note' }).locator('[data-type="mention"]')).toHaveText(
        '@Amelia Scott',
    );
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

test('fits a 375px wide screen, the task dialog too', async ({ session: page }) => {
    await onPhone(page, 375);
    await expect(tasks(page)).toHaveCount(3);
    await expectFitsViewport(page);
    await openTask(page, 'Prepare Thursday revision session');
    await expect(dialog(page).getByRole('textbox', { name: 'Note' })).toBeVisible();
    await expectFitsViewport(page);
});

test.describe('in an en-US browser', () => {
    test.use({ locale: 'en-US' });

    test('the due date reads DD/MM/YYYY, as everywhere in the console (issue 24 row 23)', async ({ session: page }) => {
        await openTask(page, 'Review essay drafts');
        await dialog(page).getByRole('button', { name: 'Add Due Date' }).click();
        // 'Add Due Date' starts at tomorrow.
        await expect(dateField(dialog(page), 'Due date').locator('input')).toHaveValue(dayFirst(inDays(1)));
    });
});
