import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * The library and folder routes answer a coach's session for its own items
 * and what is shared with it (spec part 2, section 1: coaches use the same
 * folder and resource screens for their own items; edit and delete are the
 * creator's). Each route is called as the super-admin, coach A and coach B.
 */

interface Row {
    _id: string;
    title: string;
    owner?: string;
    userId?: string;
    resource_type?: string;
    has_parent?: boolean;
}

let t: TestApi;
let a: { id: string; token: string };
let b: { id: string; token: string };
/** Coach A's own folder (from the seed), and one of the super-admin's serving coaches. */
let aFolder: Row;
let adminFolder: Row;

const signInCoach = async (id: string, email: string) => {
    expect(
        (
            await t.call('POST', `/user/changepassword/${id}`, {
                new_password: 'Coach@1234',
                confirm_new_password: 'Coach@1234',
            })
        ).status,
    ).toBe(200);
    const answer = await t.call('POST', '/api/v1/coachlogin', { email, password: 'Coach@1234' }, '');
    expect(answer.status).toBe(200);
    return { id, token: answer.body.data.accessToken as string };
};

beforeAll(async () => {
    t = await startTestApi();
    const folders = (await t.call('GET', '/_db/categories')).body as unknown as Row[];
    const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Array<{
        _id: string;
        email: string;
        user_status: boolean;
    }>;
    const enabled = new Set(coaches.filter(c => c.user_status !== false).map(c => c._id));
    aFolder = folders.find(
        f =>
            f.owner === 'coach' &&
            f.has_parent !== true &&
            f.resource_type === 'coach' &&
            enabled.has(String(f.userId)),
    )!;
    adminFolder = folders.find(f => f.owner === 'superadmin' && f.has_parent !== true && f.resource_type === 'coach')!;
    expect(aFolder && adminFolder).toBeTruthy();
    const coachA = coaches.find(c => c._id === aFolder.userId)!;
    const coachB = coaches.find(
        c => enabled.has(c._id) && c._id !== coachA._id && !folders.some(f => f.userId === c._id),
    )!;
    a = await signInCoach(coachA._id, coachA.email);
    b = await signInCoach(coachB._id, coachB.email);
});
afterAll(() => t.stop());

const as = (token: string) => ({
    post: (path: string, body: unknown = {}) => t.call('POST', path, body, token),
    get: (path: string) => t.call('GET', path, undefined, token),
    put: (path: string, body: unknown) => t.call('PUT', path, body, token),
    del: (path: string) => t.call('DELETE', path, undefined, token),
});
const folderIds = async (token: string, type: string) =>
    (
        (await as(token).post('/category/getPaginatedCategories', { page: 1, limit: 100, type })).body.data
            .docs as Row[]
    ).map(f => f._id);

describe('folders', () => {
    it('POST /category/getPaginatedCategories: a coach lists its own and the super-admin’s, never another coach’s', async () => {
        const all = await folderIds(t.token, 'coach');
        const ofA = await folderIds(a.token, 'coach');
        const ofB = await folderIds(b.token, 'coach');
        expect(all).toEqual(expect.arrayContaining([aFolder._id, adminFolder._id]));
        expect(ofA).toEqual(expect.arrayContaining([aFolder._id, adminFolder._id]));
        expect(ofB).toContain(adminFolder._id);
        expect(ofB).not.toContain(aFolder._id);
        expect(all.length).toBeGreaterThan(ofB.length);
    });

    it('GET getCategoryById, getCategoryByUserId, getSubCategoryByCategory, checkCanAdd: another coach’s folder is not found', async () => {
        expect((await as(t.token).get(`/category/getCategoryById/${aFolder._id}`)).status).toBe(200);
        expect((await as(a.token).get(`/category/getCategoryById/${aFolder._id}`)).status).toBe(200);
        const hidden = await as(b.token).get(`/category/getCategoryById/${aFolder._id}`);
        expect(hidden.status).toBe(404);
        expect(hidden.body.message).toBe('Folder not found');
        expect(
            ((await as(b.token).get('/category/getCategoryByUserId/coach')).body.data as Row[]).map(f => f._id),
        ).not.toContain(aFolder._id);
        expect(
            ((await as(a.token).get('/category/getCategoryByUserId/coach')).body.data as Row[]).map(f => f._id),
        ).toContain(aFolder._id);
        expect((await as(b.token).get(`/category/getSubCategoryByCategory/${aFolder._id}`)).status).toBe(404);
        expect((await as(a.token).get(`/category/getSubCategoryByCategory/${aFolder._id}`)).status).toBe(200);
        expect((await as(b.token).get(`/category/checkCanAdd/${aFolder._id}`)).status).toBe(404);
        expect((await as(a.token).get(`/category/checkCanAdd/${aFolder._id}`)).status).toBe(200);
        expect(
            (await as(b.token).post(`/category/getPaginatedSubCategoriesById/${aFolder._id}`, { page: 1, limit: 10 }))
                .status,
        ).toBe(404);
        expect(
            (await as(a.token).post(`/category/getPaginatedSubCategoriesById/${aFolder._id}`, { page: 1, limit: 10 }))
                .status,
        ).toBe(200);
    });

    it('POST /category/add, PUT /category/edit, DELETE /category/delete: a coach’s own, creator only', async () => {
        const added = await as(a.token).post('/category/add', {
            title: 'Coach A folder',
            resource_type: 'coach',
            has_parent: false,
        });
        expect(added.status).toBe(200);
        expect(added.body.data).toMatchObject({ owner: 'coach', userId: a.id });
        const id = added.body.data._id as string;
        const sub = await as(a.token).post('/category/add', {
            title: 'Coach A sub folder',
            has_parent: true,
            parent_category: id,
        });
        expect(sub.body.data).toMatchObject({ owner: 'coach', userId: a.id, parent_category: id });
        // B cannot see, add under, change or delete it; the super-admin sees it but is not its creator.
        expect(await folderIds(b.token, 'coach')).not.toContain(id);
        expect(await folderIds(t.token, 'coach')).toContain(id);
        expect(
            (await as(b.token).post('/category/add', { title: 'Under A', has_parent: true, parent_category: id }))
                .status,
        ).toBe(400);
        expect(
            (await as(b.token).put(`/category/edit/${id}`, { title: 'Taken over', resource_type: 'coach' })).status,
        ).toBe(404);
        expect((await as(b.token).del(`/category/delete/${sub.body.data._id}`)).status).toBe(404);
        expect(
            (await as(t.token).put(`/category/edit/${id}`, { title: 'Taken over', resource_type: 'coach' })).status,
        ).toBe(403);
        expect(
            (
                await as(a.token).put(`/category/edit/${adminFolder._id}`, {
                    title: 'Taken over',
                    resource_type: 'coach',
                })
            ).status,
        ).toBe(403);
        // A coach's folders are for its own audiences.
        expect(
            (
                await as(a.token).post('/category/add', {
                    title: 'For everyone',
                    resource_type: 'all',
                    has_parent: false,
                })
            ).status,
        ).toBe(403);
        expect(
            (await as(a.token).put(`/category/edit/${id}`, { title: 'Renamed by A', resource_type: 'coach' })).status,
        ).toBe(200);
        expect((await as(a.token).del(`/category/delete/${sub.body.data._id}`)).status).toBe(200);
        expect((await as(a.token).del(`/category/delete/${id}`)).status).toBe(200);
    });
});

describe('resources', () => {
    const LIST = {
        coach: '/resource/superadmin/getPaginatedResourcesForCoachInSuperadmin',
        student: '/resource/superadmin/getPaginatedResourcesForStudentInSuperadmin',
        tbp: '/tbp-resource/superadmin/getTBPResources',
    };
    const listed = async (token: string, library: keyof typeof LIST) =>
        (await as(token).post(LIST[library], { page: 1, limit: 100, search: '' })).body.data.docs as Array<
            Row & { isPrivate: boolean; access: Array<{ value: string }> }
        >;

    it('the three lists answer a coach its own and what is shared with it', async () => {
        for (const library of ['coach', 'student', 'tbp'] as const) {
            const all = await listed(t.token, library);
            const ofB = await listed(b.token, library);
            for (const row of ofB) {
                const shared =
                    !row.isPrivate &&
                    (row.access.some(x => x.value === 'all' || x.value === b.id) ||
                        (row as { forWhom?: string }).forWhom === 'all');
                expect(row.userId === b.id || shared).toBe(true);
            }
            expect(ofB.length).toBeLessThanOrEqual(all.length);
        }
        // Coach A's own resources in the seed are A's to see, not B's unless shared with B.
        const ofA = await listed(a.token, 'coach');
        const own = (await listed(t.token, 'coach')).filter(r => r.userId === a.id);
        expect(ofA.map(r => r._id)).toEqual(expect.arrayContaining(own.map(r => r._id)));
    });

    it('POST /resource/superdadmin/add, PUT edit, DELETE: a coach adds its own (owner coach); others see it only when shared', async () => {
        const added = await as(a.token).post('/resource/superdadmin/add', {
            title: 'A private note',
            resource_for: 'coach',
            isPrivate: true,
            link: 'https://example.com/a',
        });
        expect(added.status).toBe(200);
        expect(added.body.data).toMatchObject({ owner: 'coach', userId: a.id, resource_type: 'coach' });
        const id = added.body.data._id as string;
        expect((await listed(a.token, 'coach')).map(r => r._id)).toContain(id);
        expect((await listed(b.token, 'coach')).map(r => r._id)).not.toContain(id);
        expect((await listed(t.token, 'coach')).map(r => r._id)).toContain(id);
        // Shared with B, B sees it but cannot change or delete it.
        const shared = await as(a.token).put(`/resource/superadmin/edit/${id}`, {
            title: 'A note for B',
            isPrivate: false,
            access: [{ value: b.id, label: '' }],
            link: 'https://example.com/a',
        });
        expect(shared.status).toBe(200);
        expect((await listed(b.token, 'coach')).map(r => r._id)).toContain(id);
        expect(
            (
                await as(b.token).put(`/resource/superadmin/edit/${id}`, {
                    title: 'Taken over',
                    isPrivate: true,
                    link: 'https://example.com/b',
                })
            ).status,
        ).toBe(403);
        expect((await as(b.token).del(`/resource/delete/${id}`)).status).toBe(403);
        // Made private again, it is gone from B's list and B's calls.
        await as(a.token).put(`/resource/superadmin/edit/${id}`, {
            title: 'A note',
            isPrivate: true,
            link: 'https://example.com/a',
        });
        expect((await as(b.token).del(`/resource/delete/${id}`)).status).toBe(404);
        expect((await as(a.token).del(`/resource/delete/${id}`)).status).toBe(200);
    });

    it('a coach cannot add TBP material, nor file a resource in another coach’s folder', async () => {
        expect(
            (
                await as(a.token).post('/tbp-resource/add', {
                    title: 'TBP by a coach',
                    isPrivate: true,
                    link: 'https://example.com/t',
                })
            ).status,
        ).toBe(403);
        const inOther = await as(b.token).post('/resource/superdadmin/add', {
            title: 'In A’s folder',
            resource_for: 'coach',
            isPrivate: true,
            link: 'https://example.com/x',
            category: { value: aFolder._id, label: aFolder.title },
        });
        expect(inOther.status).toBe(400);
        expect(inOther.body.message).toBe('Please choose one of the folders');
    });
});

describe('tags for a coach', () => {
    it("POST /tags answers a coach's session (its resource form picks a tag); adding or changing tags stays the super-admin's", async () => {
        const mine = await as(a.token).post('/tags', { userId: a.id, search: '' });
        expect(mine.status).toBe(200);
        const all = await as(t.token).post('/tags', { userId: '', search: '' });
        expect((mine.body.data as unknown[]).length).toBe((all.body.data as unknown[]).length);
        expect((await as(a.token).post('/tag', { id: '', tag: 'Coach tag', description: '' })).status).toBe(403);
        const first = (all.body.data as Array<{ _id: string; tag: string }>)[0];
        expect((await as(b.token).post(`/tag/${first._id}`, { id: first._id, tag: 'x', description: '' })).status).toBe(
            403,
        );
        expect((await as(b.token).del(`/tag/${first._id}`)).status).toBe(403);
    });
});
