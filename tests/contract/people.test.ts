import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { peopleApi } from '../../src/resources/people/api.shared';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(async () => {
    await h.api.reset();
    await h.signIn();
});

const COACH = {
    first_name: 'Nina',
    last_name: 'Contract',
    birth_date: '1990-05-04',
    email: 'nina.contract@coach.example.com',
    phone_number: '61412345678',
    address: '1 Test St, Sydney NSW 2000',
    timezone: 'Australia/Sydney',
    are_you: 'teacher_tutor',
    signing_up: 'through your school',
};

const STUDENT = {
    first_name: 'Sam',
    last_name: 'Contract',
    email: 'sam.contract@student.example.com',
    birth_date: '2010-02-03',
    timezone: 'Australia/Sydney',
    address: '2 Test St, Sydney NSW 2000',
    phone_number: '61412000111',
    are_you: 'School student',
    working_with: 'independently',
    signing_up: 'independently',
    coach_id: '',
    school: 'UNSW',
    parent_first_name: '',
    parent_last_name: '',
    parent_phone_number: '',
    parent_email: '',
};

const raw = async (method: string, path: string, body?: unknown, token?: string | null) => {
    const res = await fetch(`${h.api.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Answers are checked by the assertions, as the server tests' harness reads them (tests/server/harness.ts).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as { success: boolean; message: string; data: any } };
};

const activity = async () =>
    (await raw('GET', '/_db/activity', undefined, h.session.token())).body as unknown as Array<Record<string, unknown>>;

describe('coaches (part 2, section 7)', () => {
    it('POST /getAdmin {page, limit, search, sortBy, sortOrder} pages 10 of 30+, never with a password', async () => {
        const { data, total } = await h.list('user');
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/getAdmin',
            keys: ['page', 'limit', 'search', 'sortBy', 'sortOrder'],
        });
        expect(data).toHaveLength(10);
        expect(total).toBeGreaterThanOrEqual(30);
        for (const row of data) expect(row).not.toHaveProperty('password');
    });

    it('sorts by name and e-mail and searches on the server', async () => {
        const { data } = await h.list('user', 1, '', 'first_name', 'ASC');
        expect(h.lastCall().body).toMatchObject({ sortBy: 'first_name', sortOrder: 'asc' });
        const names = data.map(r => String(r.first_name).toLowerCase());
        expect(names).toEqual([...names].sort());
        const byEmail = await h.list('user', 1, '', 'email', 'DESC');
        const emails = byEmail.data.map(r => String(r.email));
        expect(emails).toEqual([...emails].sort().reverse());
        const found = await h.list('user', 1, data[0].email as string);
        expect(h.lastCall().body.search).toBe(data[0].email);
        expect(found.data.map(r => r.id)).toEqual([data[0].id]);
    });

    it('POST /add-coach sends the modal keys; a duplicate e-mail is refused and nothing is stored', async () => {
        const before = (await h.list('user')).total;
        const created = await h.dataProvider.create('user', { data: COACH });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/add-coach',
            keys: [
                'first_name',
                'last_name',
                'birth_date',
                'email',
                'phone_number',
                'address',
                'timezone',
                'are_you',
                'signing_up',
            ],
        });
        expect(created.meta?.message).toBe('Coach added successfully');
        await expect(
            h.dataProvider.create('user', { data: { ...COACH, email: COACH.email.toUpperCase() } }),
        ).rejects.toThrow('This email is already in use');
        expect((await h.list('user')).total).toBe((before ?? 0) + 1);
    });

    it('refuses with the Add coach messages (section 5)', async () => {
        await expect(h.dataProvider.create('user', { data: { ...COACH, first_name: '' } })).rejects.toThrow(
            'Please enter first name',
        );
        await expect(h.dataProvider.create('user', { data: { ...COACH, email: 'nope' } })).rejects.toThrow(
            'Invalid email format',
        );
        await expect(h.dataProvider.create('user', { data: { ...COACH, phone_number: '6141' } })).rejects.toThrow(
            'Please enter a valid mobile number',
        );
        await expect(h.dataProvider.create('user', { data: { ...COACH, timezone: '' } })).rejects.toThrow(
            'Please select timezone',
        );
        await expect(h.dataProvider.create('user', { data: { ...COACH, birth_date: '2999-01-01' } })).rejects.toThrow(
            /or earlier/,
        );
        await expect(h.dataProvider.create('user', { data: { ...COACH, are_you: '' } })).rejects.toThrow(
            'required field',
        );
    });

    it('GET /viewAdmin/{id} reads one; POST /editAdmin/{id} saves the profile fields', async () => {
        const { data } = await h.list('user');
        const id = data[0].id;
        const one = await h.dataProvider.getOne('user', { id });
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: `/viewAdmin/${id}` });
        expect(one.data.email).toBe(data[0].email);
        const saved = await h.dataProvider.update('user', {
            id,
            data: { ...one.data, school: 'UNSW', working_with: 'independently' },
            previousData: one.data,
        });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: `/editAdmin/${id}` });
        expect(h.lastCall().keys).toEqual(expect.arrayContaining(['school', 'working_with']));
        expect(saved.meta?.message).toBe('Coach updated successfully');
        expect((await h.dataProvider.getOne('user', { id })).data.school).toBe('UNSW');
    });

    it('POST /update-admin-status/{id} {id, status} and DELETE /deleteAdmin/{id} go to the activity log', async () => {
        // A coach of nobody: one that students still choose is not deleted (below).
        const row = (await h.dataProvider.create('user', { data: COACH })).data;
        await h.dataProvider.toggle('user', { id: row.id, field: 'user_status', value: false });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/update-admin-status/${row.id}`,
            keys: ['id', 'status'],
        });
        await h.dataProvider.delete('user', { id: row.id, previousData: row });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/deleteAdmin/${row.id}` });
        const log = await activity();
        expect(log.filter(e => e.target_id === row.id).map(e => e.action)).toEqual(['status_change', 'delete']);
        expect(log.find(e => e.target_id === row.id)).toMatchObject({
            actor_name: 'Super Admin',
            target_type: 'coach',
        });
    });
});

describe('passwords set by the super-admin', () => {
    it('POST /user/changepassword/{id} {new_password, confirm_new_password}; the coach then signs in with it', async () => {
        const { data } = await h.list('user');
        const coach = data.find(r => r.user_status === true)!;
        const result = await h.dataProvider.call(peopleApi.changePassword, {
            id: coach.id,
            data: { new_password: 'Coach@1234', confirm_new_password: 'Coach@1234' },
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/user/changepassword/${coach.id}`,
            keys: ['new_password', 'confirm_new_password'],
        });
        expect(result.message).toBe('Password changed successfully');
        const signIn = await raw('POST', '/api/v1/coachlogin', { email: coach.email, password: 'Coach@1234' });
        expect(signIn.body.success).toBe(true);
        expect(signIn.body.data.user).toMatchObject({ _id: coach.id, is_superadmin: false });
        const wrong = await raw('POST', '/api/v1/coachlogin', { email: coach.email, password: 'Wrong@1234' });
        expect(wrong.status).toBe(400);
        // The console's own sign-in stays the super-admin's.
        expect(
            (await raw('POST', '/api/v1/superadminlogin', { email: coach.email, password: 'Coach@1234' })).status,
        ).toBe(400);
        expect((await h.list('user')).data.find(r => r.id === coach.id)).not.toHaveProperty('password');
        expect((await activity()).some(e => e.action === 'password_change' && e.target_id === coach.id)).toBe(true);
    });

    it('refuses a short or unmatched password, and resets a student password the same way', async () => {
        const student = (await h.list('students')).data[0];
        const call = (data: Record<string, unknown>) =>
            h.dataProvider.call(peopleApi.changePassword, { id: student.id, data });
        await expect(call({ new_password: 'short', confirm_new_password: 'short' })).rejects.toThrow(
            'Password must be 8 to 16 characters',
        );
        await expect(call({ new_password: 'Student@123', confirm_new_password: 'Student@124' })).rejects.toThrow(
            'Passwords must match',
        );
        await expect(call({ new_password: '', confirm_new_password: '' })).rejects.toThrow('Please Enter New Password');
        expect((await call({ new_password: 'Student@123', confirm_new_password: 'Student@123' })).message).toBe(
            'Password changed successfully',
        );
    });
});

