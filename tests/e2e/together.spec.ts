import type { Browser, Page } from '@playwright/test';
import { type Api, expect, signIn, test } from './support/fixtures';
import { toast, uniqueName } from './support/screens';

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
