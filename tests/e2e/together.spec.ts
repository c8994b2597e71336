import type { Browser, Page } from '@playwright/test';
import { PRESENCE_TTL_MS } from '../../src/shared/presence';
import { type Api, expect, signIn, test } from './support/fixtures';
import { enabledCoach, rowOf, textbox, uniqueEmail } from './support/people';
import { rows, search, toast, uniqueName } from './support/screens';

/** Adds an event through the API: its id and name. */
const addEvent = async (api: Api, prefix: string) => {
    const name = uniqueName(prefix);
    await api.post('/event/add', { event_name: name, event_description: 'as it was', event_color: '#ef9a9a' });
    const found = await api.post<{ docs: Array<{ _id: string }> }>('/event/alldetails', {
        page: 1,
        limit: 1,
        search: name,
    });
    return { id: found.data.docs[0]._id, name };
};

/** The event as the API holds it now. */
const eventNow = async (api: Api, name: string) =>
    (
        await api.post<{ docs: Array<{ event_name: string; event_description: string }> }>('/event/alldetails', {
            page: 1,
            limit: 1,
            search: name,
        })
    ).data.docs[0];

/** A second browser, signed in on its own as the super-admin. */
const secondSession = async (browser: Browser): Promise<Page> => {
    const other = await browser.newContext();
    const page = await other.newPage();
    await signIn(page);
    return page;
};

/** Opens an event's edit modal by its URL, once its name shows. */
const openEvent = async (page: Page, id: string, name: string) => {
    await page.goto(`/event/${id}`);
    const form = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(form.getByLabel('Event Name')).toHaveValue(name);
    return form;
};

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

        // Different fields: the second saves the name first; the first's description then merges in on its own.
        await mine.getByLabel('Description').fill('typed here');
        await theirs.getByLabel('Event Name').fill(`${name} renamed`);
        await theirs.getByRole('button', { name: 'Update' }).click();
        await expect(toast(second, 'Event updated successfully')).toBeVisible();
        await mine.getByRole('button', { name: 'Update' }).click();
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

test.describe('Drafts', () => {
    const ADD = '/coach-resource-center/create';
    const offer = (page: Page) => page.getByRole('status').filter({ hasText: /^Unsaved changes from \d{1,2}:\d{2}/ });
    const addForm = async (page: Page) => {
        await page.goto(ADD);
        const form = page.getByRole('dialog', { name: 'Add Resource' });
        await expect(form.getByLabel('Title')).toBeVisible();
        return form;
    };

    test('typed and not saved survives a closed tab for the same person, and is never offered to another', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        const title = uniqueName('draft');
        const first = await addForm(page);
        await first.getByLabel('Title').fill(title);
        // The page goes away before the typing pause ends: what was typed is kept as it goes.
        const kept = await page.evaluate(() => {
            window.dispatchEvent(new Event('pagehide'));
            return Object.keys(localStorage)
                .filter(key => key.startsWith('console.draft.'))
                .map(key => localStorage.getItem(key) ?? '');
        });
        expect(kept.some(draft => draft.includes(title))).toBe(true);
        const context = page.context();
        await page.close();

        // The same person, a new page: offered, and restored.
        const again = await context.newPage();
        const form = await addForm(again);
        await expect(offer(again)).toBeVisible();
        await offer(again).getByRole('button', { name: 'Restore' }).click();
        await expect(form.getByLabel('Title')).toHaveValue(title);
        await expect(offer(again)).toBeHidden();
        await again.close();

        // Another person on the same browser (a coach, by log in as): nothing offered.
        const other = await context.newPage();
        await api.login();
        const coach = await enabledCoach(api);
        await other.goto('/user');
        await search(other, coach.email);
        await rowOf(other, coach.email).getByRole('button', { name: 'Log in as' }).click();
        await expect(other.getByRole('status').filter({ hasText: 'Signed in as' })).toBeVisible();
        const theirs = await addForm(other);
        await theirs.getByLabel('Title').fill('x');
        await expect(theirs.getByLabel('Title')).toHaveValue('x');
        await expect(offer(other)).toHaveCount(0);
        await expect(theirs.getByText(title)).toHaveCount(0);
    });

    test('Discard drops the draft: the form opens clean the next time', async ({ signedIn: page }) => {
        const first = await addForm(page);
        await first.getByLabel('Title').fill(uniqueName('dropped'));
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        const context = page.context();
        await page.close();
        const again = await context.newPage();
        await addForm(again);
        await expect(offer(again)).toBeVisible();
        await offer(again).getByRole('button', { name: 'Discard' }).click();
        await expect(offer(again)).toBeHidden();
        await again.close();
        const last = await context.newPage();
        const form = await addForm(last);
        await form.getByLabel('Title').fill('y');
        await expect(form.getByLabel('Title')).toHaveValue('y');
        await expect(offer(last)).toHaveCount(0);
    });
});

