import { describe, expect, it } from 'vitest';
import { get } from '../../src/shared/endpoints';
import { type Harness, harnessForFile } from './support/harness';
import { adminId, folderOptions } from './support/library';

let h: Harness;
harnessForFile(harness => (h = harness));

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
        const [folder] = await folderOptions(h, 'coach');
        await expect(
            h.dataProvider.create('sub-category', { data: { title: '', parent_category: folder._id } }),
        ).rejects.toThrow('Please enter folder name');
        const holding = (await h.list('coach-resource-center')).data.find(
            r => r.category && !r.subCategory && r.userId === adminId(h),
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
