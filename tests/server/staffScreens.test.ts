import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * Each grant applies to the screen the staff member sees: the profile screen to their own account's profile calls,
 * a library's sub folder screen to its sub folder lists, a library's form to its folder pickers.
 */

const PASSWORD = 'Password@123';
let t: TestApi;

interface Row {
    _id: string;
    [key: string]: unknown;
}

const rows = async (collection: string): Promise<Row[]> =>
    (await t.call('GET', `/_db/${collection}`)).body as unknown as Row[];

/** A staff member holding a new role with these grants, signed in: their token. */
const staffWith = async (name: string, grants: Record<string, unknown>): Promise<string> => {
    const role = await t.call('POST', '/roles', { name, grants });
    expect(role.status).toBe(200);
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
    const person = { first_name: name, last_name: 'Staff', email, password: PASSWORD, role_id: role.body.data._id };
    expect((await t.call('POST', '/staff', person)).status).toBe(200);
    const signIn = await t.call('POST', '/api/v1/superadminlogin', { email, password: PASSWORD }, '');
    return signIn.body.data.accessToken as string;
};

const profileForm = (email: string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
        smtp_email: 'mail@example.com',
        smtp_password: 'smtp-secret',
        email,
        stripe_public_key: 'pk_test_1',
        stripe_secret_key: 'sk_test_1',
    }))
        form.append(key, value);
    return form;
};

beforeAll(async () => {
    t = await startTestApi();
}, 120_000);
afterAll(() => t.stop());

describe('the profile screen, granted', () => {
    it('opens and saves the settings with the staff member’s own e-mail', async () => {
        const token = await staffWith('Settings keeper', { profile: { actions: ['open', 'edit'] } });
        const read = await t.call('GET', '/api/v1/superadmin/profile', undefined, token);
        expect(read.status).toBe(200);
        expect(read.body.data.email).toBe('settings.keeper@example.com');
        const saved = await t.call('PUT', '/api/v1/superadmin/editprofile', profileForm(read.body.data.email), token);
        expect(saved).toMatchObject({ status: 200, body: { message: 'Profile updated successfully' } });
        expect((await rows('admin_profile'))[0].smtp_email).toBe('mail@example.com');
        const other = await t.call(
            'PUT',
            '/api/v1/superadmin/editprofile',
            profileForm('superadmin@example.com'),
            token,
        );
        expect(other).toMatchObject({ status: 400, body: { message: 'The admin email cannot be changed here' } });
    });

    it('refuses the save to a role that may only open it, and both to a role without it', async () => {
        const reader = await staffWith('Settings reader', { profile: { actions: ['open'] } });
        expect((await t.call('GET', '/api/v1/superadmin/profile', undefined, reader)).status).toBe(200);
        const save = await t.call('PUT', '/api/v1/superadmin/editprofile', profileForm('x@example.com'), reader);
        expect(save).toMatchObject({ status: 403, body: { message: 'Settings reader may not edit the profile' } });
        const none = await staffWith('No settings', { event: { actions: ['list'] } });
        const read = await t.call('GET', '/api/v1/superadmin/profile', undefined, none);
        expect(read).toMatchObject({ status: 403, body: { message: 'No settings may not open the profile' } });
    });
});

describe('folder calls, judged by the screen that makes them', () => {
    const folderOf = async (type: string) =>
        (await rows('categories')).find(f => f.resource_type === type && f.has_parent !== true)!;

    it('lists sub folders by the sub folder screen, not the folder screen', async () => {
        const token = await staffWith('Sub folder reader', { coachSubFolder: { actions: ['list'] } });
        const folder = await folderOf('coach');
        const subs = await t.call(
            'POST',
            `/category/getPaginatedSubCategoriesById/${folder._id}`,
            { page: 1, limit: 10 },
            token,
        );
        expect(subs.status).toBe(200);
        const folders = await t.call('POST', '/category/getPaginatedCategories', { page: 1, limit: 10 }, token);
        expect(folders).toMatchObject({ status: 403, body: { message: 'Sub folder reader may not list folders' } });
        const student = await folderOf('student');
        const elsewhere = await t.call(
            'POST',
            `/category/getPaginatedSubCategoriesById/${student._id}`,
            { page: 1, limit: 10 },
            token,
        );
        expect(elsewhere).toMatchObject({
            status: 403,
            body: { message: 'Sub folder reader may not list sub folders' },
        });
    });

    it('serves a folder every library shares to any of their screens', async () => {
        const token = await staffWith('TBP sub folders', { tbpSubFolder: { actions: ['list'] } });
        const shared = await folderOf('all');
        const subs = await t.call(
            'POST',
            `/category/getPaginatedSubCategoriesById/${shared._id}`,
            { page: 1, limit: 10 },
            token,
        );
        expect(subs.status).toBe(200);
        expect(subs.body.data.docs.length).toBeGreaterThan(0);
    });

    it("serves a library form's folder pickers to those who may add to the library", async () => {
        const token = await staffWith('Coach library adder', { coachLibrary: { actions: ['list', 'add'] } });
        const folders = await t.call('GET', '/category/getCategoryByUserId/coach', undefined, token);
        expect(folders.status).toBe(200);
        const folder = await folderOf('coach');
        const subs = await t.call('GET', `/category/getSubCategoryByCategory/${folder._id}`, undefined, token);
        expect(subs.status).toBe(200);
        const tbp = await t.call('GET', '/category/getCategoryByUserId/tbp', undefined, token);
        expect(tbp).toMatchObject({ status: 403, body: { message: 'Coach library adder may not list folders' } });
    });
});
