import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * A generic add, edit and restore decide `noOptions` as the browser does: from what the picker's source serves.
 * A throw-away entity is served beside the others: a coach to pick, and a reason required when there is none.
 */
vi.mock('../../src/shared/entities/entities.gen', async original => {
    const { entityFolders } = await original<typeof import('../../src/shared/entities/entities.gen')>();
    const { defineResource } = await import('../../src/shared/defineResource');
    const { del, get, post, wholeList } = await import('../../src/shared/endpoints');
    const { personReference, text } = await import('../../src/shared/fields');
    const send = ['coach_id', 'reason'];
    const pairing = defineResource({
        name: 'pairing',
        title: 'Pairings',
        singular: 'Pairing',
        api: {
            list: wholeList(get('/pairing/all')),
            create: post('/pairing/add', { send }),
            update: post('/pairing/edit/:id', { send: ['id', ...send] }),
            delete: del('/pairing/delete/:id'),
        },
        fields: {
            coach_id: personReference({ label: 'Coach', source: get('/get/allcoach', { guarded: false }) }),
            reason: text({
                label: 'Reason',
                required: 'Please say why no coach',
                requiredWhen: { field: 'coach_id', op: 'noOptions' },
            }),
        },
        list: { columns: ['coach_id', 'reason'] },
    });
    return { entityFolders: { ...entityFolders, pairing: { order: 999, declarations: [pairing] } } };
});

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

type Row = { _id: string } & Record<string, unknown>;
const NO_REASON = { success: false, message: 'Please say why no coach' };

describe('noOptions on the generic writes', () => {
    it('asks for nothing while coaches can be picked, and for the reason once none can', async () => {
        const added = await t.call('POST', '/pairing/add', {});
        expect(added.status, added.body.message).toBe(200);
        const row = added.body.data as Row;
        const coaches = (await t.call('GET', '/get/allcoach')).body.data as Row[];
        for (const coach of coaches)
            await t.call('POST', `/update-admin-status/${coach._id}`, { id: coach._id, status: false });
        expect((await t.call('GET', '/get/allcoach')).body.data).toEqual([]);

        expect((await t.call('POST', '/pairing/add', {})).body).toMatchObject(NO_REASON);
        expect((await t.call('POST', `/pairing/edit/${row._id}`, { id: row._id })).body).toMatchObject(NO_REASON);
        await t.call('DELETE', `/pairing/delete/${row._id}`);
        expect((await t.call('POST', `/records/pairing/deleted/${row._id}/restore`)).body).toMatchObject(NO_REASON);
        expect((await t.call('POST', '/pairing/add', { reason: 'Nobody free' })).status).toBe(200);
    });
});
