import type { Page } from '@playwright/test';
import { dateField, typeDate } from './support/dates';
import { expectNoWiderThanViewport, mouseDrag } from './support/demos';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1366, height: 768 } });
// Each test walks a whole flow; on a busy shared machine that can pass the default 30 s.
test.describe.configure({ timeout: 60_000 });

/** The month grid's day cell (April 2019, weeks from Monday: row 0 is 1–7 April). */
const dayCell = (page: Page, row: number, column: number) =>
    page.locator('.rbc-month-row').nth(row).locator('.rbc-day-bg').nth(column);
const event = (page: Page, title: string) => page.locator('.rbc-event', { hasText: title });
const dialog = (page: Page) => page.getByRole('dialog');
/** What a date field of the event dialog shows (DD/MM/YYYY HH:mm). */
const shown = (page: Page, label: string) => dateField(dialog(page), label).locator('input');

/** Clicks the empty lower part of a day cell (its top holds the date link and events). */
async function clickEmptyPart(page: Page, row: number, column: number) {
    const box = await dayCell(page, row, column).boundingBox();
    if (!box) throw new Error('day cell not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
}

async function openCalendar(page: Page) {
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await expect(page.locator('.rbc-toolbar-label')).toHaveText('April 2019');
}

test('the Demos group, after Notice Board, leads to the calendar, scrum board and file manager', async ({
    signedIn: page,
}) => {
    const sidebar = page.getByRole('menu', { name: 'Main menu' });
    const labels = sidebar.getByRole('menuitem');
    // The activity log (beyond the spec) comes after the demos.
    await expect(labels.last()).toHaveText('Activity Log');
    await expect(labels.nth(-2)).toHaveText('Demos');
    await expect(labels.nth(-3)).toHaveText('Notice Board');
    await sidebar.getByRole('menuitem', { name: 'Demos', exact: true }).click();
    for (const [label, path, heading] of [
        ['Calendar', '/calendar', 'Calendar'],
        ['Scrum Board', '/scrumboard', 'Scrum Board'],
        ['File Manager', '/file-manager', 'File Manager'],
    ]) {
        await sidebar.getByRole('menuitem', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
});

test.describe('calendar demo', () => {
    test('opens on April 2019 in the month view and offers month, week, work week, day and agenda', async ({
        signedIn: page,
    }) => {
        await openCalendar(page);
        await expect(event(page, 'Coach Meeting')).toBeVisible();
        await page.getByRole('button', { name: 'Week', exact: true }).click();
        await expect(page.locator('.rbc-time-view')).toBeVisible();
        await expect(page.locator('.rbc-time-header-content .rbc-header')).toHaveCount(7);
        await page.getByRole('button', { name: 'Work Week', exact: true }).click();
        await expect(page.locator('.rbc-time-header-content .rbc-header')).toHaveCount(5);
        await page.getByRole('button', { name: 'Day', exact: true }).click();
        await expect(page.locator('.rbc-time-header-content .rbc-header')).toHaveCount(1);
        await page.getByRole('button', { name: 'Agenda', exact: true }).click();
        await expect(page.locator('.rbc-agenda-view')).toContainText('Coach Meeting');
        // One slot per hour (calendar step 60).
        await page.getByRole('button', { name: 'Day', exact: true }).click();
        await expect(page.locator('.rbc-time-gutter .rbc-timeslot-group')).toHaveCount(24);
    });

    test('adds an event from an empty slot; submit stays disabled while the title is empty', async ({
        signedIn: page,
    }) => {
        await openCalendar(page);
        await clickEmptyPart(page, 0, 2); // Wednesday 3 April
        await expect(dialog(page).getByRole('heading', { name: 'Add Event' })).toBeVisible();
        const add = dialog(page).getByRole('button', { name: 'Add', exact: true });
        await expect(add).toBeDisabled();
        await expect(dialog(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
        await expect(shown(page, 'Start')).toHaveValue('03/04/2019 00:00');
        await expect(dialog(page).getByLabel('Yes')).toBeChecked();
        await dialog(page).getByLabel('Title').fill('   ');
        await expect(add).toBeDisabled();
        await dialog(page).getByLabel('Title').fill('Staff Training');
        await dialog(page).getByLabel('Description').fill('Safeguarding');
        await dialog(page).getByLabel('No').check();
        await typeDate(dateField(dialog(page), 'Start'), '03/04/2019 09:15');
        await expect(shown(page, 'Start')).toHaveValue('03/04/2019 09:15');
        await typeDate(dateField(dialog(page), 'End'), '03/04/2019 10:45');
        await expect(shown(page, 'End')).toHaveValue('03/04/2019 10:45');
        await add.click();
        await expect(dialog(page)).toHaveCount(0);
        await expect(
            dayCell(page, 0, 2)
                .locator('xpath=ancestor::div[contains(@class,"rbc-month-row")]')
                .locator('.rbc-event', { hasText: 'Staff Training' }),
        ).toBeVisible();
        await event(page, 'Staff Training').click();
        await expect(dialog(page).getByLabel('Description')).toHaveValue('Safeguarding');
        await expect(shown(page, 'Start')).toHaveValue('03/04/2019 09:15');
        await expect(shown(page, 'End')).toHaveValue('03/04/2019 10:45');
    });

    test('edits an event and deletes one from its dialog', async ({ signedIn: page }) => {
        await openCalendar(page);
        await event(page, 'Coach Meeting').click();
        await expect(dialog(page).getByRole('heading', { name: 'Edit Event' })).toBeVisible();
        await expect(dialog(page).getByLabel('Title')).toHaveValue('Coach Meeting');
        await dialog(page).getByLabel('Title').fill('Coach Meeting (moved room)');
        await dialog(page).getByRole('button', { name: 'Save' }).click();
        await expect(event(page, 'Coach Meeting (moved room)')).toBeVisible();

        await event(page, 'Exam Revision').click();
        await dialog(page).getByRole('button', { name: 'Delete' }).click();
        await expect(dialog(page)).toHaveCount(0);
        await expect(event(page, 'Exam Revision')).toHaveCount(0);
    });

    test('drags an event to another day with the mouse, keeping its time', async ({ signedIn: page }) => {
        await openCalendar(page);
        await mouseDrag(page, event(page, 'Lunch'), dayCell(page, 2, 2)); // Friday 12 → Wednesday 17 April
        await expect(page.locator('.rbc-month-row').nth(2).locator('.rbc-event', { hasText: 'Lunch' })).toBeVisible();
        await event(page, 'Lunch').click();
        await expect(shown(page, 'Start')).toHaveValue('17/04/2019 12:00');
        await expect(shown(page, 'End')).toHaveValue('17/04/2019 13:00');
    });

    test('resizes an event in the week view: its end moves to a later hour, its start stays', async ({
        signedIn: page,
    }) => {
        await openCalendar(page);
        await page.getByRole('button', { name: 'Week', exact: true }).click();
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        const meeting = page.locator('.rbc-time-content .rbc-event', { hasText: 'Coach Meeting' });
        await expect(meeting).toBeVisible();
        const hour = (await page.locator('.rbc-time-content .rbc-timeslot-group').first().boundingBox())?.height ?? 0;
        await meeting.hover();
        const anchor = meeting.locator('.rbc-addons-dnd-resize-ns-anchor').last();
        const box = await anchor.boundingBox();
        if (!box) throw new Error('no resize anchor');
        const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await mouseDrag(page, from, { x: from.x, y: from.y + hour });
        await meeting.click();
        await expect(shown(page, 'Start')).toHaveValue('12/04/2019 10:30');
        // The library snaps the dragged edge to the hour slots (step 60).
        await expect(shown(page, 'End')).toHaveValue(/^12\/04\/2019 1[34]:00$/);
    });

    test('works from the keyboard: Add Event, and Enter on an event opens it', async ({ signedIn: page }) => {
        await openCalendar(page);
        await page.getByRole('button', { name: 'Add Event' }).focus();
        await page.keyboard.press('Enter');
        await expect(dialog(page).getByRole('heading', { name: 'Add Event' })).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(dialog(page).getByLabel('Title')).toBeFocused();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Open Parent Evening' }).focus();
        await page.keyboard.press('Enter');
        await expect(dialog(page).getByLabel('Title')).toHaveValue('Parent Evening');
    });

    test('fits a 375px wide screen', async ({ signedIn: page }) => {
        await page.setViewportSize({ width: 375, height: 800 });
        await openCalendar(page);
        await expectNoWiderThanViewport(page);
        await page.getByRole('button', { name: 'Agenda', exact: true }).click();
        await expectNoWiderThanViewport(page);
    });
});

test.describe('in an en-US browser', () => {
    test.use({ locale: 'en-US' });

    test('event dates read DD/MM/YYYY HH:mm, as everywhere in the console (issue 24 row 23)', async ({
        signedIn: page,
    }) => {
        await openCalendar(page);
        await clickEmptyPart(page, 0, 2); // Wednesday 3 April
        await expect(dialog(page).getByRole('heading', { name: 'Add Event' })).toBeVisible();
        await expect(shown(page, 'Start')).toHaveValue('03/04/2019 00:00');
        await expect(shown(page, 'End')).toHaveValue(/^0[34]\/04\/2019 \d{2}:\d{2}$/);
    });
});
