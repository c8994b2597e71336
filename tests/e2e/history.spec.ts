import { type Page, request } from '@playwright/test';
import { choosePreset, settle, violations } from './support/axe';
import { API_URL, type Api, expect, test } from './support/fixtures';
import { type Coach, rowOf } from './support/people';
import { addGrade, editGrade, rows, search, toast, uniqueName } from './support/screens';

/** The grade's history, opened from its edit modal. */
const openHistory = async (page: Page, name: string) => {
    const { form } = await editGrade(page, name);
    await form.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `History of ${name}` });
    await expect(history.getByRole('heading', { name: /^Version 1 · Created/ })).toBeVisible();
    return history;
};

const recentlyDeleted = async (page: Page, items: string) => {
    await page.getByRole('button', { name: 'Recently deleted' }).click();
    const dialog = page.getByRole('dialog', { name: `Recently deleted: ${items}` });
    await expect(dialog.getByText('Deleted records are kept for 30 days, then removed for good.')).toBeVisible();
    return dialog;
};

/** A hex code as the browser writes a computed colour. */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** "28/11/2026 13:36 by Super Admin": the lists' DD/MM/YYYY HH:mm. */
const MOMENT_BY_ADMIN = /^(Deleted )?\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} by Super Admin$/;

test.describe("Every record's history", () => {
    test("the package edit page has the package's History too", async ({ session: page, api }) => {
        await api.login();
        const [pkg] = (await api.get<Array<{ _id: string; name: string }>>('/subscription-package/alldetails')).data;
        const renamed = uniqueName('E2E package history');
        await page.goto(`/edit-subscription/${pkg._id}`);
        const name = page.getByRole('textbox', { name: 'Package Name', exact: true });
        await expect(name).toHaveValue(pkg.name);
        await name.fill(renamed);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL('/general/subscription');

        await page.goto(`/edit-subscription/${pkg._id}`);
        await expect(name).toHaveValue(renamed);
        await page.getByRole('button', { name: 'History' }).click();
        const history = page.getByRole('dialog', { name: `History of ${renamed}` });
        const edited = history.getByRole('listitem').filter({ hasText: 'Edited · Current version' });
        await expect(edited.getByText(`${pkg.name} → ${renamed}`)).toBeVisible();
        await history.getByRole('button', { name: 'Restore this version' }).first().click();
        await page
            .getByRole('dialog', { name: /^Restore version/ })
            .getByRole('button', { name: 'Restore this version' })
            .click();
        await expect(toast(page, 'Package restored successfully')).toBeVisible();
        await expect(page).toHaveURL('/general/subscription');
        await page.goto(`/edit-subscription/${pkg._id}`);
        await expect(name).toHaveValue(pkg.name);
    });

    test('an edit, then Restore this version: the old values are back and the activity log shows both', async ({
        session: page,
        api,
    }) => {
        await api.login();
        const { name } = await addGrade(api, 'E2E HISTORY');
        const before = name.toLowerCase();
        const after = uniqueName('e2e history edited').toLowerCase();
        await page.goto('/grade');
        const { form, input } = await editGrade(page, before);
        await input.fill(after);
        await form.getByRole('button', { name: 'Update' }).click();
        await expect(toast(page, 'Grade updated successfully')).toBeVisible();

        const history = await openHistory(page, after);
        const edited = history.getByRole('listitem').filter({ hasText: 'Version 2 · Edited · Current version' });
        await expect(edited.getByText(`Grade: ${before} → ${after}`)).toBeVisible();
        await expect(edited.getByText(MOMENT_BY_ADMIN)).toBeVisible();
        await expect(edited.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
        await history
            .getByRole('listitem')
            .filter({ hasText: 'Version 1 · Created' })
            .getByRole('button', { name: 'Restore this version' })
            .click();
        const confirm = page.getByRole('dialog', { name: `Restore version 1 of ${after}?` });
        await expect(confirm.getByText(`Grade: ${after} → ${before}`)).toBeVisible();
        await confirm.getByRole('button', { name: 'Restore this version' }).click();
        await expect(toast(page, 'Grade restored successfully')).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await search(page, before, 'Find');
        await expect(rows(page).first()).toContainText(before);
        // The restore is a version of its own, "Restored", never "Edited" (issue 47).
        const again = await openHistory(page, before);
        const restored = again.getByRole('listitem').filter({ hasText: 'Version 3 · Restored from version 1' });
        await expect(restored).toContainText('Current version');
        await expect(restored.getByText(`Grade: ${after} → ${before}`)).toBeVisible();
        await page.keyboard.press('Escape');

        await page.goto('/activity');
        const logged = rows(page);
        await expect(logged.filter({ hasText: 'Restore' }).filter({ hasText: before }).first()).toContainText(
            'version 1',
        );
        await expect(logged.filter({ hasText: 'Edit' }).filter({ hasText: after }).first()).toContainText('Grade');
    });

    for (const width of [1366, 375]) {
        test(`a colour's change shows each hex code with its swatch (${width} px)`, async ({ session: page, api }) => {
            await page.setViewportSize({ width, height: 800 });
            await api.login();
            const name = uniqueName('E2E colour history');
            await api.post('/event/add', { event_name: name, event_description: 'colour', event_color: '#ef9a9a' });
            const found = await api.post<{ docs: Array<{ _id: string }> }>('/event/alldetails', {
                page: 1,
                limit: 1,
                search: name,
            });
            const picked = '#d1c4e9';
            await api.post(`/event/edit/${found.data.docs[0]._id}`, { event_color: picked });
            // The edit modal by its address: the list's row looks differ between a phone and a desk.
            await page.goto(`/event/${found.data.docs[0]._id}`);
            const form = page.getByRole('dialog', { name: 'Edit Event' });
            await expect(form.getByLabel('Event Name')).toHaveValue(name);
            await form.getByRole('button', { name: 'History' }).click();
            const history = page.getByRole('dialog', { name: `History of ${name}` });
            const edited = history.getByRole('listitem').filter({ hasText: 'Version 2' });
            await expect(edited.getByText(`Color: #ef9a9a → ${picked}`)).toBeVisible();
            for (const code of ['#ef9a9a', picked]) {
                const swatch = edited.locator(`[data-colour="${code}"] > span`);
                await expect(swatch).toBeVisible();
                expect(await swatch.evaluate(el => getComputedStyle(el).backgroundColor)).toBe(rgbOf(code));
            }
        });
    }

    test('a delete, then Restore in Recently deleted: the row is back with its id; bulk delete says so', async ({
        session: page,
        api,
    }) => {
        await api.login();
        const { name } = await addGrade(api, 'E2E DELETED');
        const stored = name.toLowerCase();
        const added = await api.get<Array<{ _id: string; grade: string }>>('/grade/alldetails');
        const id = added.data.find(grade => grade.grade === stored)?._id;
        await page.goto('/grade');
        await search(page, stored, 'Find');
        await rows(page).first().getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, 'Grade deleted successfully')).toBeVisible();
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();

        const dialog = await recentlyDeleted(page, 'grades');
        const item = dialog.getByRole('listitem').filter({ hasText: stored });
        // The lists' date-time style, as everywhere in the console.
        await expect(item.getByText(MOMENT_BY_ADMIN)).toBeVisible();
        await item.getByRole('button', { name: 'Restore' }).click();
        await expect(item).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(toast(page, 'Grade restored successfully')).toBeVisible();
        await expect(rows(page).first()).toContainText(stored);
        const grades = await api.get<Array<{ _id: string; grade: string }>>('/grade/alldetails');
        expect(grades.data.find(grade => grade.grade === stored)?._id).toBe(id);

        await rows(page).first().getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
        const bulk = page.getByRole('dialog', { name: 'Delete 1 grade?' });
        await expect(bulk.getByText('Deleted rows can be restored from "Recently deleted" for 30 days.')).toBeVisible();
        await bulk.getByRole('button', { name: 'Cancel' }).click();
    });
});

