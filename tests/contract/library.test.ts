import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../src/shared/endpoints';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
    await h.signIn();
});
afterAll(() => h.stop());

const PDF = () =>
    new File([new TextEncoder().encode('%PDF-1.4\n% a tiny test document\n')], 'notes.pdf', {
        type: 'application/pdf',
    });
const upload = (file: File) => ({ rawFile: file, src: 'blob:x', title: file.name });

const folderOptions = async (role: string) =>
    (
        await h.dataProvider.call<Array<{ _id: string; title: string; userId: string }>>(
            get(`/category/getCategoryByUserId/${role}`),
        )
    ).data;
const adminId = () => h.session.userId() as string;

describe.each([
    ['coach-resource-center', '/resource/superadmin/getPaginatedResourcesForCoachInSuperadmin'],
    ['student-resource-center', '/resource/superadmin/getPaginatedResourcesForStudentInSuperadmin'],
    ['tbp-resource-center', '/tbp-resource/superadmin/getTBPResources'],
])('%s list (spec part 2, section 7)', (route, path) => {
    it('POSTs page, limit, search, category, subCategory, sortBy, sortOrder and reads docs / totalDocs', async () => {
        const page = await h.list(route, 2, '', 'title', 'ASC');
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path,
            keys: ['page', 'limit', 'search', 'category', 'subCategory', 'sortBy', 'sortOrder'],
        });
        expect(h.lastCall().body).toMatchObject({ page: 2, limit: 10, search: '', sortBy: 'title', sortOrder: 'asc' });
        expect(page.total).toBeGreaterThanOrEqual(40);
        expect(page.data).toHaveLength(10);
    });

    it('filters by folder and sub folder, sent as their ids', async () => {
        const all = await h.list(route);
        const withFolder = all.data.find(r => r.subCategory);
        expect(withFolder).toBeDefined();
        const category = withFolder?.category.value as string;
        const subCategory = withFolder?.subCategory.value as string;
        const found = await h.dataProvider.getList(route, {
            pagination: { page: 1, perPage: 10 },
            sort: { field: '', order: 'DESC' },
            filter: { category, subCategory },
        });
        expect(h.lastCall().body).toMatchObject({ category, subCategory, sortBy: null });
        expect(found.data.length).toBeGreaterThan(0);
        for (const row of found.data)
            expect([row.category.value, row.subCategory.value]).toEqual([category, subCategory]);
    });
});

