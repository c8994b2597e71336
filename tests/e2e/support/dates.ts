import { expect, type Locator, type Page } from '@playwright/test';

/** An ISO day `days` from now (UTC, the e2e browser's zone). */
export const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `yyyy-MM-dd` as the console shows and reads it: `dd/MM/yyyy`. */
export const dayFirst = (iso: string): string => iso.split('-').reverse().join('/');

/** A date input (MUI's picker field): a group named by its label, with Day, Month and Year parts. */
export const dateField = (scope: Locator | Page, label: string): Locator =>
    scope.getByRole('group', { name: label, exact: true });

/** Types a day-first date into the field, replacing what it held, as a keyboard user would. */
export async function typeDate(field: Locator, dayMonthYear: string): Promise<void> {
    await clearDate(field);
    await field.page().keyboard.type(dayMonthYear.replace(/\D/g, ''));
}

/** Empties the field (all parts selected, then deleted); the focus stays in it. */
export async function clearDate(field: Locator): Promise<void> {
    await field.getByRole('spinbutton', { name: 'Day' }).click();
    await field.page().keyboard.press('ControlOrMeta+a');
    await field.page().keyboard.press('Backspace');
}

/** What the field shows, day first (`dd/MM/yyyy`); '' when empty. */
export async function expectDate(field: Locator, dayMonthYear: string): Promise<void> {
    await expect(field.locator('input')).toHaveValue(dayMonthYear);
}

/** The field's parts can be typed in (or not). */
export async function expectDateEnabled(field: Locator, enabled: boolean): Promise<void> {
    await expect(field.getByRole('spinbutton', { name: 'Day' })).toHaveAttribute('aria-disabled', String(!enabled));
}

/** Opens the field's calendar; returns it (a dialog of its own). */
export async function openCalendar(page: Page, field: Locator): Promise<Locator> {
    await field.getByRole('button', { name: /^Choose date/ }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await expect(calendar).toBeVisible();
    return calendar;
}

/** A day button of the open calendar's month. */
export const calendarDay = (calendar: Locator, day: number): Locator =>
    calendar.getByRole('gridcell', { name: String(day), exact: true });