interface Resource {
    _id: string;
    title: string;
    owner?: string;
    userId?: string;
}

/** A coach's own resource from the seed, deleted by that coach through the API; answers it and its owner's id. */
const deletedByItsCoach = async (api: Api): Promise<Resource> => {
    await api.login();
    const list = await api.post<{ docs: Resource[] }>(
        '/resource/superadmin/getPaginatedResourcesForCoachInSuperadmin',
        { page: 1, limit: 100, search: '', sortBy: null, sortOrder: 'desc' },
    );
    const owned = list.data.docs.find(row => row.owner === 'coach');
    if (!owned) throw new Error('The seed has no coach-owned resource');
    const { data } = await api.post<{ token: string }>('/check-token', { token: api.token, user: owned.userId });
    const http = await request.newContext({ baseURL: API_URL });
    const removed = await http.delete(`/resource/delete/${owned._id}`, {
        headers: { Authorization: `Bearer ${data.token}` },
    });
    expect(removed.status()).toBe(200);
    await http.dispose();
    return owned;
};

test.describe('History and Recently deleted have their own addresses (issue 47)', () => {
    test('Back closes each and Forward opens it again; the list stays', async ({ session: page, api }) => {
        await api.login();
        const { id, name } = await addGrade(api, 'E2E HISTORY URL');
        await page.goto('/grade');
        await openHistory(page, name.toLowerCase());
        const history = page.getByRole('dialog', { name: `History of ${name.toLowerCase()}` });
        await expect(page).toHaveURL(new RegExp(`/grade/${id}/history`));
        await page.goBack();
        await expect(history).toBeHidden();
        await expect(page.getByRole('dialog', { name: 'Edit Grade' })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/grade/${id}\\?`));
        await page.goForward();
        await expect(history.getByRole('heading', { name: /^Version 1 · Created/ })).toBeVisible();
        // A link to it opens the record with its history over it.
        await page.goto(`/grade/${id}/history`);
        await expect(history.getByRole('heading', { name: /^Version 1 · Created/ })).toBeVisible();
        await history.getByRole('button', { name: 'Close' }).click();
        await expect(history).toBeHidden();
        await expect(page.getByRole('dialog', { name: 'Edit Grade' })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/grade/${id}$`));

        await page.goto('/grade?page=1');
        const dialog = await recentlyDeleted(page, 'grades');
        await expect(page).toHaveURL(/\/grade\/deleted\?page=1$/);
        await page.goBack();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/grade\?page=1$/);
        await expect(page.getByRole('heading', { name: 'Grades' })).toBeVisible();
        await page.goForward();
        await expect(dialog.getByText('Deleted records are kept for 30 days, then removed for good.')).toBeVisible();
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/grade\?page=1$/);
    });

    test("after a restore the focus goes to the next row's Restore, not to the dialog", async ({
        session: page,
        api,
    }) => {
        await api.login();
        const http = await request.newContext({ baseURL: API_URL });
        const names: string[] = [];
        for (const prefix of ['E2E FOCUS ONE', 'E2E FOCUS TWO']) {
            const { id, name } = await addGrade(api, prefix);
            names.push(name.toLowerCase());
            const removed = await http.delete(`/grade/delete/${id}`, {
                headers: { Authorization: `Bearer ${api.token}` },
            });
            expect(removed.status()).toBe(200);
        }
        await http.dispose();
        await page.goto('/grade');
        const dialog = await recentlyDeleted(page, 'grades');
        // Newest first: the second one deleted, then the first.
        const newest = dialog.getByRole('listitem').filter({ hasText: names[1] });
        await newest.getByRole('button', { name: 'Restore' }).click();
        await expect(newest).toHaveCount(0);
        const next = dialog
            .getByRole('listitem')
            .filter({ hasText: names[0] })
            .getByRole('button', { name: 'Restore' });
        await expect(next).toBeFocused();
    });
});

