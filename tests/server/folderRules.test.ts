import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { genericWrites, refusingWriteFronts } from '../../server/routes/writeFronts';
import { levelResource } from '../../docs/examples/level/schema';
import { ONE_ACTIVE } from '../../docs/examples/membership/server';
import { startTestApi, type TestApi } from './harness';

/**
 * A rule a folder adds to its collection's writes (docs/examples/membership: "a student has at most one active
 * membership") holds for every write: add, edit, and both restores, which pass no route. The example folder is
 * served as if it were one of src/resources.
 */
vi.mock('../../src/shared/entities/entities.gen', async original => {
    const { entityFolders } = await original<typeof import('../../src/shared/entities/entities.gen')>();
    const { entity } = await import('../../docs/examples/membership/entity');
    return { entityFolders: { ...entityFolders, membership: entity } };
});
vi.mock('../../server/routes/entityRoutes', async original => {
    const routes = await original<typeof import('../../server/routes/entityRoutes')>();
    const { serverRoutes } = await import('../../docs/examples/membership/server');
    return { ...routes, entityRouteModules: async () => [...(await routes.entityRouteModules()), ...serverRoutes] };
});

let t: TestApi;
let student = '';
beforeAll(async () => {
    t = await startTestApi();
    student = ((await t.call('GET', '/get/allStudents')).body.data as { _id: string }[])[0]._id;
});
afterAll(() => t.stop());

type Row = { _id: string } & Record<string, unknown>;
const add = (membership_status: string, end_date?: string) =>
    t.call('POST', '/membership/add', { student_id: student, membership_status, end_date });
const ok = async (call: ReturnType<TestApi['call']>): Promise<Row> => {
    const { status, body } = await call;
    expect(status, body.message).toBe(200);
    return body.data as Row;
};
const refusedWithRule = async (call: ReturnType<TestApi['call']>) =>
    expect((await call).body).toMatchObject({ success: false, message: ONE_ACTIVE });
const actives = async () =>
    ((await t.call('GET', '/_db/memberships')).body as unknown as Row[]).filter(
        row => row.student_id === student && row.membership_status === 'active',
    );

describe("a folder's rule holds for every write", () => {
    it('refuses a second active membership on add and on edit', async () => {
        const first = await ok(add('active'));
        await refusedWithRule(add('active'));
        const paused = await ok(add('paused'));
        await refusedWithRule(
            t.call('POST', `/membership/edit/${paused._id}`, { ...paused, membership_status: 'active' }),
        );
        expect((await actives()).map(row => row._id)).toEqual([first._id]);
        await ok(t.call('DELETE', `/membership/delete/${first._id}`));
        await ok(t.call('DELETE', `/membership/delete/${paused._id}`));
    });

    it('refuses to put back a deleted active membership beside another active one', async () => {
        const gone = await ok(add('active'));
        await ok(t.call('DELETE', `/membership/delete/${gone._id}`));
        const now = await ok(add('active'));
        const restore = await t.call('POST', `/records/membership/deleted/${gone._id}/restore`);
        expect(restore.status).toBe(400);
        await refusedWithRule(Promise.resolve(restore));
        expect((await actives()).map(row => row._id)).toEqual([now._id]);
        await ok(t.call('DELETE', `/membership/delete/${now._id}`));
        // Alone, it comes back.
        expect((await ok(t.call('POST', `/records/membership/deleted/${gone._id}/restore`)))._id).toBe(gone._id);
        await ok(t.call('DELETE', `/membership/delete/${gone._id}`));
    });

    it('refuses to restore a version that was active while another is', async () => {
        const one = await ok(add('active'));
        const ended = await ok(
            t.call('POST', `/membership/edit/${one._id}`, {
                ...one,
                membership_status: 'ended',
                end_date: '2026-01-31',
            }),
        );
        const other = await ok(add('active'));
        await refusedWithRule(t.call('POST', `/records/membership/${one._id}/history/restore`, { version: 1 }));
        expect((await actives()).map(row => row._id)).toEqual([other._id]);
        expect(ended.membership_status).toBe('ended');
    });
});

describe('a rule in front of a generic add or edit', () => {
    const writes = genericWrites([levelResource]);
    const app = () => refusingWriteFronts(express(), writes, 'The routes of levels');
    const pass: RequestHandler = (_req, _res, next) => next();

    it('is refused when the module registers it, naming the route and the way that works', () => {
        expect(() => app().post('/level/add', pass)).toThrow(
            /The routes of levels: POST \/level\/add runs in front of the add of level.*edits\.rule/,
        );
        expect(() => app().use('/level', pass)).toThrow(/in front of the add of level/);
        expect(() => app().all('/level/edit/:id', pass)).toThrow(/in front of the edit of level/);
    });

    it('lets through what runs beside them: another verb, another path', () => {
        expect(() => app().get('/level/add', pass)).not.toThrow();
        expect(() => app().post('/level/alldetails', pass)).not.toThrow();
        expect(() => app().use('/levels', pass)).not.toThrow();
    });
});
