import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * A role granted the staff screen, and "log in as": its holders act on, hand out and log in as only what holds no
 * more than their own role; never their own role or status, never the super-admin.
 */

const PASSWORD = 'Password@123';
let t: TestApi;
let kim = '';
let kimToken = '';
let keeperRole = '';

interface Row {
    _id: string;
    [key: string]: unknown;
}

const rows = async (collection: string): Promise<Row[]> =>
    (await t.call('GET', `/_db/${collection}`)).body as unknown as Row[];
const roleNamed = async (name: string) => (await rows('roles')).find(r => r.name === name)!;
const staffNamed = async (email: string) => (await rows('staff')).find(s => s.email === email)!;
const tokenOf = async (email: string) =>
    (await t.call('POST', '/api/v1/superadminlogin', { email, password: PASSWORD }, '')).body.data
        .accessToken as string;
const addStaff = async (email: string, roleId: string, token?: string) =>
    t.call(
        'POST',
        '/staff',
        { first_name: 'New', last_name: 'Staff', email, password: PASSWORD, role_id: roleId },
        token,
    );

beforeAll(async () => {
    t = await startTestApi();
    const role = await t.call('POST', '/roles', {
        name: 'Staff keeper',
        grants: {
            staff: {
                actions: ['list', 'open', 'add', 'edit', 'status', 'logInAs'],
                fields: { email: 'editable', password: 'editable' },
            },
            coach: { actions: ['list', 'logInAs'] },
        },
    });
    keeperRole = role.body.data._id;
    const added = await t.call('POST', '/staff', {
        first_name: 'Kim',
        last_name: 'Keeper',
        email: 'kim@example.com',
        password: PASSWORD,
        role_id: keeperRole,
    });
    kim = added.body.data._id;
    kimToken = await tokenOf('kim@example.com');
}, 120_000);
afterAll(() => t.stop());

describe('a staff member granted the staff screen', () => {
    it('cannot change their own role, nothing changed', async () => {
        for (const role of ['Super admin', 'Support']) {
            const answer = await t.call('PUT', `/staff/${kim}`, { role_id: (await roleNamed(role))._id }, kimToken);
            expect(answer).toMatchObject({
                status: 400,
                body: { success: false, message: 'You cannot change your own role' },
            });
        }
        expect((await staffNamed('kim@example.com')).role_id).toBe(keeperRole);
        const renamed = await t.call('PUT', `/staff/${kim}`, { first_name: 'Kimberly', role_id: keeperRole }, kimToken);
        expect(renamed.status).toBe(200);
    });

    it('cannot deactivate their own account', async () => {
        const answer = await t.call('POST', `/staff/${kim}/status`, { status: false }, kimToken);
        expect(answer).toMatchObject({ status: 400, body: { message: 'You cannot deactivate your own account' } });
        expect((await staffNamed('kim@example.com')).active).toBe(true);
    });

    it('gives no role that holds more than their own, and changes no one who holds more', async () => {
        const before = await rows('staff');
        const superAdminRole = (await roleNamed('Super admin'))._id;
        const given = await addStaff('boss@example.com', superAdminRole, kimToken);
        expect(given).toMatchObject({
            status: 403,
            body: { message: 'Staff keeper may not give a role that holds more than their own' },
        });
        const cora = await staffNamed('content@example.com');
        const changed = await t.call('PUT', `/staff/${cora._id}`, { first_name: 'Cory' }, kimToken);
        expect(changed).toMatchObject({
            status: 403,
            body: { message: 'Staff keeper may not change staff whose role holds more than their own' },
        });
        expect((await t.call('POST', `/staff/${cora._id}/status`, { status: false }, kimToken)).status).toBe(403);
        expect((await t.call('POST', `/staff/${cora._id}/reset-password`, undefined, kimToken)).status).toBe(403);
        expect(await rows('staff')).toEqual(before);
    });

    it('cannot demote or deactivate the super-admin', async () => {
        const admin = (await rows('users'))[0];
        for (const [path, body] of [
            [`/staff/${admin._id}`, { role_id: keeperRole }],
            [`/staff/${admin._id}/status`, { status: false }],
        ] as const) {
            const answer = await t.call(path.endsWith('status') ? 'POST' : 'PUT', path, body, kimToken);
            expect(answer.status).toBe(400);
            expect(answer.body.message).toMatch(/^The super admin holds every permission/);
        }
    });

    it('adds, changes and switches off staff of their own role, and reads the roles to pick from', async () => {
        const added = await addStaff('lee@example.com', keeperRole, kimToken);
        expect(added.status).toBe(200);
        const lee = added.body.data._id as string;
        expect((await t.call('PUT', `/staff/${lee}`, { first_name: 'Lee' }, kimToken)).status).toBe(200);
        expect((await t.call('GET', '/roles', undefined, kimToken)).status).toBe(200);
        const cora = await tokenOf('content@example.com');
        expect((await t.call('GET', '/roles', undefined, cora)).body.message).toBe('Content editor may not list roles');
    });

    it('finds no staff member that is not there', async () => {
        const before = await rows('staff');
        const answer = await t.call('PUT', '/staff/000000000000000000000000', { role_id: keeperRole });
        expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'Staff member not found' } });
        expect(await rows('staff')).toEqual(before);
    });
});