test("a coach cannot see nor restore another's deleted record", async ({ signedIn: page, api }) => {
    const theirs = await deletedByItsCoach(api);
    const coaches = await api.post<{ docs: Coach[] }>('/getAdmin', {
        page: 1,
        limit: 10,
        search: '',
        sortBy: null,
        sortOrder: 'desc',
    });
    const coach = coaches.data.docs.find(c => c.user_status && c._id !== theirs.userId);
    if (!coach) throw new Error('No other enabled coach');
    await page.goto('/user');
    await search(page, coach.email);
    await rowOf(page, coach.email).getByRole('button', { name: 'Log in as' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Coaches Resources' }).click();
    const dialog = await recentlyDeleted(page, 'library resources');
    await expect(dialog.getByRole('button', { name: 'Delete forever' })).toHaveCount(0);
    await expect(dialog.getByText(theirs.title, { exact: true })).toHaveCount(0);
    // Asked straight, the API says it knows of no such deleted record.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const http = await request.newContext({ baseURL: API_URL });
    const refused = await http.post(`/records/coachLibrary/deleted/${theirs._id}/restore`, {
        headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(404);
    await http.dispose();
});

/** The recently deleted dialog, a record's history and the restore question, each read by axe. */
const sweep = async (page: Page, list: string, openRow: () => Promise<void>) => {
    await page.getByRole('button', { name: 'Recently deleted' }).click();
    const deleted = page.getByRole('dialog', { name: `Recently deleted: ${list}` });
    await expect(deleted.getByText(/Deleted records are kept/)).toBeVisible();
    await settle(page);
    expect(await violations(page)).toEqual([]);
    await deleted.getByRole('button', { name: 'Close' }).click();
    await openRow();
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: /^History of / });
    await expect(history.getByRole('heading', { name: /^Version / }).first()).toBeVisible();
    await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
    expect(await violations(page)).toEqual([]);
    await history.getByRole('button', { name: 'Restore this version' }).first().click();
    await expect(page.getByRole('dialog', { name: /^Restore version/ })).toBeVisible();
    await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
    expect(await violations(page)).toEqual([]);
};

test.describe('History and Recently deleted are readable (axe)', () => {
    test('in the default colours and on a 375 px phone', async ({ session: page, api }) => {
        test.slow();
        await api.login();
        const { name } = await addGrade(api, 'E2E AXE');
        const stored = name.toLowerCase();
        const grades = await api.get<Array<{ _id: string; grade: string }>>('/grade/alldetails');
        const id = grades.data.find(grade => grade.grade === stored)?._id;
        await api.post(`/grade/edit/${id}`, { id, grade: `${stored} edited` });
        for (const width of [1280, 375]) {
            await page.setViewportSize({ width, height: 800 });
            await page.goto('/grade');
            await sweep(page, 'grades', async () => {
                await search(page, `${stored} edited`, 'Find');
                if (width > 375) await rows(page).first().getByRole('button', { name: 'Edit' }).click();
                else {
                    await page.getByRole('button', { name: `Actions for ${stored} edited` }).click();
                    await page
                        .getByRole('group', { name: `${stored} edited` })
                        .getByRole('button', { name: 'Edit' })
                        .click();
                }
            });
        }
    });

    test('in the Dark preset', async ({ signedIn: page, api }) => {
        test.slow();
        await api.login();
        const events = await api.post<{ docs: Array<{ _id: string }> }>('/event/alldetails', {
            page: 1,
            limit: 10,
            search: '',
            sortBy: null,
            sortOrder: 'desc',
        });
        const name = uniqueName('E2E dark history');
        await api.post(`/event/edit/${events.data.docs[0]._id}`, { event_name: name });
        await choosePreset(page, 'Dark');
        await page.keyboard.press('Escape');
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        await page.getByRole('menuitem', { name: 'Events', exact: true }).click();
        await sweep(page, 'events', async () => {
            await search(page, name);
            await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        });
    });
});
