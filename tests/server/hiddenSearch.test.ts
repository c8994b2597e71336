import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../src/shared/entities/declarations';
import { permissionScreen } from '../../src/shared/permissions/screens';
import type { Permissions } from '../../src/shared/permissions/model';
import { hiddenFields, mayDo } from '../../src/shared/permissions/verdicts';
import { startTestApi, type TestApi } from './harness';

/**
 * A field a role hides cannot be found out through a list either: a search for its value finds no row by it,
 * and no order is taken from it. Derived from the declarations: every paged list on the generic routes with a
 * searchable field the seeded Content editor may list but not see.
 */

let t: TestApi;
let token: string;
let permissions: Permissions;

beforeAll(async () => {
    t = await startTestApi();
    const answer = await t.call(
        'POST',
        '/api/v1/superadminlogin',
        { email: 'content@example.com', password: 'Password@123' },
        '',
    );
    token = answer.body.data.accessToken;
    permissions = (await t.call('GET', '/me/permissions', undefined, token)).body.data;
}, 120_000);
afterAll(() => t.stop());

const cases = () =>
    declarations.flatMap(decl => {
        const screen = permissionScreen(decl.name);
        if (!screen || decl.server?.routes === 'own' || decl.api.list.kind !== 'paged') return [];
        if (!mayDo(permissions, decl.name, 'list')) return [];
        const hidden = hiddenFields(permissions, screen).filter(name => decl.fields[name]?.searchable);
        return hidden.map(field => ({ decl, field }));
    });

describe('a field the role hides', () => {
    it('is searched by no list and sorts none', async () => {
        const found = cases();
        expect(found.length).toBeGreaterThan(0);
        for (const { decl, field } of found) {
            const rows = (await t.call('GET', `/_db/${decl.collection}`)).body as unknown as Record<string, unknown>[];
            const value = rows.map(row => row[field]).find(v => typeof v === 'string' && v.length > 5) as string;
            const { endpoint } = decl.api.list;
            const search = { page: 1, limit: 10, search: value, sortBy: null, sortOrder: 'desc' };
            const asAdmin = await t.call(endpoint.method, endpoint.path, search);
            expect(asAdmin.body.data.totalDocs, `${decl.name}.${field} as the super-admin`).toBeGreaterThan(0);
            const asEditor = await t.call(endpoint.method, endpoint.path, search, token);
            const shown = Object.keys(decl.fields).filter(name => name !== field && decl.fields[name].searchable);
            const byShown = (row: Record<string, unknown>) =>
                shown.some(name =>
                    String(row[name] ?? '')
                        .toLowerCase()
                        .includes(value.toLowerCase()),
                );
            expect(asEditor.status).toBe(200);
            expect((asEditor.body.data.docs as Record<string, unknown>[]).every(byShown), `${decl.name}.${field}`).toBe(
                true,
            );
            const sorted = await t.call(
                endpoint.method,
                endpoint.path,
                { ...search, search: '', sortBy: field },
                token,
            );
            const ids = (sorted.body.data?.docs ?? []) as Array<{ _id: string }>;
            const byField = [...rows].sort((a, b) => String(a[field]).localeCompare(String(b[field])));
            if (sorted.status === 200)
                expect(ids.map(r => r._id)).not.toEqual(byField.slice(0, ids.length).map(r => r._id));
        }
    });
});
