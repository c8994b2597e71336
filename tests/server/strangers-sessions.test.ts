import { describe, expect, it } from 'vitest';
import { FORGOT_ANSWER_MS } from '../../server/routes/passwordReset';
import { ADMIN, startTestApi, type TestApi } from './harness';
import { coachSession, firstCoach, signIn, stopEachTestsApi } from './strangerRequests';

// Sessions a stranger could try to guess, take over or outlast: each is refused, nothing changes.

const CHANGE = '/api/v1/superadmin/change-password';

let t: TestApi | undefined;
stopEachTestsApi(
    () => t,
    () => (t = undefined),
);

describe('sign-in throttling', () => {
    it('refuses a guesser, but someone else’s failures only slow the owner down', async () => {
        t = await startTestApi({
            throttle: {
                perAddressAndEmail: { slowAfter: 2, refuseAfter: 5 },
                perEmail: { slowAfter: 2 },
                perAddress: { slowAfter: 50, refuseAfter: 100 },
                stepMs: 5,
                maxDelayMs: 20,
            },
        });
        // A guesser on another address of this machine spends its attempts...
        for (let i = 0; i < 5; i++) expect((await signIn(t, '127.0.0.2', 'Wrong@1234')).status).toBe(400);
        expect((await signIn(t, '127.0.0.2', 'Wrong@1234')).status).toBe(429);
        expect((await signIn(t, '127.0.0.2')).status).toBe(429);
        // ...and the owner, from their own address, still signs in (a little slower).
        expect((await signIn(t, '127.0.0.1')).status).toBe(200);
    });
});

describe('one e-mail, one account', () => {
    it('a coach cannot take the super-admin’s or a student’s e-mail, in any letter case', async () => {
        t = await startTestApi();
        const { coach, token } = await coachSession(t);
        const student = (await t.call('POST', '/getAllStudents', { page: 1, limit: 1 })).body.data.docs[0];
        const view = (await t.call('GET', `/viewAdmin/${coach._id}`)).body.data;
        const edit = (email: string, as = token) => t!.call('POST', `/editAdmin/${coach._id}`, { ...view, email }, as);
        for (const email of ['superadmin@example.com', 'SuperAdmin@Example.com', student.email.toUpperCase()]) {
            const refused = await edit(email);
            expect(refused.status).toBe(400);
            expect(refused.body.message).toBe('This email is already in use');
        }
        expect((await edit('SUPERADMIN@example.com', t.token)).status).toBe(400);
        expect((await t.call('GET', `/viewAdmin/${coach._id}`)).body.data.email).toBe(coach.email);
        // A new student may not take a coach's e-mail either.
        const newStudent = await t.call('POST', '/add-student', {
            ...student,
            _id: undefined,
            email: coach.email.toUpperCase(),
        });
        expect(newStudent.status).toBe(400);
        expect(newStudent.body.message).toBe('This email is already in use');
    });
});

describe('log-in-as sessions', () => {
    const loginAs = async (api: TestApi, adminToken = api.token) => {
        const coach = await firstCoach(api);
        const answer = await api.call('POST', '/check-token', { token: adminToken, user: coach._id }, adminToken);
        expect(answer.status).toBe(200);
        return answer.body.data.token as string;
    };
    const works = async (api: TestApi, token: string) =>
        (await api.call('GET', '/dashboard/student-activity', undefined, token)).status;

    it('end when the super-admin changes their password', async () => {
        t = await startTestApi();
        const coachToken = await loginAs(t);
        expect(await works(t, coachToken)).toBe(200);
        const changed = await t.call('POST', CHANGE, {
            current_password: ADMIN.password,
            new_password: 'Changed@123',
            confirm_new_password: 'Changed@123',
        });
        expect(changed.status).toBe(200);
        expect(await works(t, coachToken)).toBe(401);
        // The super-admin's own session that made the change stays.
        expect((await t.call('GET', '/grade/alldetails')).status).toBe(200);
    });

    it('end when the super-admin resets their password by mailed link', async () => {
        t = await startTestApi();
        const coachToken = await loginAs(t);
        await t.call('POST', '/api/v1/superadmin/forgetpassword', { email: ADMIN.email }, '');
        const link = (await t.call('GET', '/__outbox', undefined, '')).body.data[0].link as string;
        expect(
            (
                await t.call(
                    'POST',
                    '/api/v1/superadmin/resetpassword',
                    { reset_token: link.split('/').pop(), new_password: 'Changed@123' },
                    '',
                )
            ).status,
        ).toBe(200);
        expect(await works(t, coachToken)).toBe(401);
    });

    it('end when the super-admin signs out, and only theirs', async () => {
        t = await startTestApi();
        const other = (await signIn(t)).body.data.accessToken as string;
        const fromOther = await loginAs(t, other);
        const coachToken = await loginAs(t);
        const out = await t.call('POST', '/api/v1/superadmin/logout');
        expect(out.status).toBe(200);
        expect(await works(t, coachToken)).toBe(401);
        expect((await t.call('GET', '/grade/alldetails')).status).toBe(401);
        // Another session of the same super-admin, and the coach session it opened, go on.
        expect((await t.call('GET', '/grade/alldetails', undefined, other)).status).toBe(200);
        expect(await works(t, fromOther)).toBe(200);
    });
});

describe('forgot password', () => {
    const timed = async (api: TestApi, email: string) => {
        const started = performance.now();
        const res = await api.call('POST', '/api/v1/superadmin/forgetpassword', { email }, '');
        expect(res.status).toBe(200);
        return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

    it('answers in the same time whether or not the account exists', async () => {
        t = await startTestApi();
        const known: number[] = [];
        const unknown: number[] = [];
        for (let i = 0; i < 7; i++) {
            known.push(await timed(t, ADMIN.email));
            unknown.push(await timed(t, `nobody${i}@example.com`));
        }
        // Every answer waits out the same floor; what the mail costs is hidden inside it.
        expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
        expect(Math.abs(median(known) - median(unknown))).toBeLessThan(FORGOT_ANSWER_MS / 2);
    });
});
