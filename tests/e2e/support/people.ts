import { expect, type Locator, type Page } from '@playwright/test';
import type { Api } from './fixtures';
import { rows } from './screens';

/** The add/edit modal of a people list. */
export const personDialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

export const textbox = (scope: Locator | Page, name: string): Locator =>
    scope.getByRole('textbox', { name, exact: true });

/** A row of the list, found by its e-mail cell. */
export const rowOf = (page: Page, email: string): Locator =>
    rows(page).filter({ has: page.getByRole('cell', { name: email, exact: true }) });

/**
 * A birth date through its picker (the field takes no typing): a click on
 * the field opens it on the years, then a month, then a day closes it.
 * Each is chosen by keyboard (focus, Enter): MUI's picker swaps its views with
 * a transition and scrolls its year list into view once mounted, late on a
 * busy machine, so a fast click could press on one element and release on
 * another (no click: the view stayed). Focus and Enter do not depend on
 * where an element is or whether it was just replaced.
 */
export async function pickBirthDate(
    page: Page,
    scope: Locator,
    year: number,
    month: string,
    day: number,
): Promise<void> {
    await scope.getByRole('group', { name: 'Birth Date', exact: true }).click();
    const picker = page.locator('.MuiPickerPopper-root');
    const choose = async (item: Locator) => {
        await item.focus();
        await item.press('Enter');
    };
    await choose(picker.getByRole('radio', { name: String(year), exact: true }));
    await choose(picker.getByRole('radio', { name: month }));
    await choose(picker.getByRole('gridcell', { name: String(day), exact: true }));
    await expect(picker).toBeHidden();
}

/** Types a national number after the fixed +61 of the phone box. */
export async function typePhone(scope: Locator, label: string, national: string): Promise<void> {
    const box = scope.getByRole('textbox', { name: label, exact: true });
    await box.click();
    await box.pressSequentially(national);
}

export const uniqueEmail = (prefix: string, domain = 'example.com'): string =>
    `${prefix}.${Date.now().toString(36)}@${domain}`;

/** A coach of the fixtures, as the coach list answers it. */
export interface Coach {
    _id: string;
    first_name: string;
    last_name: string;
    email: string;
    user_status: boolean;
}

/** An enabled coach from the first page of the coach list (the API signed in as the super-admin first). */
export const enabledCoach = async (api: Api): Promise<Coach> => {
    await api.login();
    const list = await api.post<{ docs: Coach[] }>('/getAdmin', {
        page: 1,
        limit: 10,
        search: '',
        sortBy: null,
        sortOrder: 'desc',
    });
    return list.data.docs.find(c => c.user_status)!;
};

/** What the add-student call needs for a student no coach works with: only the required answers given. */
export const newStudent = (email: string) => ({
    first_name: 'Stu',
    last_name: 'Dent',
    email,
    birth_date: '2010-03-04',
    timezone: 'Australia/Sydney',
    address: '5 Test St',
    phone_number: '61412555666',
    are_you: 'School student',
    working_with: 'independently',
    signing_up: 'independently',
    coach_id: '',
    school: '',
    parent_first_name: '',
    parent_last_name: '',
    parent_phone_number: '',
    parent_email: '',
});
