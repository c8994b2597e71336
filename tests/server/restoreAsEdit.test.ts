import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * A version restore is an edit: it passes the permission, creator, expiry and consistency rules of its
 * collection's edit route (the same code: server/domain/recordEdits.ts), answers as that route answers, and the
 * record's history calls it "restored", naming the version.
 */

let t: TestApi;
let coach: { id: string; token: string };

type Row = Record<string, unknown> & { _id: string; __v: number };

beforeAll(async () => {
    t = await startTestApi();
    const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Row[];
    const one = coaches.find(c => c.user_status !== false)!;
    await t.call('POST', `/user/changepassword/${one._id}`, {
        new_password: 'Coach@1234',
        confirm_new_password: 'Coach@1234',
    });
    const signedIn = await t.call('POST', '/api/v1/coachlogin', { email: one.email, password: 'Coach@1234' }, '');
    coach = { id: one._id, token: signedIn.body.data.accessToken as string };
});
afterAll(() => t.stop());

const ok = async (call: ReturnType<TestApi['call']>): Promise<Row> => {
    const { status, body } = await call;
    expect(status, body.message).toBe(200);
    return body.data as Row;
};
const historyOf = async (name: string, id: string, token?: string) =>
    (await t.call('GET', `/records/${name}/${id}/history`, undefined, token)).body.data as {
        version: number;
        oldest: number;
        entries: Array<{ version: number; kind: string; restored_version?: number }>;
    };
const restore = (name: string, id: string, version: number, token?: string) =>
    t.call('POST', `/records/${name}/${id}/history/restore`, { version }, token);
const stored = async (collection: string, id: string) =>
    (await t.call('GET', `/_db/${collection}/${id}`)).body as unknown as Row;

