import type { Browser, Page } from '@playwright/test';
import { type Api, expect, signIn } from './fixtures';
import { uniqueName } from './screens';

/*
 * Two people on one record (tests/e2e/together-*.spec.ts): the records they share and a second signed-in browser.
 */

/** Adds an event through the API: its id and name. */
export const addEvent = async (api: Api, prefix: string) => {
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
export const eventNow = async (api: Api, name: string) =>
    (
        await api.post<{ docs: Array<{ event_name: string; event_description: string; __v?: number }> }>(
            '/event/alldetails',
            {
                page: 1,
                limit: 1,
                search: name,
            },
        )
    ).data.docs[0];

/** A second browser, signed in on its own as the super-admin. */
export const secondSession = async (browser: Browser): Promise<Page> => {
    const other = await browser.newContext();
    const page = await other.newPage();
    await signIn(page);
    return page;
};

/** Opens an event's edit modal by its URL, once its name shows. */
export const openEvent = async (page: Page, id: string, name: string) => {
    await page.goto(`/event/${id}`);
    const form = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(form.getByLabel('Event Name')).toHaveValue(name);
    return form;
};
