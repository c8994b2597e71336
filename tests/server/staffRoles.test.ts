import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/** Staff accounts and roles: the super-admin's screens, their rules, sign-in and permissions. */

const PASSWORD = 'Password@123';
let t: TestApi;

interface Row {
    _id: string;
    [key: string]: unknown;
}

const rows = async (collection: string): Promise<Row[]> =>
    (await t.call('GET', `/_db/${collection}`)).body as unknown as Row[];
const roleNamed = async (name: string) => (await rows('roles')).find(r => r.name === name)!;
const signIn = async (email: string, password = PASSWORD) =>
    t.call('POST', '/api/v1/superadminlogin', { email, password }, '');
const tokenOf = async (email: string) => (await signIn(email)).body.data.accessToken as string;

beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

describe('roles', () => {
    it('lists the seeded roles with how many staff hold each', async () => {
        const answer = await t.call('GET', '/roles');
        expect(answer.status).toBe(200);
        const named = Object.fromEntries(answer.body.data.map((r: Row) => [r.name, r.holders]));
        expect(named).toEqual({ 'Super admin': 0, 'Content editor': 1, Support: 1 });
    });

    it('adds, copies, changes and deletes a role, each in the activity log', async () => {
        const added = await t.call('POST', '/roles', { name: 'Reader', grants: { event: { actions: ['list'] } } });
        expect(added.status).toBe(200);
        const id = added.body.data._id as string;
        const copy = await t.call('POST', `/roles/${id}/copy`);
        expect(copy.body.data).toMatchObject({ name: 'Copy of Reader', grants: { event: { actions: ['list'] } } });
        const changed = await t.call('PUT', `/roles/${id}`, {
            name: 'Reader',
            grants: { event: { actions: ['list', 'add'] } },
        });
        expect(changed.status).toBe(200);
        const log = (await rows('activity')).filter(a => a.target_id === id);
        expect(log.map(a => a.detail)).toContain('Events: add granted');
        expect(log.every(a => a.actor_name === 'Super Admin')).toBe(true);
        expect((await t.call('DELETE', `/roles/${id}`)).status).toBe(200);
        expect((await t.call('DELETE', `/roles/${copy.body.data._id}`)).status).toBe(200);
    });

    it.each([
        [{ name: '' }, 'Please enter a role name'],
        [{ name: 'Support' }, 'A role with this name already exists'],
        [{ name: 'X', grants: { nowhere: { actions: [] } } }, 'There is no screen "nowhere"'],
        [{ name: 'X', grants: { event: { actions: ['fly'] } } }, 'Events has no action "fly"'],
        [{ name: 'X', grants: { coach: { actions: [], fields: { shoe: 'hidden' } } } }, 'Coach has no field "shoe"'],
    ])('refuses %j with 400, nothing stored', async (body, message) => {
        const before = await rows('roles');
        const answer = await t.call('POST', '/roles', body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, message });
        expect(await rows('roles')).toEqual(before);
    });

    it('keeps the Super admin role as it is, and a role in use, naming who holds it', async () => {
        const superAdmin = await roleNamed('Super admin');
        const changed = await t.call('PUT', `/roles/${superAdmin._id}`, { name: 'Boss', grants: {} });
        expect(changed).toMatchObject({
            status: 400,
            body: { message: 'The Super admin role cannot be changed or deleted' },
        });
        expect((await t.call('DELETE', `/roles/${superAdmin._id}`)).status).toBe(400);
        const support = await roleNamed('Support');
        const removed = await t.call('DELETE', `/roles/${support._id}`);
        expect(removed.status).toBe(400);
        expect(removed.body.message).toBe('Support is held by Sam Support: give them another role first');
        expect(await roleNamed('Support')).toBeTruthy();
    });
});

