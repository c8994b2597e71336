/**
 * A picker reads its options from any list the API serves: for each list protocol the declarations use, a picker
 * whose source is that list's call gets the list's rows as options, through the console's HTTP client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/dataProvider/http';
import { optionsOf } from '../../src/shared/pickerOptions';
import { declarations } from '../../src/shared/entities/declarations';
import type { ListProtocol } from '../../src/shared/types';
import { ADMIN, startTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

/** The first declaration of each list protocol the entities use. */
const byProtocol = new Map<ListProtocol['kind'], (typeof declarations)[number]>();
for (const decl of declarations) if (!byProtocol.has(decl.api.list.kind)) byProtocol.set(decl.api.list.kind, decl);

describe('a picker whose source is a list', () => {
    it.each([...byProtocol.entries()])('of the %s protocol shows its rows', async (_kind, decl) => {
        const http = createHttpClient(t.api.url, { token: () => t.token, userId: () => null });
        const { data } = await http.call(decl.api.list.endpoint, { search: '' });
        const options = optionsOf({ optionValue: '_id', optionLabel: [] }, data);
        expect(options.length).toBeGreaterThan(0);
    });

    it('of a REST collection reads beyond its first ten rows', async () => {
        const rest = byProtocol.get('rest');
        expect(rest).toBeDefined();
        // Each sign-in is a row of the activity log.
        for (let i = 0; i < 11; i++) await t.call('POST', '/api/v1/superadminlogin', ADMIN, '');
        const http = createHttpClient(t.api.url, { token: () => t.token, userId: () => null });
        const { data } = await http.call(rest!.api.list.endpoint, {});
        expect(optionsOf({ optionValue: '_id', optionLabel: [] }, data).length).toBeGreaterThan(10);
    }, 120_000);

    it('that answers no list says so rather than showing nothing', () => {
        expect(() => optionsOf({ optionValue: '_id', optionLabel: [] }, { count: 3 })).toThrow(/no list/);
    });
});