describe('log in as', () => {
    const enabledCoach = async () => (await h.list('user')).data.find(r => r.user_status === true)!;

    it('POST /check-token {token, user} answers a short coach session that opens the dashboard only', async () => {
        const coach = await enabledCoach();
        const adminToken = h.session.token();
        const { data } = await h.dataProvider.call<{ token: string }>(peopleApi.checkToken, {
            data: { user: coach.id },
        });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/check-token', keys: ['token', 'user'] });
        expect(h.lastCall().body.token).toBe(adminToken);
        const claims = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()) as {
            sub: string;
            exp: number;
            iat: number;
            by: string;
        };
        expect(claims.sub).toBe(coach.id);
        expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);
        const verify = await raw('POST', '/api/v1/superadmin/verify-session', { id: coach.id, token: data.token });
        expect(verify.body.data).toMatchObject({ _id: coach.id, first_name: coach.first_name, is_superadmin: false });
        // A coach's token: 403 on the super-admin's routes (the session stays), 200 on the dashboard.
        const list = await raw('POST', '/getAdmin', { page: 1, limit: 10 }, data.token);
        expect(list.status).toBe(403);
        expect((await raw('POST', '/check-token', { token: data.token, user: coach.id }, data.token)).status).toBe(403);
        const dashboard = await raw('GET', '/dashboard/student-activity', undefined, data.token);
        expect(dashboard.status).toBe(200);
        const log = await activity();
        expect(log.find(e => e.action === 'login_as')).toMatchObject({
            actor_name: 'Super Admin',
            target_id: coach.id,
            target_type: 'coach',
        });
    });

    it("a coach's session reads and saves its own profile (GET /viewAdmin, POST /editAdmin), no one else's", async () => {
        const [coach, other] = (await h.list('user')).data.filter(r => r.user_status === true);
        const { data } = await h.dataProvider.call<{ token: string }>(peopleApi.checkToken, {
            data: { user: coach.id },
        });
        const own = await raw('GET', `/viewAdmin/${coach.id}`, undefined, data.token);
        expect(own.status).toBe(200);
        expect(own.body.data).toMatchObject({ _id: coach.id, email: coach.email });
        expect(own.body.data).not.toHaveProperty('password');
        const saved = await raw(
            'POST',
            `/editAdmin/${coach.id}`,
            { ...own.body.data, school: 'Own School' },
            data.token,
        );
        expect(saved.status).toBe(200);
        expect(saved.body.data.school).toBe('Own School');
        expect((await raw('GET', `/viewAdmin/${other.id}`, undefined, data.token)).status).toBe(403);
        const refused = await raw(
            'POST',
            `/editAdmin/${other.id}`,
            { ...own.body.data, school: 'Not Mine' },
            data.token,
        );
        expect(refused.status).toBe(403);
        expect((await h.dataProvider.getOne('user', { id: other.id })).data.school).not.toBe('Not Mine');
        expect((await raw('DELETE', `/deleteAdmin/${coach.id}`, undefined, data.token)).status).toBe(403);
        expect((await raw('GET', `/viewAdmin/${coach.id}`)).status).toBe(401);
    });

    it("refuses a disabled or unknown coach, and a token that is not the caller's", async () => {
        const disabled = (await h.list('user', 1, '', 'user_status', 'ASC')).data.find(r => r.user_status === false)!;
        await expect(h.dataProvider.call(peopleApi.checkToken, { data: { user: disabled.id } })).rejects.toThrow(
            'Cannot login',
        );
        await expect(
            h.dataProvider.call(peopleApi.checkToken, { data: { user: '000000000000000000000000' } }),
        ).rejects.toThrow('Cannot login');
        const coach = await enabledCoach();
        const forged = await raw('POST', '/check-token', { token: 'x.y.z', user: coach.id }, h.session.token());
        expect(forged.status).toBe(403);
    });

    it('POST /check-superadmin {token} confirms a super-admin session; the auth provider keeps it aside and brings it back', async () => {
        const coach = await enabledCoach();
        const adminToken = h.session.token();
        const ok = await raw('POST', '/check-superadmin', { token: adminToken });
        expect(ok.body.data).toMatchObject({ is_superadmin: true });
        const { data } = await h.dataProvider.call<{ token: string }>(peopleApi.checkToken, {
            data: { user: coach.id },
        });
        expect((await raw('POST', '/check-superadmin', { token: data.token })).status).toBe(403);

        const user = await h.authProvider.loginAs(data.token);
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/check-superadmin', keys: ['token'] });
        expect(h.lastCall().body.token).toBe(adminToken);
        expect(user._id).toBe(coach.id);
        expect(h.session.token()).toBe(data.token);
        expect((await h.authProvider.getIdentity?.())?.fullName).toBe(`${coach.first_name} ${coach.last_name}`);
        expect(h.authProvider.backToSuperAdmin()).toBe(true);
        expect(h.session.token()).toBe(adminToken);
        expect((await h.authProvider.getIdentity?.())?.fullName).toBe('Super Admin');
    });
});

