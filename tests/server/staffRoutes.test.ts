import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permissions } from '../../src/shared/permissions/model';
import { permissionScreen } from '../../src/shared/permissions/screens';
import { mayDo, refusal } from '../../src/shared/permissions/verdicts';
import { startTestApi, type TestApi } from './harness';

/**
 * Every operation /openapi.json says needs a permission, hand-written routes included (staff, profile, log in as,
 * folders, libraries, invoices, insights), against both seeded roles: refused with 403 exactly when the role holds
 * what the route documents (any of `anyOf`, every one of `allOf`), in the role's words where it names one. The routes come from
 * the API's own route table, not from a list kept here.
 */

interface Needed {
    screen: string;
    action: string;
    anyOf?: Array<{ screen: string; action: string }>;
    allOf?: Array<{ screen: string; action: string }>;
}

let t: TestApi;
const tokens: Record<string, string> = {};
const held: Record<string, Permissions> = {};
const STAFF = { 'Content editor': 'content@example.com', Support: 'support@example.com' } as const;
const MISSING_ID = '000000000000000000000000';
let operations: Array<{ method: string; path: string; needed: Needed }> = [];

beforeAll(async () => {
    t = await startTestApi();
    for (const [role, email] of Object.entries(STAFF)) {
        const answer = await t.call('POST', '/api/v1/superadminlogin', { email, password: 'Password@123' }, '');
        tokens[role] = answer.body.data.accessToken;
        held[role] = (await t.call('GET', '/me/permissions', undefined, tokens[role])).body.data;
    }
    const document = (await fetch(`${t.api.url}/openapi.json`).then(res => res.json())) as {
        paths: Record<string, Record<string, { 'x-permission'?: Needed }>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, ops]) =>
        Object.entries(ops).flatMap(([method, op]) =>
            op['x-permission'] ? [{ method: method.toUpperCase(), path, needed: op['x-permission'] }] : [],
        ),
    );
}, 120_000);
afterAll(() => t.stop());

describe.each(Object.keys(STAFF))('%s', role => {
    it('is refused every documented operation exactly when it holds none of its permissions', async () => {
        expect(operations.length).toBeGreaterThan(50);
        const wrong: string[] = [];
        for (const { method, path, needed } of operations) {
            const may = (p: { screen: string; action: string }) => mayDo(held[role], p.screen, p.action);
            const holds = needed.allOf ? needed.allOf.every(may) : (needed.anyOf ?? [needed]).some(may);
            const filled = path.replace(/\{role\}/g, 'coach').replace(/\{[^}]+\}/g, MISSING_ID);
            const body = method === 'GET' || method === 'DELETE' ? undefined : {};
            const answer = await t.call(method, filled, body, tokens[role]);
            const screen = permissionScreen(needed.screen);
            const words =
                !needed.anyOf && !needed.allOf && screen ? refusal(held[role], screen, needed.action) : undefined;
            const refused = answer.status === 403 && answer.body.success === false;
            if (holds ? refused : !refused || (words !== undefined && answer.body.message !== words))
                wrong.push(`${method} ${path}: ${answer.status} ${answer.body.message}`);
        }
        expect(wrong).toEqual([]);
    });
});
