import { describe, expect, it } from 'vitest';
import { peopleApi } from '../../src/resources/people/api.shared';
import { type Harness, harnessForFile } from './support/harness';
import { COACH, peopleCalls, STUDENT } from './support/people';

let h: Harness;
harnessForFile(harness => (h = harness), 'eachTest');
const { raw, activity } = peopleCalls(() => h);

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