describe('staff', () => {
    it('adds a staff member under the password rules, one e-mail one account', async () => {
        const role = await roleNamed('Support');
        const person = { first_name: 'Pat', last_name: 'Staff', email: 'pat@example.com', role_id: role._id };
        expect((await t.call('POST', '/staff', person)).body.message).toBe('Please Enter Password');
        expect((await t.call('POST', '/staff', { ...person, password: 'short' })).body.message).toBe(
            'Password must be 8 to 16 characters',
        );
        const coach = (await rows('coaches'))[0];
        for (const email of ['superadmin@example.com', String(coach.email), 'content@example.com']) {
            const taken = await t.call('POST', '/staff', { ...person, email, password: PASSWORD });
            expect(taken).toMatchObject({ status: 400, body: { message: 'This email is already in use' } });
        }
        const missingRole = await t.call('POST', '/staff', { ...person, password: PASSWORD, role_id: 'nope' });
        expect(missingRole.status).toBe(400);
        const added = await t.call('POST', '/staff', { ...person, password: PASSWORD });
        expect(added.status).toBe(200);
        expect(added.body.data.password).toBeUndefined();
        expect(added.body.data).toMatchObject({ role_name: 'Support', active: true });
        expect((await signIn('pat@example.com')).status).toBe(200);
    });

    it('signs staff in on the same call and answers their permissions', async () => {
        const token = await tokenOf('content@example.com');
        const mine = await t.call('GET', '/me/permissions', undefined, token);
        expect(mine.body.data.role).toBe('Content editor');
        expect(mine.body.data.all).toBe(false);
        expect(mine.body.data.grants.event.actions).toContain('delete');
        expect(mine.body.data.grants.coach).toEqual({
            actions: ['list', 'open'],
            fields: { birth_date: 'hidden', email: 'hidden', phone_number: 'hidden', address: 'hidden' },
        });
        expect((await t.call('GET', '/me/permissions')).body.data).toEqual({
            role: 'Super admin',
            all: true,
            grants: {},
        });
        // The Content editor holds no grant of the staff screen and none of roles: both refused whole.
        expect((await t.call('GET', '/staff', undefined, token)).status).toBe(403);
        const cora = (await rows('staff')).find(s => s.email === 'content@example.com')!;
        const own = await t.call('PUT', `/staff/${cora._id}`, { role_id: (await roleNamed('Super admin'))._id }, token);
        expect(own.status).toBe(403);
        expect((await rows('staff')).find(s => s._id === cora._id)!.role_name).toBe('Content editor');
        expect((await t.call('GET', '/roles', undefined, token)).status).toBe(403);
    });

    it("ends a deactivated staff member's sessions at once", async () => {
        const token = await tokenOf('support@example.com');
        const sam = (await rows('staff')).find(s => s.email === 'support@example.com')!;
        expect((await t.call('GET', '/me/permissions', undefined, token)).status).toBe(200);
        expect((await t.call('POST', `/staff/${sam._id}/status`, { status: false })).status).toBe(200);
        expect((await t.call('GET', '/me/permissions', undefined, token)).status).toBe(401);
        expect((await signIn('support@example.com')).status).toBe(400);
        expect((await t.call('POST', `/staff/${sam._id}/status`, { status: true })).status).toBe(200);
        expect((await t.call('GET', '/me/permissions', undefined, token)).status).toBe(401);
    });

    it('refuses to give the super-admin a role or switch them off', async () => {
        const admin = (await rows('users'))[0];
        const role = await roleNamed('Support');
        for (const [method, path, body] of [
            ['PUT', `/staff/${admin._id}`, { role_id: role._id }],
            ['POST', `/staff/${admin._id}/status`, { status: false }],
        ] as const) {
            const answer = await t.call(method, path, body);
            expect(answer.status).toBe(400);
            expect(answer.body.message).toMatch(/^The super admin holds every permission/);
        }
        expect((await t.call('GET', '/me/permissions')).status).toBe(200);
    });

    it("mails a password reset link that sets a staff member's password", async () => {
        const cora = (await rows('staff')).find(s => s.email === 'content@example.com')!;
        const sent = await t.call('POST', `/staff/${cora._id}/reset-password`);
        expect(sent.body.message).toBe('A password reset link has been sent to content@example.com');
        const mail = (await t.call('GET', '/__outbox?to=content@example.com')).body.data[0];
        const token = String(mail.link).split('/').pop();
        const reset = await t.call(
            'POST',
            '/api/v1/superadmin/resetpassword',
            { reset_token: token, new_password: 'Another@123' },
            '',
        );
        expect(reset.status).toBe(200);
        expect((await signIn('content@example.com', 'Another@123')).status).toBe(200);
    });

    it('lets the super-admin log in as a staff member, audited', async () => {
        const cora = (await rows('staff')).find(s => s.email === 'content@example.com')!;
        const answer = await t.call('POST', '/check-token', { token: t.token, user: cora._id });
        expect(answer.status).toBe(200);
        const as = await t.call('GET', '/me/permissions', undefined, answer.body.data.token);
        expect(as.body.data.role).toBe('Content editor');
        const log = (await rows('activity')).filter(a => a.action === 'login_as').pop();
        expect(log).toMatchObject({ target_type: 'staff', target_id: cora._id, actor_name: 'Super Admin' });
    });
});
