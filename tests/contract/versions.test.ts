import { HttpError, type RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
    await h.signIn();
});
afterAll(() => h.stop());

/** A call straight at the fake API, as another client would make it. */
const raw = async (method: string, path: string, body?: object, headers: Record<string, string> = {}) => {
    const response = await fetch(h.api.url + path, {
        method,
        headers: { Authorization: `Bearer ${h.session.token()}`, 'Content-Type': 'application/json', ...headers },
        body: body ? JSON.stringify(body) : undefined,
    });
    return {
        status: response.status,
        body: (await response.json()) as { success: boolean; message: string; data: Record<string, unknown> },
    };
};

const refusalOf = async (call: Promise<unknown>): Promise<HttpError> => {
    try {
        await call;
    } catch (error) {
        if (error instanceof HttpError) return error;
        throw error;
    }
    throw new Error('The call was not refused');
};

describe('Record versions: no silent overwrite', () => {
    let grade: RaRecord;
    it('a new record starts at version 1, stamped with who wrote it and when', async () => {
        grade = (await h.dataProvider.create('grade', { data: { grade: 'Versioned grade' } })).data;
        expect(grade.__v).toBe(1);
        expect(grade.updated_by).toBe('Super Admin');
        expect(Date.parse(String(grade.updated_at))).toBeGreaterThan(Date.now() - 60_000);
    });

    it('an edit sends the version it read as If-Match and moves the record to the next one', async () => {
        const saved = await h.dataProvider.update('grade', {
            id: grade.id,
            data: { grade: 'Versioned grade 2' },
            previousData: grade,
        });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: `/grade/edit/${grade.id}`, keys: ['id', 'grade'] });
        expect(saved.data.__v).toBe(2);
    });

    it('a stale edit is refused with 409, the record as it is now and who changed it; nothing is stored', async () => {
        const refusal = await refusalOf(
            h.dataProvider.update('grade', { id: grade.id, data: { grade: 'Stale grade' }, previousData: grade }),
        );
        expect(refusal.status).toBe(409);
        expect(refusal.message).toBe('Grade was changed by Super Admin since you read it');
        const body = refusal.body as { success: boolean; data: Record<string, unknown> };
        expect(body.success).toBe(false);
        expect(body.data).toMatchObject({ _id: grade.id, grade: 'versioned grade 2', __v: 2 });
        const { data } = await h.dataProvider.getList('grade', {
            pagination: { page: 1, perPage: 100 },
            sort: { field: '', order: 'DESC' },
            filter: {},
        });
        expect(data.find(row => row.id === grade.id)?.grade).toBe('versioned grade 2');
    });

    it('overwriting sends the current version; a write without If-Match keeps last-write-wins', async () => {
        const current = { ...grade, __v: 2 };
        const saved = await h.dataProvider.update('grade', {
            id: grade.id,
            data: { grade: 'Overwritten grade' },
            previousData: current,
        });
        expect(saved.data.__v).toBe(3);
        const plain = await raw('POST', `/grade/edit/${grade.id}`, { id: grade.id, grade: 'Spec payload' });
        expect(plain.status).toBe(200);
        expect(plain.body.data.__v).toBe(4);
        const star = await raw(
            'POST',
            `/grade/edit/${grade.id}`,
            { id: grade.id, grade: 'Any version' },
            { 'If-Match': '*' },
        );
        expect(star.status).toBe(200);
    });

    it('a status switch is a write too: an edit read before it is stale', async () => {
        const before = (await raw('POST', `/grade/edit/${grade.id}`, { id: grade.id, grade: 'Before switch' })).body
            .data;
        await h.dataProvider.toggle('grade', { id: grade.id, field: 'grade_status', value: false });
        const stale = await raw(
            'POST',
            `/grade/edit/${grade.id}`,
            { id: grade.id, grade: 'After' },
            { 'If-Match': `"${String(before.__v)}"` },
        );
        expect(stale.status).toBe(409);
        expect(stale.body.data.grade_status).toBe(false);
    });

    it('seed rows are version 0 until first written; a malformed If-Match is a 400, never a 500', async () => {
        const { data } = await h.dataProvider.getList('note', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: '', order: 'DESC' },
            filter: {},
        });
        const seeded = data.find(row => row.__v === undefined) as RaRecord;
        expect(seeded).toBeDefined();
        const bad = await raw(
            'POST',
            `/notes/edit/${seeded.id}`,
            { id: seeded.id, note: 'x' },
            { 'If-Match': 'yesterday' },
        );
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe('If-Match must name a record version, e.g. "3"');
        const ok = await raw(
            'POST',
            `/notes/edit/${seeded.id}`,
            { id: seeded.id, note: 'First write' },
            { 'If-Match': '"0"' },
        );
        expect(ok.status).toBe(200);
        expect(ok.body.data.__v).toBe(1);
    });

    it('folders and resources, served by their own routes, refuse a stale edit too', async () => {
        const folders = await raw('POST', '/category/getPaginatedCategories', { page: 1, limit: 10, search: '' });
        const folder = (folders.body.data as unknown as { docs: Array<Record<string, unknown>> }).docs.find(
            f => f.has_parent !== true,
        ) as Record<string, unknown>;
        const edit = (version: number) =>
            raw(
                'PUT',
                `/category/edit/${String(folder._id)}`,
                { title: `Folder v${version}`, resource_type: folder.resource_type },
                {
                    'If-Match': `"${version}"`,
                },
            );
        const first = await edit(0);
        expect(first.status).toBe(200);
        const stale = await edit(0);
        expect(stale.status).toBe(409);
        expect(stale.body.message).toBe('Folder was changed by Super Admin since you read it');
        expect(stale.body.data.title).toBe('Folder v0');
    });
});
