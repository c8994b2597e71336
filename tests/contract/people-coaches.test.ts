import { describe, expect, it } from 'vitest';
import { peopleApi } from '../../src/resources/people/api.shared';
import { type Harness, harnessForFile } from './support/harness';
import { COACH, peopleCalls } from './support/people';

let h: Harness;
harnessForFile(harness => (h = harness), 'eachTest');
const { raw, activity } = peopleCalls(() => h);

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