describe('resource add, edit and delete (multipart)', () => {
    it('adds a coach resource with a file: POST /resource/superdadmin/add with the spec keys, access[] as JSON texts', async () => {
        const [folder] = await folderOptions('coach');
        const coaches = (
            await h.dataProvider.call<Array<{ _id: string; first_name: string; last_name: string }>>(
                get('/get/allcoach', { guarded: false }),
            )
        ).data;
        const access = coaches.slice(0, 2).map(c => ({ value: c._id, label: `${c.first_name} ${c.last_name}` }));
        const created = await h.dataProvider.create('coach-resource-center', {
            data: {
                title: 'Contract file',
                access,
                isPrivate: false,
                category: { value: folder._id, label: folder.title },
                link: '',
                resource_file: upload(PDF()),
            },
        });
        const call = h.lastCall();
        expect(call).toMatchObject({ method: 'POST', path: '/resource/superdadmin/add', form: true });
        expect(call.keys).toEqual([
            'title',
            'access[]',
            'isPrivate',
            'category',
            'subCategory',
            'tag',
            'link',
            'resource_file',
            'owner',
            'resource_for',
        ]);
        expect(call.body).toMatchObject({ owner: 'superadmin', resource_for: 'coach', isPrivate: 'false' });
        expect(JSON.parse(call.body.category as string)).toEqual({ value: folder._id, label: folder.title });
        expect(created.meta?.message).toBe('Resource added successfully');
        const stored = created.data as Record<string, unknown>;
        expect(stored).toMatchObject({
            title: 'Contract file',
            owner: 'superadmin',
            userId: adminId(),
            resource_type: 'coach',
            block_download: false,
        });
        expect(stored.resource_file).toMatch(/^[a-z0-9-]+\.pdf$/);
        // Files open through the signed links the answer carries; the bare name is no way in.
        expect((await fetch(`${h.api.url}/resources/${String(stored.resource_file)}`)).status).toBe(403);
        const file = await fetch(String(stored.file_url));
        expect(file.status).toBe(200);
        expect(await file.text()).toContain('%PDF-1.4');

        // An edit that leaves the file alone sends its stored name and keeps it.
        const kept = await h.dataProvider.update('coach-resource-center', {
            id: created.data.id,
            data: { ...stored, title: 'Contract file, renamed' },
            previousData: created.data,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'PUT',
            path: `/resource/superadmin/edit/${created.data.id}`,
            form: true,
        });
        expect(h.lastCall().body.resource_file).toBe(stored.resource_file);
        expect(kept.data).toMatchObject({
            title: 'Contract file, renamed',
            resource_file: stored.resource_file,
            file_name: 'notes.pdf',
        });
    });

    it('adds a link resource with https:// in front, edits it with PUT /resource/superadmin/edit/{id}, deletes it', async () => {
        const created = await h.dataProvider.create('student-resource-center', {
            data: {
                title: 'A link',
                access: [{ value: 'all', label: 'All Students' }],
                isPrivate: false,
                link: 'https://https://example.org/page',
            },
        });
        expect(h.lastCall().body).toMatchObject({ link: 'https://example.org/page', resource_for: 'student' });
        const id = created.data.id;
        const updated = await h.dataProvider.update('student-resource-center', {
            id,
            data: { ...created.data, title: 'A link, renamed', isPrivate: true },
            previousData: created.data,
        });
        expect(h.lastCall()).toMatchObject({ method: 'PUT', path: `/resource/superadmin/edit/${id}`, form: true });
        expect(updated.meta?.message).toBe('Resource updated successfully');
        const page = await h.list('student-resource-center', 1, 'renamed');
        expect(page.data[0]).toMatchObject({ title: 'A link, renamed', isPrivate: true, access: [] });
        const removed = await h.dataProvider.delete('student-resource-center', { id, previousData: page.data[0] });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/resource/delete/${id}`, keys: [] });
        expect(removed.meta?.message).toBe('Resource deleted successfully');
    });

    it('adds a TBP resource: POST /tbp-resource/add with forWhom, resource_for student; edits with PUT /tbp-resource/superadmin/edit/{id}', async () => {
        const students = (
            await h.dataProvider.call<Array<{ _id: string; first_name: string; last_name: string }>>(
                get('/get/allStudents', { guarded: false }),
            )
        ).data;
        const access = [{ value: students[0]._id, label: 'x' }];
        const created = await h.dataProvider.create('tbp-resource-center', {
            data: { title: 'TBP one', access, isPrivate: false, forWhom: 'student', link: 'tbp.example.org' },
        });
        const call = h.lastCall();
        expect(call).toMatchObject({ method: 'POST', path: '/tbp-resource/add', form: true });
        expect(call.keys).toEqual([
            'title',
            'access[]',
            'isPrivate',
            'forWhom',
            'category',
            'subCategory',
            'tag',
            'link',
            'resource_file',
            'owner',
            'resource_for',
        ]);
        expect(call.body).toMatchObject({
            resource_for: 'student',
            forWhom: 'student',
            link: 'https://tbp.example.org',
        });
        // The label is the person's name as stored, whatever was sent.
        expect(created.data.access).toEqual([
            { value: students[0]._id, label: `${students[0].first_name} ${students[0].last_name}` },
        ]);
        await h.dataProvider.update('tbp-resource-center', {
            id: created.data.id,
            data: { ...created.data, forWhom: 'all' },
            previousData: created.data,
        });
        expect(h.lastCall()).toMatchObject({ method: 'PUT', path: `/tbp-resource/superadmin/edit/${created.data.id}` });
        expect((await h.list('tbp-resource-center', 1, 'TBP one')).data[0]).toMatchObject({
            forWhom: 'all',
            access: [],
            is_added_for_coach: true,
            is_added_for_student: true,
        });
    });

    it('refuses what the form would refuse, with its words', async () => {
        await expect(
            h.dataProvider.create('coach-resource-center', { data: { title: '', isPrivate: true } }),
        ).rejects.toThrow('Please enter file title');
        await expect(
            h.dataProvider.create('coach-resource-center', { data: { title: 'x'.repeat(51), isPrivate: true } }),
        ).rejects.toThrow('please enter less than 50 characters');
        await expect(
            h.dataProvider.create('coach-resource-center', {
                data: { title: 'No access', isPrivate: false, link: 'x.org' },
            }),
        ).rejects.toThrow('Please select coach');
        await expect(
            h.dataProvider.create('student-resource-center', {
                data: { title: 'No access', isPrivate: false, link: 'x.org' },
            }),
        ).rejects.toThrow('Please select access');
        await expect(
            h.dataProvider.create('tbp-resource-center', {
                data: { title: 'No one', isPrivate: false, access: [{ value: 'all', label: 'All' }], link: 'x.org' },
            }),
        ).rejects.toThrow('Please select for whom you want to add this resource');
        await expect(
            h.dataProvider.create('tbp-resource-center', {
                data: { title: 'No one', isPrivate: false, forWhom: 'coach', link: 'x.org' },
            }),
        ).rejects.toThrow('Please select atleast one options');
        await expect(
            h.dataProvider.create('coach-resource-center', { data: { title: 'Nothing', isPrivate: true } }),
        ).rejects.toThrow('Please add either resource or link to a resource');
        await expect(
            h.dataProvider.create('coach-resource-center', {
                data: { title: 'Bad link', isPrivate: true, link: 'not a link' },
            }),
        ).rejects.toThrow('Please enter valid url');
        const fake = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'notes.pdf', {
            type: 'application/pdf',
        });
        await expect(
            h.dataProvider.create('coach-resource-center', {
                data: { title: 'Not a PDF', isPrivate: true, resource_file: upload(fake) },
            }),
        ).rejects.toThrow('Please choose a PDF, Word, PowerPoint, Excel, text, picture, MP3 or MP4 file');
    });

    it('lets only the creator change or delete a resource', async () => {
        const rows = (await h.list('coach-resource-center', 1, '', '', 'DESC')).data.concat(
            (await h.list('coach-resource-center', 2)).data,
        );
        const theirs = rows.find(r => r.userId !== adminId());
        expect(theirs).toBeDefined();
        await expect(
            h.dataProvider.delete('coach-resource-center', { id: theirs!.id, previousData: theirs }),
        ).rejects.toThrow('Only the creator of this resource can change or delete it');
    });
});

describe('downloads honour block_download', () => {
    it('serves a file inline, as an attachment only when downloads are allowed', async () => {
        const rows = [];
        for (let page = 1; page <= 5; page++) rows.push(...(await h.list('coach-resource-center', page)).data);
        const blocked = rows.find(r => r.resource_file && r.block_download);
        const open = rows.find(r => r.resource_file && !r.block_download);
        expect(blocked && open).toBeTruthy();
        const ok = await fetch(String(open!.download_url));
        expect(ok.status).toBe(200);
        expect(ok.headers.get('content-disposition')).toContain('attachment');
        // A blocked resource gets no download link; its open link with download=1 added is not signed for that.
        expect(blocked!.download_url).toBeUndefined();
        const refused = await fetch(`${String(blocked!.file_url)}&download=1`);
        expect(refused.status).toBe(403);
        // The super-admin's own session asking for an attachment of a blocked file is refused with the reason.
        const withSession = await fetch(`${h.api.url}/resources/${blocked!.resource_file}?download=1`, {
            headers: { authorization: `Bearer ${h.session.token()}` },
        });
        expect(withSession.status).toBe(403);
        expect(((await withSession.json()) as { message: string }).message).toBe('This resource cannot be downloaded');
        expect((await fetch(String(blocked!.file_url))).status).toBe(200);
        expect((await fetch(`${h.api.url}/resources/..%2Fdb.json`)).status).toBe(403);
        expect(
            (
                await fetch(`${h.api.url}/resources/..%2Fdb.json`, {
                    headers: { authorization: `Bearer ${h.session.token()}` },
                })
            ).status,
        ).toBe(404);
    });
});

describe('admin folders and sub folders (spec part 2, section 7)', () => {
    it.each([
        ['category', undefined],
        ['student-category', 'student'],
        ['tbp-category', 'tbp'],
    ])('%s lists with POST /category/getPaginatedCategories (type %s)', async (route, type) => {
        const page = await h.list(route);
        const call = h.lastCall();
        expect(call).toMatchObject({ method: 'POST', path: '/category/getPaginatedCategories' });
        expect(call.keys).toEqual(
            type
                ? ['page', 'limit', 'search', 'sortBy', 'sortOrder', 'type']
                : ['page', 'limit', 'search', 'sortBy', 'sortOrder'],
        );
        if (type) expect(call.body.type).toBe(type);
        expect(page.total).toBeGreaterThanOrEqual(10);
        for (const row of page.data) expect(row.has_parent).toBe(false);
    });

    it('adds, edits and deletes a folder and a sub folder', async () => {
        const folder = await h.dataProvider.create('student-category', {
            data: { title: 'Contract folder', resource_type: 'both' },
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/category/add',
            keys: ['title', 'resource_type', 'has_parent', 'parent_category'],
        });
        expect(h.lastCall().body).toMatchObject({ has_parent: false, parent_category: '' });
        expect(folder.meta?.message).toBe('Folder added successfully');
        const id = String(folder.data.id);
        await h.dataProvider.call(get('/category/checkCanAdd/:id'), { id });
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: `/category/checkCanAdd/${id}` });
        const sub = await h.dataProvider.create('sub-category-student', {
            data: { title: 'Contract sub', parent_category: id },
        });
        expect(h.lastCall().body).toMatchObject({ title: 'Contract sub', has_parent: true, parent_category: id });
        expect(sub.data).toMatchObject({ resource_type: 'both', parent_category: id });
        const subs = await h.dataProvider.getList('sub-category-student', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: '', order: 'DESC' },
            filter: { catId: id },
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/category/getPaginatedSubCategoriesById/${id}`,
            keys: ['page', 'limit', 'search', 'sortBy', 'sortOrder'],
        });
        expect(subs.data.map(r => r.title)).toEqual(['Contract sub']);
        const byId = await h.dataProvider.call<{ title: string }>(get('/category/getCategoryById/:id'), { id });
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: `/category/getCategoryById/${id}` });
        expect(byId.data.title).toBe('Contract folder');
        const options = await h.dataProvider.call<Array<{ _id: string }>>(
            get('/category/getSubCategoryByCategory/:id'),
            { id },
        );
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: `/category/getSubCategoryByCategory/${id}` });
        expect(options.data.map(o => o._id)).toEqual([sub.data.id]);
        // A folder that still holds a sub folder is not deleted.
        await expect(h.dataProvider.delete('student-category', { id, previousData: folder.data })).rejects.toThrow(
            'This folder still has sub folders: delete them first',
        );
        await h.dataProvider.update('sub-category-student', {
            id: sub.data.id,
            data: { title: 'Renamed sub', parent_category: id },
            previousData: sub.data,
        });
        expect(h.lastCall()).toMatchObject({ method: 'PUT', path: `/category/edit/${sub.data.id}` });
        await h.dataProvider.update('student-category', {
            id,
            data: { title: 'Renamed folder', resource_type: 'student' },
            previousData: folder.data,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'PUT',
            path: `/category/edit/${id}`,
            keys: ['title', 'resource_type', 'has_parent', 'parent_category'],
        });
        await h.dataProvider.delete('sub-category-student', { id: sub.data.id, previousData: sub.data });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/category/delete/${sub.data.id}` });
        const gone = await h.dataProvider.delete('student-category', { id, previousData: folder.data });
        expect(gone.meta?.message).toBe('Folder deleted successfully');
    });

    it('refuses the folder messages and a folder still holding resources', async () => {
        await expect(
            h.dataProvider.create('category', { data: { title: '', resource_type: 'coach' } }),
        ).rejects.toThrow('Please enter folder title');
        await expect(h.dataProvider.create('category', { data: { title: 'x', resource_type: '' } })).rejects.toThrow(
            'Please enter resource type',
        );
        const [folder] = await folderOptions('coach');
        await expect(
            h.dataProvider.create('sub-category', { data: { title: '', parent_category: folder._id } }),
        ).rejects.toThrow('Please enter folder name');
        const holding = (await h.list('coach-resource-center')).data.find(
            r => r.category && !r.subCategory && r.userId === adminId(),
        );
        const subsOf = await h.dataProvider.call<unknown[]>(get('/category/getSubCategoryByCategory/:id'), {
            id: holding?.category.value,
        });
        if (subsOf.data.length === 0) {
            await expect(
                h.dataProvider.delete('category', {
                    id: holding?.category.value,
                    previousData: { id: holding?.category.value },
                }),
            ).rejects.toThrow(/still holds resources/);
        }
    });
});
