import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowsOptionSource } from '../../server/domain/pickerOptions';
import { optionsField } from '../../src/shared/conditions';
import { declarations } from '../../src/shared/entities/declarations';
import type { Condition, FieldDef, PickerField } from '../../src/shared/types';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

/** Every condition a field carries. */
const conditionsOf = (field: FieldDef): Condition[] =>
    [field.disabledWhen, field.requiredUnless, field.requiredWhen].filter((c): c is Condition => c !== undefined);

describe('noOptions: one verdict in the browser and the fake API', () => {
    it('the fake API knows the source of every picker a condition asks about', () => {
        const asked = declarations.flatMap(decl =>
            Object.values(decl.fields)
                .flatMap(conditionsOf)
                .map(optionsField)
                .filter((name): name is string => name !== undefined)
                .map(name => ({ decl: decl.name, name, field: decl.fields[name] as PickerField })),
        );
        expect(asked.length).toBeGreaterThan(0);
        const unknown = asked.flatMap(({ decl, name, field }) =>
            [field.source, ...Object.values(field.sourceBy?.endpoints ?? {})]
                .filter(endpoint => endpoint !== undefined && !knowsOptionSource(endpoint))
                .map(endpoint => `${decl}.${name}: ${endpoint?.method} ${endpoint?.path}`),
        );
        expect(unknown).toEqual([]);
    });

    it('with no coach to pick, "private only" is off on the API too, so the access list is required', async () => {
        const coaches = (await t.call('GET', '/get/allcoach')).body.data as { _id: string }[];
        const resource = {
            title: 'Nobody to share with',
            resource_for: 'coach',
            isPrivate: true,
            link: 'https://a.org',
        };
        expect(coaches.length).toBeGreaterThan(0);
        for (const coach of coaches)
            expect(
                (await t.call('POST', `/update-admin-status/${coach._id}`, { id: coach._id, status: false })).status,
            ).toBe(200);
        expect((await t.call('GET', '/get/allcoach')).body.data).toEqual([]);
        const refused = await t.call('POST', '/resource/superdadmin/add', resource);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe('Please select coach');
    });
});
