import { describe, expect, it } from 'vitest';
import { type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness));

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
