import { dateField, dayFirst, inDays, typeDate } from './support/dates';
import { expect, test } from './support/fixtures';
import { count, dialog, listButton, openTask, openTodo, task, tasks } from './support/todo';
import { expectFitsViewport, onPhone } from './support/viewportFit';

test.beforeEach(({ session: page }) => openTodo(page));

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
