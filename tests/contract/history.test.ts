import type { RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleApi } from '../../src/resources/people/api.shared';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
    await h.signIn();
});
afterAll(() => h.stop());

type Answer = { success: boolean; message: string; data: unknown };

/** A call straight at the fake API, as another client would make it (a coach's token where given). */
const raw = async (method: string, path: string, body?: unknown, token = h.session.token(), headers = {}) => {
    const response = await fetch(h.api.url + path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer };
};

const activityOf = async (id: RaRecord['id']) => {
    const { data } = await h.dataProvider.getList('activity', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'at', order: 'DESC' },
        filter: {},
    });
    return data.filter(row => row.target_id === id).map(row => [row.action, row.detail ?? null]);
};

describe('every record history', () => {
    let grade: RaRecord;

    it('lists who changed which fields, from what to what, newest first', async () => {
        grade = (await h.dataProvider.create('grade', { data: { grade: 'History grade' } })).data;
        const edited = await h.dataProvider.update('grade', {
            id: grade.id,
            data: { grade: 'History grade edited' },
            previousData: grade,
        });
        const { data } = await h.dataProvider.getHistory('grade', { id: grade.id });
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: `/records/grade/${grade.id}/history` });
        expect(data.version).toBe(edited.data.__v);
        expect(data.oldest).toBe(1);
        expect(data.entries.map(e => [e.version, e.kind, e.actor_name])).toEqual([
            [2, 'updated', 'Super Admin'],
            [1, 'created', 'Super Admin'],
        ]);
        expect(data.entries[0].changes).toEqual([
            { field: 'grade', before: 'history grade', after: 'history grade edited' },
        ]);
    });

    it('restores a version through the update: the old values, a new version, both in the activity log', async () => {
        const restored = await h.dataProvider.restoreVersion('grade', { id: grade.id, version: 1, read: 2 });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: `/records/grade/${grade.id}/history/restore` });
        expect(h.lastCall().body).toEqual({ version: 1 });
        expect(restored.message).toBe('Grade restored successfully');
        expect(restored.data).toMatchObject({ grade: 'history grade', __v: 3 });
        expect(await activityOf(grade.id)).toEqual([
            ['restore', 'version 1'],
            ['update', 'Grade'],
        ]);
    });

    it('refuses a stale restore (409), a version not kept and an unknown id (404), a wrong type (400)', async () => {
        const stale = await raw('POST', `/records/grade/${grade.id}/history/restore`, { version: 1 }, undefined, {
            'If-Match': '"2"',
        });
        expect(stale.status).toBe(409);
        expect((await raw('POST', `/records/grade/${grade.id}/history/restore`, { version: 3 })).status).toBe(404);
        expect((await raw('POST', `/records/grade/${grade.id}/history/restore`, { version: 0 })).status).toBe(404);
        expect((await raw('GET', '/records/grade/000000000000000000000000/history')).status).toBe(404);
        const typed = await raw('POST', `/records/grade/${grade.id}/history/restore`, { version: '1' });
        expect(typed).toMatchObject({ status: 400, body: { message: 'version must be a whole number of at least 0' } });
        expect((await raw('POST', `/records/grade/${grade.id}/history/restore`, [1])).status).toBe(400);
    });

    it("is the super-admin's where the entity is: a coach is refused", async () => {
        const coach = (await h.list('user')).data[0];
        const { data } = await h.dataProvider.call<{ token: string }>(peopleApi.checkToken, {
            data: { user: coach.id },
        });
        expect((await raw('GET', `/records/grade/${grade.id}/history`, undefined, data.token)).status).toBe(403);
        // A coach reads its own record's history (self-service), no other coach's.
        expect((await raw('GET', `/records/coach/${coach.id}/history`, undefined, data.token)).status).toBe(200);
        const other = (await h.list('user')).data[1];
        expect((await raw('GET', `/records/coach/${other.id}/history`, undefined, data.token)).status).toBe(404);
    });
});

