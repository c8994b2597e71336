import type { Page } from '@playwright/test';
import { type Api, expect, test } from './support/fixtures';
import { newStudent, textbox, uniqueEmail } from './support/people';
import { toast } from './support/screens';
import { addEvent, eventNow, openEvent, secondSession } from './support/together';

test.describe('Two people on one record', () => {
    test('edits to different fields both land with no question; the same field asks, and the pick is kept', async ({
        signedIn: page,
        browser,
        api,
    }) => {
        // Two signed-in browsers on a shared two-core machine: more than the usual minute.
        test.slow();
        await api.login();
        const { id, name } = await addEvent(api, 'e2e together');
        const second = await secondSession(browser);
        const mine = await openEvent(page, id, name);
        const theirs = await openEvent(second, id, name);
        const opened = (await eventNow(api, name)).__v;

        // Different fields: the second saves the name first; the first's description then merges in on its own.
        await mine.getByLabel('Description').fill('typed here');
        await mine.getByLabel('Description').evaluate(field => Object.assign(field, { typedHere: true }));
        await theirs.getByLabel('Event Name').fill(`${name} renamed`);
        await theirs.getByRole('button', { name: 'Update' }).click();
        await expect(toast(second, 'Event updated successfully')).toBeVisible();
        // The first form follows the other change in place, what was typed in it kept (not a form drawn afresh).
        await expect(mine.getByLabel('Event Name')).toHaveValue(`${name} renamed`);
        await expect(mine.getByLabel('Description')).toHaveJSProperty('typedHere', true);
        await expect(mine.getByLabel('Description')).toHaveValue('typed here');
        const sent = page.waitForRequest(request => request.url().includes(`/event/edit/${id}`));
        await mine.getByRole('button', { name: 'Update' }).click();
        // It names the version the form opened at, for the API to refuse as stale and the form to merge.
        expect((await sent).headers()['if-match']).toBe(`"${opened}"`);
        await expect(
            toast(page, 'Event updated successfully Merged with the changes Super Admin saved meanwhile: Event Name'),
        ).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(mine).toBeHidden();
        await expect
            .poll(() => eventNow(api, `${name} renamed`))
            .toMatchObject({ event_name: `${name} renamed`, event_description: 'typed here' });

        // The same field: both values shown, the pick kept.
        const again = await openEvent(page, id, `${name} renamed`);
        const other = await openEvent(second, id, `${name} renamed`);
        await again.getByLabel('Description').fill('first words');
        await other.getByLabel('Description').fill('second words');
        await other.getByRole('button', { name: 'Update' }).click();
        await expect(other).toBeHidden();
        await again.getByRole('button', { name: 'Update' }).click();
        const choice = page.getByRole('alertdialog', { name: 'This record has changed' });
        await expect(choice.getByRole('row', { name: /^Description/ }).getByRole('cell')).toHaveText([
            'second words',
            'first words',
        ]);
        await choice.getByRole('radio', { name: 'Keep yours: Description' }).check();
        await choice.getByRole('button', { name: 'Save these values' }).click();
        await expect(again).toBeHidden();
        await expect.poll(async () => (await eventNow(api, `${name} renamed`)).event_description).toBe('first words');
        await second.context().close();
    });
});

test.describe('On the profile page', () => {
    /** A student added through the API, with only what the add form requires: its id and e-mail. */
    const addStudent = async (api: Api) => {
        const email = uniqueEmail('e2e.together', 'student.example.com');
        const added = await api.post<{ _id: string }>('/add-student', newStudent(email));
        expect(added.success, added.message).toBe(true);
        return { id: added.data._id, email };
    };
    const studentNow = async (api: Api, email: string) =>
        (
            await api.post<{ docs: Array<{ last_name: string; school: string }> }>('/getAllStudents', {
                page: 1,
                limit: 1,
                search: email,
            })
        ).data.docs[0];
    const openProfile = async (page: Page, id: string, lastName: string) => {
        await page.goto(`/edit-profile/${id}?of=student`);
        await expect(textbox(page, 'Last Name')).toHaveValue(lastName);
    };

    test('a save over a newer version merges other fields on its own and asks about the same one', async ({
        signedIn: page,
        browser,
        api,
    }) => {
        test.slow();
        await api.login();
        const { id, email } = await addStudent(api);
        const second = await secondSession(browser);
        await openProfile(page, id, 'Dent');
        await openProfile(second, id, 'Dent');

        // Different fields: the other renames first; the school typed here then merges in with no question.
        await textbox(page, 'school/University').fill('typed here');
        await textbox(second, 'Last Name').fill('Renamed');
        await second.getByRole('button', { name: 'Save' }).click();
        await expect(second).toHaveURL(/\/user(\?|$)/);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(
            toast(page, 'Student updated successfully Merged with the changes Super Admin saved meanwhile: Last Name'),
        ).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/user(\?|$)/);
        await expect.poll(() => studentNow(api, email)).toMatchObject({ last_name: 'Renamed', school: 'typed here' });

        // The same field: both values shown, the pick kept.
        await openProfile(page, id, 'Renamed');
        await openProfile(second, id, 'Renamed');
        await textbox(page, 'school/University').fill('first words');
        await textbox(second, 'school/University').fill('second words');
        await second.getByRole('button', { name: 'Save' }).click();
        await expect(second).toHaveURL(/\/user(\?|$)/);
        await page.getByRole('button', { name: 'Save' }).click();
        const choice = page.getByRole('alertdialog', { name: 'This record has changed' });
        await expect(choice.getByRole('row', { name: /^School/ }).getByRole('cell')).toHaveText([
            'second words',
            'first words',
        ]);
        await choice.getByRole('radio', { name: 'Keep yours: School' }).check();
        await choice.getByRole('button', { name: 'Save these values' }).click();
        await expect(page).toHaveURL(/\/user(\?|$)/);
        await expect.poll(async () => (await studentNow(api, email)).school).toBe('first words');
        await second.context().close();
    });
});