describe('log in as, granted to a role', () => {
    it('logs in as a coach or as staff of no more power, audited with who did it', async () => {
        const coach = (await rows('coaches')).find(c => c.user_status !== false)!;
        const asCoach = await t.call('POST', '/check-token', { token: kimToken, user: coach._id }, kimToken);
        expect(asCoach.status).toBe(200);
        const lee = (await addStaff('lee2@example.com', keeperRole)).body.data._id as string;
        const asLee = await t.call('POST', '/check-token', { token: kimToken, user: lee }, kimToken);
        expect(asLee.status).toBe(200);
        const leeToken = asLee.body.data.token as string;
        expect((await t.call('GET', '/me/permissions', undefined, leeToken)).body.data.role).toBe('Staff keeper');
        const log = (await rows('activity')).filter(a => a.action === 'login_as').slice(-2);
        expect(log.map(a => [a.actor_id, a.target_id])).toEqual([
            [kim, coach._id],
            [kim, lee],
        ]);
        // The return: the session behind is the staff member's own.
        const behind = await t.call('POST', '/check-superadmin', { token: kimToken }, '');
        expect(behind.body.data._id).toBe(kim);
        // A log-in-as session opens no further one.
        const chained = await t.call('POST', '/check-token', { token: leeToken, user: coach._id }, leeToken);
        expect(chained.status).toBe(403);
    });

    it('never logs in as the super-admin or as staff whose role holds more', async () => {
        const admin = (await rows('users'))[0];
        const asAdmin = await t.call('POST', '/check-token', { token: kimToken, user: admin._id }, kimToken);
        expect(asAdmin).toMatchObject({
            status: 403,
            body: { success: false, message: 'Staff keeper may not log in as the super admin' },
        });
        const cora = await staffNamed('content@example.com');
        const asCora = await t.call('POST', '/check-token', { token: kimToken, user: cora._id }, kimToken);
        expect(asCora).toMatchObject({
            status: 403,
            body: { message: 'Staff keeper may not log in as staff whose role holds more than their own' },
        });
        const support = await tokenOf('support@example.com');
        const coach = (await rows('coaches'))[0];
        const refused = await t.call('POST', '/check-token', { token: support, user: coach._id }, support);
        expect(refused.body.message).toBe('Support may not log in as coaches');
    });

    it('ends the sessions a staff member opened when they are switched off', async () => {
        const mia = (await addStaff('mia@example.com', keeperRole)).body.data._id as string;
        const miaToken = await tokenOf('mia@example.com');
        const coach = (await rows('coaches')).find(c => c.user_status !== false)!;
        const opened = (await t.call('POST', '/check-token', { token: miaToken, user: coach._id }, miaToken)).body.data
            .token as string;
        expect((await t.call('GET', '/me/permissions', undefined, opened)).status).toBe(200);
        expect((await t.call('POST', `/staff/${mia}/status`, { status: false })).status).toBe(200);
        expect((await t.call('GET', '/me/permissions', undefined, opened)).status).toBe(401);
    });
});