describe('recently deleted', () => {
    it('lists a deleted record and restores it under its id; the activity log says so', async () => {
        const grade = (await h.dataProvider.create('grade', { data: { grade: 'Deleted grade' } })).data;
        await h.dataProvider.delete('grade', { id: grade.id, previousData: grade });
        const { data } = await h.dataProvider.getDeleted('grade');
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: '/records/grade/deleted' });
        expect(data[0]).toMatchObject({ id: grade.id, title: 'deleted grade', actor_name: 'Super Admin' });
        const restored = await h.dataProvider.restoreDeleted('grade', { id: grade.id });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: `/records/grade/deleted/${grade.id}/restore` });
        expect(restored.data).toMatchObject({ id: grade.id, grade: 'deleted grade' });
        expect((await h.list('grade', 1, 'deleted grade')).data.map(r => r.id)).toContain(grade.id);
        expect((await h.dataProvider.getDeleted('grade')).data.map(r => r.id)).not.toContain(grade.id);
        expect((await h.dataProvider.getHistory('grade', { id: grade.id })).data.entries[0].kind).toBe('restored');
        expect((await activityOf(grade.id)).map(([action]) => action)).toEqual(['restore', 'delete']);
        expect((await raw('POST', `/records/grade/deleted/${grade.id}/restore`)).status).toBe(404);
    });

    it('deletes forever: gone from the list, no history left, and the log says so', async () => {
        const grade = (await h.dataProvider.create('grade', { data: { grade: 'Forgotten grade' } })).data;
        await h.dataProvider.delete('grade', { id: grade.id, previousData: grade });
        const gone = await h.dataProvider.deleteForever('grade', { id: grade.id });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/records/grade/deleted/${grade.id}` });
        expect(gone.message).toBe('Grade deleted forever');
        expect((await h.dataProvider.getDeleted('grade')).data.map(r => r.id)).not.toContain(grade.id);
        expect((await raw('DELETE', `/records/grade/deleted/${grade.id}`)).status).toBe(404);
        expect((await activityOf(grade.id)).map(([action]) => action)).toEqual(['delete_forever', 'delete']);
    });
});

describe('a coach reaches only what it may edit', () => {
    const library = 'coach-resource-center';

    const coachToken = async (id: RaRecord['id']) =>
        (await h.dataProvider.call<{ token: string }>(peopleApi.checkToken, { data: { user: id } })).data.token;

    it('sees and restores its own deleted resource, with its file; another coach neither sees nor restores it', async () => {
        const rows = (
            await h.dataProvider.getList(library, {
                pagination: { page: 1, perPage: 100 },
                sort: { field: '', order: 'DESC' },
                filter: {},
            })
        ).data;
        const owned = rows.find(row => row.owner === 'coach' && row.resource_file);
        expect(owned).toBeDefined();
        const owner = String(owned?.userId);
        const other = (await h.list('user')).data.find(c => String(c.id) !== owner);
        const [mine, theirs] = [await coachToken(owner), await coachToken(other?.id ?? '')];
        const id = String(owned?.id);
        expect((await raw('DELETE', `/resource/delete/${id}`, undefined, mine)).status).toBe(200);

        const listed = await raw('GET', '/records/coachLibrary/deleted', undefined, mine);
        expect((listed.body.data as Array<{ id: string }>).map(r => r.id)).toContain(id);
        const hidden = await raw('GET', '/records/coachLibrary/deleted', undefined, theirs);
        expect((hidden.body.data as Array<{ id: string }>).map(r => r.id)).not.toContain(id);
        expect((await raw('POST', `/records/coachLibrary/deleted/${id}/restore`, undefined, theirs)).status).toBe(404);
        expect((await raw('DELETE', `/records/coachLibrary/deleted/${id}`, undefined, mine)).status).toBe(403);
        expect((await raw('GET', '/records/grade/deleted', undefined, mine)).status).toBe(403);

        const back = await raw('POST', `/records/coachLibrary/deleted/${id}/restore`, undefined, mine);
        expect(back.body.message).toBe('Resource restored successfully');
        expect(back.status).toBe(200);
        expect(back.body.data).toMatchObject({ _id: id, resource_file: owned?.resource_file });
        const again = (
            await h.dataProvider.getList(library, {
                pagination: { page: 1, perPage: 100 },
                sort: { field: '', order: 'DESC' },
                filter: {},
            })
        ).data.find(row => row.id === id);
        expect((await fetch(String(again?.file_url))).status).toBe(200);
    });
});

describe("a restore keeps a hand-written module's own edit rules", () => {
    type Row = Record<string, unknown> & { _id: string; __v: number };
    const ok = async (call: Promise<{ status: number; body: Answer }>): Promise<Row> => {
        const { status, body } = await call;
        expect(status, body.message).toBe(200);
        return body.data as Row;
    };
    const folder = (title: string, type = 'coach') =>
        ok(raw('POST', '/category/add', { title, has_parent: false, parent_category: '', resource_type: type }));
    const historyOf = async (name: string, id: string) =>
        (await ok(raw('GET', `/records/${name}/${id}/history`))) as unknown as { version: number; oldest: number };

    it('refuses a resource version whose folder is gone, and changes nothing', async () => {
        const [gone, kept] = [await folder('Restore folder gone'), await folder('Restore folder kept')];
        const added = await ok(
            raw('POST', '/resource/superdadmin/add', {
                title: 'Restore rules resource',
                resource_for: 'coach',
                forWhom: 'coach',
                isPrivate: true,
                access: [],
                link: 'https://example.com/restore',
                category: { value: gone._id, label: gone.title },
            }),
        );
        const moved = await ok(
            raw('PUT', `/resource/superadmin/edit/${added._id}`, {
                ...added,
                resource_for: 'coach',
                category: { value: kept._id, label: kept.title },
            }),
        );
        await ok(raw('DELETE', `/category/delete/${gone._id}`));
        const { version, oldest } = await historyOf('coachLibrary', added._id);
        const refused = await raw(
            'POST',
            `/records/coachLibrary/${added._id}/history/restore`,
            { version: oldest },
            undefined,
            {
                'If-Match': `"${version}"`,
            },
        );
        expect(refused.status).toBe(400);
        const after = (await ok(raw('GET', `/records/coachLibrary/${added._id}/history`))) as unknown as {
            version: number;
        };
        expect(after.version).toBe(version);
        expect(moved.category).toEqual({ value: kept._id, label: kept.title });
    });

    it("brings a folder's audience back to its sub folders, as its edit does", async () => {
        const top = await folder('Restore rules folder', 'coach');
        const child = await ok(
            raw('POST', '/category/add', { title: 'Restore rules sub', has_parent: true, parent_category: top._id }),
        );
        await ok(raw('PUT', `/category/edit/${top._id}`, { title: top.title, resource_type: 'student' }));
        const { version, oldest } = await historyOf('studentFolder', top._id);
        await ok(
            raw('POST', `/records/studentFolder/${top._id}/history/restore`, { version: oldest }, undefined, {
                'If-Match': `"${version}"`,
            }),
        );
        const sub = await ok(raw('GET', `/category/getCategoryById/${child._id}`));
        expect(sub.resource_type).toBe('coach');
    });
});
