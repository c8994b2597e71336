import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startApi } from '../../server/app';
import { isSecretKey } from '../../server/store/secretKeys';
import { ADMIN, JWT_SECRET, startTestApi, type TestApi } from './harness';

/**
 * /_db shows no secret at any depth, in any collection, for live and deleted records: one rule
 * (server/store/secretKeys.ts), the one a record's history keeps secrets out by.
 */

let t: TestApi;
afterEach(() => t?.stop());

type Row = Record<string, unknown> & { _id: string };

/** Every key path in a value that the rule calls secret, and every password hash kept as a value. */
const secretsIn = (value: unknown, path = ''): string[] => {
    if (typeof value === 'string') return /^scrypt\$/.test(value) ? [`${path} (a password hash)`] : [];
    if (Array.isArray(value)) return value.flatMap((item, at) => secretsIn(item, `${path}[${at}]`));
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, item]) => [
        ...(isSecretKey(key) ? [`${path}.${key}`] : []),
        ...secretsIn(item, `${path}.${key}`),
    ]);
};

/** A row carrying secrets at the top, nested in objects and inside lists. */
const planted = (name: string): Row => ({
    _id: `planted-${name}`,
    title: 'planted',
    password: 'scrypt$planted',
    nested: { kept: 1, api_token: 't', deeper: [{ client_secret: 's', sessions_valid_from: 1, fine: true }] },
    row: { password: 'scrypt$deep', kept_session: 'x', name: 'a deleted one' },
});

const HIDDEN = ['password_resets', 'outbox', 'meta'];

/** Reads every collection from /_db, as the super-admin: no secret anywhere; the hidden ones answer 404. */
const readEveryCollection = async (url: string, names: readonly string[]) => {
    const signIn = await fetch(`${url}/api/v1/superadminlogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
    });
    const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
    for (const name of names) {
        const res = await fetch(`${url}/_db/${name}`, { headers: { authorization: `Bearer ${token}` } });
        if (HIDDEN.includes(name)) {
            expect(res.status, name).toBe(404);
            continue;
        }
        expect(res.status, name).toBe(200);
        const rows = (await res.json()) as Row[];
        expect(secretsIn(rows, name), name).toEqual([]);
        // The rest of a planted row is shown.
        const shown = rows.find(row => row._id === `planted-${name}`);
        if (shown) expect(shown.nested, name).toEqual({ kept: 1, deeper: [{ fine: true }] });
    }
};

describe('/_db keeps every secret out, at any depth', () => {
    it('in every collection the API keeps, planted rows included', async () => {
        t = await startTestApi();
        await t.api.flush();
        const names = Object.keys(JSON.parse(await readFile(t.dbFile, 'utf8')) as object);
        expect(names).toEqual(expect.arrayContaining(['users', 'coaches', 'revisions', 'recently_deleted']));
        await t.api.close();

        const db = JSON.parse(await readFile(t.dbFile, 'utf8')) as Record<string, Row[]>;
        for (const name of names) db[name] = [...db[name], planted(name)];
        await writeFile(t.dbFile, JSON.stringify(db));
        const again = await startApi({ port: 0, dbFile: t.dbFile, jwtSecret: JWT_SECRET });
        try {
            await readEveryCollection(again.url, names);
        } finally {
            await again.close();
        }
    });

    it("a deleted person's password hash stays out of Recently deleted", async () => {
        t = await startTestApi();
        const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Row[];
        const students = (await t.call('GET', '/_db/students')).body as unknown as Row[];
        const named = new Set(students.map(s => s.coach_id));
        const coach = coaches.find(c => !named.has(c._id))!;
        await t.call('POST', `/user/changepassword/${coach._id}`, {
            new_password: 'Coach@1234',
            confirm_new_password: 'Coach@1234',
        });
        expect((await t.call('DELETE', `/deleteAdmin/${coach._id}`)).status).toBe(200);
        const deleted = (await t.call('GET', '/_db/recently_deleted')).body as unknown as Row[];
        const entry = deleted.find(row => row.record_id === coach._id);
        expect(entry).toMatchObject({ row: { _id: coach._id, email: coach.email } });
        expect(secretsIn(deleted)).toEqual([]);
        expect(secretsIn((await t.call('GET', `/_db/recently_deleted/${entry?._id}`)).body)).toEqual([]);
        // Still whole where it is kept: the restored coach signs in with its password.
        await t.call('POST', `/records/coach/deleted/${coach._id}/restore`);
        const back = await t.call('POST', '/api/v1/coachlogin', { email: coach.email, password: 'Coach@1234' }, '');
        expect(back.status).toBe(200);
    });
});