describe('students (part 2, section 7 and the paths the console chose)', () => {
    it('POST /getAllStudents pages on the server', async () => {
        const { data, total } = await h.list('students', 2, '', 'first_name', 'ASC');
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/getAllStudents',
            keys: ['page', 'limit', 'search', 'sortBy', 'sortOrder'],
        });
        expect(h.lastCall().body).toMatchObject({ page: 2, limit: 10 });
        expect(data).toHaveLength(10);
        expect(total).toBeGreaterThanOrEqual(60);
    });

    it('POST /add-student and POST /edit-student/{id} send the student body; a coach is required unless independent', async () => {
        const created = await h.dataProvider.create('students', { data: STUDENT });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/add-student' });
        expect(h.lastCall().keys).toEqual(Object.keys(STUDENT));
        expect(created.meta?.message).toBe('Student added successfully');
        const id = created.data.id;
        await expect(
            h.dataProvider.update('students', {
                id,
                data: { ...STUDENT, working_with: 'BIG PICTURE COACH' },
                previousData: created.data,
            }),
        ).rejects.toThrow('Please select a coach');
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: `/edit-student/${id}` });
        const coach = (await raw('GET', '/get/allcoach')).body.data[0];
        const saved = await h.dataProvider.update('students', {
            id,
            data: { ...STUDENT, working_with: 'BIG PICTURE COACH', coach_id: coach._id },
            previousData: created.data,
        });
        expect(saved.meta?.message).toBe('Student updated successfully');
        await expect(h.dataProvider.create('students', { data: { ...STUDENT, email: 'x' } })).rejects.toThrow(
            'Please Enter Valid Email',
        );
        await expect(h.dataProvider.create('students', { data: STUDENT })).rejects.toThrow(
            'This email is already in use',
        );
        await expect(
            h.dataProvider.create('students', { data: { ...STUDENT, email: 'n@x.io', first_name: '' } }),
        ).rejects.toThrow('First name is required');
        await expect(
            h.dataProvider.create('students', { data: { ...STUDENT, email: 'n@x.io', address: 'a'.repeat(251) } }),
        ).rejects.toThrow('Address must be at most 250 characters');
    });

    it('GET /viewStudent/{id}, POST /update-student-status/{id}, DELETE /deleteStudent/{id}', async () => {
        const row = (await h.list('students')).data[0];
        await h.dataProvider.getOne('students', { id: row.id });
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: `/viewStudent/${row.id}` });
        await h.dataProvider.toggle('students', { id: row.id, field: 'user_status', value: !row.user_status });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/update-student-status/${row.id}`,
            keys: ['id', 'status'],
        });
        await h.dataProvider.delete('students', { id: row.id, previousData: row });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/deleteStudent/${row.id}` });
        expect((await activity()).filter(e => e.target_id === row.id).map(e => [e.action, e.target_type])).toEqual([
            ['status_change', 'student'],
            ['delete', 'student'],
        ]);
    });

    it("PATCH /add-drive-link/{id} {link} with the spec's messages", async () => {
        const row = (await h.list('students')).data[0];
        const save = (link: string) => h.dataProvider.call(peopleApi.driveLink, { id: row.id, data: { link } });
        await expect(save('')).rejects.toThrow('Google Drive link is required');
        await expect(save('https://example.com/drive')).rejects.toThrow('Please enter a valid google drive link');
        const link = 'https://drive.google.com/drive/folders/abc123';
        expect((await save(link)).message).toBe('Google Drive link saved successfully');
        expect(h.lastCall()).toMatchObject({ method: 'PATCH', path: `/add-drive-link/${row.id}`, keys: ['link'] });
        expect((await h.dataProvider.getOne('students', { id: row.id })).data.drive_link).toBe(link);
    });
});