describe('a restore passes the edit route’s rules', () => {
    it("refuses the super-admin a coach's folder, as its edit does (403), and changes nothing", async () => {
        const folder = await ok(
            t.call(
                'POST',
                '/category/add',
                { title: 'Coach restore folder', has_parent: false, resource_type: 'coach' },
                coach.token,
            ),
        );
        await ok(
            t.call(
                'PUT',
                `/category/edit/${folder._id}`,
                { title: 'Coach restore folder 2', resource_type: 'coach' },
                coach.token,
            ),
        );
        const edit = await t.call('PUT', `/category/edit/${folder._id}`, {
            title: 'By the admin',
            resource_type: 'coach',
        });
        expect(edit.status).toBe(403);
        const refused = await restore('coachFolder', folder._id, 1);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(edit.body.message);
        expect(await stored('categories', folder._id)).toMatchObject({ title: 'Coach restore folder 2', __v: 2 });
        // Its creator may.
        const back = await ok(restore('coachFolder', folder._id, 1, coach.token));
        expect(back).toMatchObject({ title: 'Coach restore folder', __v: 3 });
    });

    it("refuses the super-admin a coach's resource (403); its creator's restore answers as the edit, file links and all", async () => {
        const added = await ok(
            t.call(
                'POST',
                '/resource/superdadmin/add',
                {
                    title: 'Coach restore resource',
                    resource_for: 'coach',
                    isPrivate: true,
                    link: 'https://example.com/r',
                },
                coach.token,
            ),
        );
        await ok(
            t.call(
                'PUT',
                `/resource/superadmin/edit/${added._id}`,
                { ...added, title: 'Coach restore resource 2', resource_for: 'coach' },
                coach.token,
            ),
        );
        expect((await restore('coachLibrary', added._id, 1)).status).toBe(403);
        expect(await stored('resources', added._id)).toMatchObject({ title: 'Coach restore resource 2', __v: 2 });
        expect((await ok(restore('coachLibrary', added._id, 1, coach.token))).title).toBe('Coach restore resource');
    });

    it('answers a library resource as its edit does: with its file_url', async () => {
        const rows = (await t.call('GET', '/_db/resources')).body as unknown as Row[];
        const withFile = rows.find(
            r => r.owner === 'superadmin' && r.resource_type === 'coach' && r.resource_file && r.isPrivate !== true,
        )!;
        const edited = await ok(
            t.call('PUT', `/resource/superadmin/edit/${withFile._id}`, {
                ...withFile,
                title: `${String(withFile.title)} (edited)`,
                resource_for: 'coach',
            }),
        );
        expect(edited.file_url).toEqual(expect.any(String));
        const { version, oldest } = await historyOf('coachLibrary', withFile._id);
        const restored = await ok(restore('coachLibrary', withFile._id, oldest));
        expect(restored).toMatchObject({ title: withFile.title, __v: version + 1 });
        expect(Object.keys(restored).sort()).toEqual(Object.keys(edited).sort());
        expect((await fetch(String(restored.file_url))).status).toBe(200);
    });

    it('brings back who a TBP resource is for, and the flags that follow from it', async () => {
        const added = await ok(
            t.call('POST', '/tbp-resource/add', {
                title: 'TBP for students',
                isPrivate: false,
                forWhom: 'student',
                access: [{ value: 'all', label: 'All' }],
                link: 'https://example.com/tbp',
            }),
        );
        expect(added).toMatchObject({ is_added_for_coach: false, is_added_for_student: true });
        const forCoaches = await ok(
            t.call('PUT', `/tbp-resource/superadmin/edit/${added._id}`, { ...added, forWhom: 'coach' }),
        );
        expect(forCoaches).toMatchObject({ forWhom: 'coach', is_added_for_coach: true, is_added_for_student: false });
        const back = await ok(restore('tbpLibrary', added._id, 1));
        expect(back).toMatchObject({ forWhom: 'student', is_added_for_coach: false, is_added_for_student: true });
        expect(await stored('resources', added._id)).toMatchObject({
            forWhom: 'student',
            is_added_for_coach: false,
            is_added_for_student: true,
        });
    });

    it('refuses an expired coupon, as its edit does (400), and changes nothing', async () => {
        const added = await ok(
            t.call('POST', '/discount', {
                couponCode: 'RESTOREXP',
                type: 'TBP_student',
                offerType: 'amount',
                amount: 5,
                durationType: 'once',
                applytype: 'all',
                expiryDate: '2030-01-01',
                maxApply: 3,
            }),
        );
        await ok(t.call('PUT', `/discount/${added._id}`, { ...added, expiryDate: '2031-01-01' }));
        // Time passes: its expiry day goes by (as the data file would have it a year on), and a coupon call marks it.
        await t.api.flush();
        await t.restart();
        const db = JSON.parse(await readFile(t.dbFile, 'utf8')) as Record<string, Row[]>;
        db.coupons = db.coupons.map(c => (c._id === added._id ? { ...c, expiryDate: '2020-01-01' } : c));
        await t.api.close();
        await writeFile(t.dbFile, JSON.stringify(db));
        await t.restart();
        await ok(t.call('GET', '/discount?current_page=1&limit=10'));
        const expired = await stored('coupons', added._id);
        expect(expired.status).toBe('expired');

        const edit = await t.call('PUT', `/discount/${added._id}`, { ...expired, expiryDate: '2032-01-01' });
        expect(edit).toMatchObject({ status: 400, body: { message: 'Coupon has expired: it cannot be edited' } });
        const { oldest } = await historyOf('coupon', added._id);
        const refused = await restore('coupon', added._id, oldest);
        expect(refused).toMatchObject({ status: 400, body: { message: 'Coupon has expired: it cannot be edited' } });
        expect(await stored('coupons', added._id)).toMatchObject({ status: 'expired', expiryDate: '2020-01-01' });
    });
});

describe('a restore in the record’s history', () => {
    it('is "restored", naming the version it brought back', async () => {
        const grade = await ok(t.call('POST', '/grade/add', { grade: 'restored kind' }));
        await ok(t.call('POST', `/grade/edit/${grade._id}`, { id: grade._id, grade: 'restored kind 2' }));
        await ok(restore('grade', grade._id, 1));
        const { entries } = await historyOf('grade', grade._id);
        expect(entries.map(e => [e.version, e.kind, e.restored_version])).toEqual([
            [3, 'restored', 1],
            [2, 'updated', undefined],
            [1, 'created', undefined],
        ]);
    });
});