test.describe('Presence', () => {
    test('two sessions on one record see each other by name while it is open, and not after', async ({
        signedIn: page,
        browser,
        api,
    }) => {
        test.slow();
        await api.login();
        const { id, name } = await addEvent(api, 'e2e presence');
        const second = await secondSession(browser);
        // On the list first: the row gets a small mark while the other has the record open.
        await page.goto('/event');
        await search(page, name);
        const row = rows(page).filter({ hasText: name });
        await expect(row).toHaveCount(1);
        const theirs = await openEvent(second, id, name);
        await expect(row.getByRole('img', { name: 'Also open by Super Admin' })).toBeVisible({ timeout: 2000 });
        await row.getByRole('button', { name: 'Edit' }).click();
        const mine = page.getByRole('dialog', { name: 'Edit Event' });
        await expect(mine.getByLabel('Event Name')).toHaveValue(name);
        // Within 2 s of the other opening it, each names the other.
        await expect(mine.getByRole('status').filter({ hasText: 'Also open by Super Admin' })).toBeVisible({
            timeout: 2000,
        });
        await expect(theirs.getByRole('status').filter({ hasText: 'Also open by Super Admin' })).toBeVisible({
            timeout: 2000,
        });
        // The other closes the modal: gone within 10 s (at once, since the close is said).
        await theirs.getByRole('button', { name: 'Cancel' }).click();
        await expect(theirs).toBeHidden();
        await expect(mine.getByRole('status').filter({ hasText: 'Also open by' })).toHaveCount(0, { timeout: 10_000 });
        // Opened again, then its tab is closed: the leave it sends as it goes takes the name away at once, well
        // before the API's expiry (PRESENCE_TTL_MS, the fallback for a tab that dies without a word) would.
        const again = await openEvent(second, id, name);
        await expect(again).toBeVisible();
        await expect(mine.getByRole('status').filter({ hasText: 'Also open by Super Admin' })).toBeVisible({
            timeout: 2000,
        });
        await second.close({ runBeforeUnload: true });
        await expect(mine.getByRole('status').filter({ hasText: 'Also open by' })).toHaveCount(0, {
            timeout: PRESENCE_TTL_MS / 2,
        });
        await second.context().close();
    });
});

test.describe('On an edit page', () => {
    test('the package edit page names who else has it open and offers back what was typed', async ({
        signedIn: page,
        browser,
        api,
    }) => {
        test.slow();
        await api.login();
        const [pkg] = (await api.get<Array<{ _id: string; name: string }>>('/subscription-package/alldetails')).data;
        const openPackage = async (on: Page) => {
            await on.goto(`/edit-subscription/${pkg._id}`);
            const name = on.getByRole('textbox', { name: 'Package Name', exact: true });
            await expect(name).toHaveValue(pkg.name);
            return name;
        };
        const here = page.getByRole('status').filter({ hasText: 'Also open by Super Admin' });
        const second = await secondSession(browser);
        await openPackage(second);
        const name = await openPackage(page);
        await expect(here).toBeVisible({ timeout: 2000 });
        // The other leaves the page (Cancel): the name goes at once.
        await second.getByRole('button', { name: 'Cancel' }).click();
        await expect(here).toHaveCount(0, { timeout: PRESENCE_TTL_MS / 2 });
        await second.context().close();

        // Typed, not saved, the tab closed: the page offers it back to the same person.
        const typed = uniqueName('draft package');
        await name.fill(typed);
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        const context = page.context();
        await page.close();
        const again = await context.newPage();
        const reopened = await openPackage(again);
        const offer = again.getByRole('status').filter({ hasText: /^Unsaved changes from / });
        await offer.getByRole('button', { name: 'Restore' }).click();
        await expect(reopened).toHaveValue(typed);
        await expect(offer).toHaveCount(0);
    });
});

test.describe('On the profile page', () => {
    /** A student added through the API, with only what the add form requires: its id and e-mail. */
    const addStudent = async (api: Api) => {
        const email = uniqueEmail('e2e.together', 'student.example.com');
        const added = await api.post<{ _id: string }>('/add-student', {
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
        });
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
