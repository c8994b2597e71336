import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../src/shared/entities/declarations';
import { fillPath } from '../../src/shared/endpoints';
import type { Endpoint, ResourceDeclaration } from '../../src/shared/types';
import { PERMISSION_CATALOGUE, permissionScreen } from '../../src/shared/permissions/screens';
import { hiddenFields, mayDo, refusal } from '../../src/shared/permissions/verdicts';
import type { Permissions } from '../../src/shared/permissions/model';
import { startTestApi, type TestApi } from './harness';

/**
 * The seeded roles against every declared route, derived from the declarations and the catalogue (no hand-kept
 * list): a route the role lacks is refused with 403 and the role's words, one it holds is let through, and the
 * fields it hides are in no list or record answer.
 */

let t: TestApi;
const tokens: Record<string, string> = {};
const permissionsOf: Record<string, Permissions> = {};
const STAFF = { 'Content editor': 'content@example.com', Support: 'support@example.com' } as const;
type RoleName = keyof typeof STAFF;

/** Every generic route of a declaration with the action it serves. */
const routesOf = (decl: ResourceDeclaration): Array<[string, Endpoint]> => {
    const { list, view, create, update, delete: remove } = decl.api;
    const toggles = Object.values(decl.fields).flatMap(field =>
        field.kind === 'toggle'
            ? [[field.look === 'star' ? 'edit' : 'status', field.endpoint] as [string, Endpoint]]
            : [],
    );
    return [
        ['list', list.endpoint],
        ...(view ? [['open', view] as [string, Endpoint]] : []),
        ...(create ? [['add', create] as [string, Endpoint]] : []),
        ...(update ? [['edit', update] as [string, Endpoint]] : []),
        ...(remove ? [['delete', remove] as [string, Endpoint]] : []),
        ...toggles,
    ];
};

/** The declarations the generic routes serve and the catalogue grants. */
const served = declarations.filter(d => d.server?.routes !== 'own' && permissionScreen(d.name));

const MISSING_ID = '000000000000000000000000';

const call = (role: RoleName, endpoint: Endpoint) => {
    const path = fillPath(endpoint.path, MISSING_ID);
    const body = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {};
    return t.call(endpoint.method, path, body, tokens[role]);
};

beforeAll(async () => {
    t = await startTestApi();
    for (const [role, email] of Object.entries(STAFF)) {
        const answer = await t.call('POST', '/api/v1/superadminlogin', { email, password: 'Password@123' }, '');
        tokens[role] = answer.body.data.accessToken;
        permissionsOf[role] = (await t.call('GET', '/me/permissions', undefined, tokens[role])).body.data;
    }
}, 120_000);
afterAll(() => t.stop());

describe.each(Object.keys(STAFF) as RoleName[])('%s', role => {
    const cases = served.flatMap(decl => routesOf(decl).map(([action, endpoint]) => ({ decl, action, endpoint })));

    it.each(cases.map(c => [`${c.decl.name} ${c.action} ${c.endpoint.method} ${c.endpoint.path}`, c] as const))(
        '%s: refused exactly when the role lacks it',
        async (_name, { decl, action, endpoint }) => {
            const permissions = permissionsOf[role];
            const answer = await call(role, endpoint);
            if (mayDo(permissions, decl.name, action)) {
                expect(answer.status, answer.body.message).not.toBe(403);
            } else {
                expect(answer.status).toBe(403);
                expect(answer.body.success).toBe(false);
                expect(answer.body.message).toBe(refusal(permissions, permissionScreen(decl.name)!, action));
            }
        },
    );

    it('finds no hidden field in a list or a record it may read', async () => {
        const permissions = permissionsOf[role];
        for (const screen of PERMISSION_CATALOGUE) {
            const hidden = hiddenFields(permissions, screen);
            const decl = served.find(d => d.name === screen.key);
            if (!decl || hidden.length === 0 || !mayDo(permissions, screen.key, 'list')) continue;
            const list = await t.call(
                decl.api.list.endpoint.method,
                decl.api.list.endpoint.path,
                decl.api.list.endpoint.method === 'GET' ? undefined : { page: 1, limit: 10 },
                tokens[role],
            );
            expect(list.status).toBe(200);
            const text = JSON.stringify(list.body.data);
            const rows = (list.body.data.docs ?? list.body.data.results ?? list.body.data) as Array<
                Record<string, unknown>
            >;
            expect(rows.length).toBeGreaterThan(0);
            for (const field of hidden) expect(text).not.toContain(`"${field}":`);
            if (decl.api.view && mayDo(permissions, screen.key, 'open')) {
                const one = await t.call(
                    'GET',
                    fillPath(decl.api.view.path, String(rows[0]._id)),
                    undefined,
                    tokens[role],
                );
                expect(one.status).toBe(200);
                for (const field of hidden) expect(JSON.stringify(one.body.data)).not.toContain(`"${field}":`);
            }
        }
    });
});