describe("a student's coach (coach_id, coachname)", () => {
    const coachesWithStudents = async () => {
        const students = (await raw('GET', '/_db/students', undefined, h.session.token())).body as unknown as Array<
            Record<string, unknown>
        >;
        return students;
    };

    it("keeps the chosen coach's name beside the id, and refuses an id that is no coach", async () => {
        const coach = (await raw('GET', '/get/allcoach')).body.data[1];
        const created = await h.dataProvider.create('students', {
            data: { ...STUDENT, working_with: 'BIG PICTURE COACH', coach_id: coach._id },
        });
        expect(created.data).toMatchObject({
            coach_id: coach._id,
            coachname: `${coach.first_name} ${coach.last_name}`,
        });
        const before = (await h.list('students')).total;
        await expect(
            h.dataProvider.create('students', {
                data: {
                    ...STUDENT,
                    email: 'ghost@x.io',
                    working_with: 'BIG PICTURE COACH',
                    coach_id: 'ffffffffffffffffffffffff',
                },
            }),
        ).rejects.toThrow('Coach is not one of the choices');
        expect((await h.list('students')).total).toBe(before);
        // Independent again: no coach, no name.
        const saved = await h.dataProvider.update('students', {
            id: created.data.id,
            data: { ...STUDENT, coach_id: '' },
            previousData: created.data,
        });
        expect(saved.data).toMatchObject({ coach_id: '', coachname: '' });
    });

    it('a renamed coach is renamed on the students who chose them', async () => {
        const students = await coachesWithStudents();
        const chosen = students.find(s => s.coach_id) as Record<string, string>;
        const coach = (await h.dataProvider.getOne('user', { id: chosen.coach_id })).data;
        await h.dataProvider.update('user', {
            id: coach.id,
            data: { ...coach, last_name: 'Renamed' },
            previousData: coach,
        });
        const after = (await coachesWithStudents()).filter(s => s.coach_id === coach.id);
        expect(after.length).toBeGreaterThan(0);
        expect(after.map(s => s.coachname)).toEqual(after.map(() => `${coach.first_name} Renamed`));
    });

    it('a coach students still choose is not deleted, with a message saying how many; freed, it is', async () => {
        const created = await h.dataProvider.create('user', { data: COACH });
        const coachId = String(created.data.id);
        const student = await h.dataProvider.create('students', {
            data: { ...STUDENT, working_with: 'BIG PICTURE COACH', coach_id: coachId },
        });
        const refused = await raw('DELETE', `/deleteAdmin/${coachId}`, undefined, h.session.token());
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('This coach still has 1 student(s): choose another coach for them first');
        expect((await h.dataProvider.getOne('user', { id: coachId })).data.email).toBe(COACH.email);
        await h.dataProvider.update('students', {
            id: student.data.id,
            data: { ...STUDENT, coach_id: '' },
            previousData: student.data,
        });
        await h.dataProvider.delete('user', { id: coachId, previousData: created.data });
        await expect(h.dataProvider.getOne('user', { id: coachId })).rejects.toThrow('Coach not found');
    });
});

describe('place suggestions', () => {
    it('GET /places/suggest?search= answers cities from the offline list, largest first', async () => {
        const { data } = await h.dataProvider.call<Array<{ label: string; timezone: string }>>(peopleApi.places, {
            data: { search: 'sydn' },
        });
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: '/places/suggest', query: { search: 'sydn' } });
        expect(data[0]).toEqual({ label: 'Sydney, New South Wales, Australia', timezone: 'Australia/Sydney' });
        expect((await h.dataProvider.call<unknown[]>(peopleApi.places, { data: { search: 's' } })).data).toEqual([]);
    });
});
