import { describe, expect, it } from 'vitest';
import { get } from '../../src/shared/endpoints';
import { type Harness, harnessForFile } from './support/harness';
import { adminId, folderOptions } from './support/library';

let h: Harness;
harnessForFile(harness => (h = harness));

const PDF = () =>
    new File([new TextEncoder().encode('%PDF-1.4\n% a tiny test document\n')], 'notes.pdf', {
        type: 'application/pdf',
    });
const upload = (file: File) => ({ rawFile: file, src: 'blob:x', title: file.name });

describe('resource add, edit and delete (multipart)', () => {
    it('adds a coach resource with a file: POST /resource/superdadmin/add with the spec keys, access[] as JSON texts', async () => {
        const [folder] = await folderOptions(h, 'coach');
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
            userId: adminId(h),
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
        const theirs = rows.find(r => r.userId !== adminId(h));
        expect(theirs).toBeDefined();
        await expect(
            h.dataProvider.delete('coach-resource-center', { id: theirs!.id, previousData: theirs }),
        ).rejects.toThrow('Only the creator of this resource can change or delete it');
    });
});