describe('field rules on writes', () => {
    it('refuses a change to a hidden field, nothing changed', async () => {
        const grade = (await t.call('GET', '/_db/grades')).body as unknown as Array<Record<string, unknown>>;
        const superAdmin = await t.call('POST', '/roles', {
            name: 'Grades without names',
            grants: { grade: { actions: ['list', 'edit'], fields: { grade: 'readonly' } } },
        });
        expect(superAdmin.status).toBe(200);
        const staff = (await t.call('GET', '/_db/staff')).body as unknown as Array<Record<string, unknown>>;
        const cora = staff.find(s => s.email === 'content@example.com')!;
        await t.call('PUT', `/staff/${String(cora._id)}`, { role_id: superAdmin.body.data._id });
        const update = declarations.find(d => d.name === 'grade')!.api.update!;
        const answer = await t.call(
            update.method,
            fillPath(update.path, String(grade[0]._id)),
            { ...grade[0], id: grade[0]._id, grade: 'renamed' },
            tokens['Content editor'],
        );
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('Grades without names may not change the Grade of grades');
        const after = (await t.call('GET', '/_db/grades')).body as unknown as Array<Record<string, unknown>>;
        expect(after[0].grade).toBe(grade[0].grade);
        await t.call('PUT', `/staff/${String(cora._id)}`, { role_id: cora.role_id });
    });
});

describe('/openapi.json', () => {
    it('names the permission of every declared operation and its 403', async () => {
        const document = (await fetch(`${t.api.url}/openapi.json`).then(res => res.json())) as {
            paths: Record<
                string,
                Record<string, { 'x-permission'?: unknown; responses: Record<string, { description: string }> }>
            >;
        };
        const grade = declarations.find(d => d.name === 'grade')!;
        const list = document.paths[grade.api.list.endpoint.path].get;
        expect(list['x-permission']).toEqual({ screen: 'grade', action: 'list' });
        expect(list.responses['403'].description).toContain('a staff role without "list" on "grade"');
    });
});

describe('hand-written routes name their permission too', () => {
    it('judges a folder add on the folder screen of its audience', async () => {
        const folder = { title: 'Staff folder', has_parent: false, resource_type: 'coach' };
        const refused = await t.call('POST', '/category/add', folder, tokens.Support);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('Support may not add folders');
        expect((await t.call('POST', '/category/add', folder, tokens['Content editor'])).status).toBe(200);
    });

    it('judges a library add on the library of its audience, and leaves TBP to those granted it', async () => {
        const coachLibrary = declarations.find(d => d.name === 'coachLibrary')!;
        const list = coachLibrary.api.list.endpoint;
        expect((await t.call(list.method, list.path, { page: 1, limit: 10 }, tokens.Support)).status).toBe(200);
        const form = new FormData();
        form.append('resource_for', 'coach');
        const refused = await t.call('POST', '/resource/superdadmin/add', form, tokens.Support);
        expect(refused.body.message).toBe('Support may not add library resources');
    });

    it('refuses the invoices and insights a role lacks', async () => {
        const invoice = await t.call('GET', '/invoice/none', undefined, tokens['Content editor']);
        expect(invoice.body.message).toBe('Content editor may not open the invoices of subscription history');
        const insights = await t.call('GET', '/insights/subscriptions', undefined, tokens.Support);
        expect(insights.body.message).toBe('Support may not open insights');
    });
});
