import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { levelResource } from '../../docs/examples/level/schema';
import { describedCalls } from '../../scripts/conformance/document';
import { runConformance } from '../../scripts/conformance/run';
import { ADMIN, startTestApi, type TestApi } from './harness';
import { copyOf } from './recordCopies';

/**
 * The suite's shared helpers welcome a new entity: the examples of docs/adding-an-entity.md, served as if they were
 * folders of src/resources, go through the OpenAPI test's copy of a record (its unique name made the copy's own)
 * and a conformance run that reads their lists beside every other.
 */
vi.mock('../../src/shared/entities/entities.gen', async original => {
    const { entityFolders } = await original<typeof import('../../src/shared/entities/entities.gen')>();
    const { entity: level } = await import('../../docs/examples/level/entity');
    const { entity: membership } = await import('../../docs/examples/membership/entity');
    return { entityFolders: { ...entityFolders, level, membership } };
});

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

describe('a new entity', () => {
    it("is added again from a copy of one of its records, a unique value made the copy's own", async () => {
        const first = await t.call('POST', '/level/add', { level_name: 'Beginners', city: 'Lyon' });
        expect(first.status, first.body.message).toBe(200);
        const again = await t.call('POST', '/level/add', { level_name: 'Beginners', city: 'Lyon' });
        expect(again.body).toMatchObject({ success: false, message: 'This level already exists' });
        const copy = await t.call('POST', '/level/add', copyOf(levelResource, first.body.data));
        expect(copy.status, copy.body.message).toBe(200);
        expect(copy.body.data).toMatchObject({ city: 'Lyon', level_name: expect.stringMatching(/^Beginners c/) });
    });

    it('has its lists read by a conformance run, which passes', async () => {
        const results = await runConformance({ api: t.api.url, ...ADMIN, check: await describedCalls() });
        expect(results.filter(r => !r.pass && !r.skipped).map(r => `${r.name}: ${r.got}`)).toEqual([]);
        expect(results.map(r => r.call)).toEqual(
            expect.arrayContaining(['POST /level/alldetails', 'GET /membership/alldetails']),
        );
    });
});
