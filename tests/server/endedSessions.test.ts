import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * A session ended by a coach's delete, switch-off or password change stays ended whatever brings the coach back
 * (a restore from Recently deleted, a version restore, a switch-on): its sign-in token, the log-in-as token and
 * the live stream are refused for good, and a new sign-in works.
 */

let t: TestApi;
afterEach(() => t?.stop());

type Row = Record<string, unknown> & { _id: string };
const PASSWORD = 'Coach@1234';

/** A coach no student names (so it can be deleted), signed in twice: its own sign-in and the admin's log in as. */
const coachSessions = async () => {
    const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Row[];
    const students = (await t.call('GET', '/_db/students')).body as unknown as Row[];
    const named = new Set(students.map(s => s.coach_id));
    const coach = coaches.find(c => c.user_status !== false && !named.has(c._id))!;
    await t.call('POST', `/user/changepassword/${coach._id}`, {
        new_password: PASSWORD,
        confirm_new_password: PASSWORD,
    });
    const signIn = async () =>
        (await t.call('POST', '/api/v1/coachlogin', { email: coach.email, password: PASSWORD }, '')).body.data
            .accessToken as string;
    const own = await signIn();
    const loggedInAs = (await t.call('POST', '/check-token', { token: t.token, user: coach._id })).body.data
        .token as string;
    return { coach, own, loggedInAs, signIn };
};

/** What a coach's token may still do: a guarded call, and opening the live stream. */
const works = async (token: string) => {
    const call = await t.call('GET', '/places/suggest?search=pa', undefined, token);
    const live = await fetch(`${t.api.url}/live`, { headers: { authorization: `Bearer ${token}` } });
    await live.body?.cancel();
    return [call.status, live.status];
};

describe('ended sessions stay ended', () => {
    it('a deleted coach restored from Recently deleted: the old tokens and the live stream stay refused', async () => {
        t = await startTestApi();
        const { coach, own, loggedInAs, signIn } = await coachSessions();
        expect(await works(own)).toEqual([200, 200]);
        expect(await works(loggedInAs)).toEqual([200, 200]);

        expect((await t.call('DELETE', `/deleteAdmin/${coach._id}`)).status).toBe(200);
        expect(await works(own)).toEqual([401, 401]);
        const back = await t.call('POST', `/records/coach/deleted/${coach._id}/restore`);
        expect(back.status).toBe(200);

        expect(await works(own)).toEqual([401, 401]);
        expect(await works(loggedInAs)).toEqual([401, 401]);
        // The coach is back, with its password: a new sign-in works.
        expect(await works(await signIn())).toEqual([200, 200]);
    });

    it('a coach switched off and on again: the old tokens and the live stream stay refused', async () => {
        t = await startTestApi();
        const { coach, own, loggedInAs, signIn } = await coachSessions();
        expect(await works(own)).toEqual([200, 200]);

        expect((await t.call('POST', `/update-admin-status/${coach._id}`, { status: false })).status).toBe(200);
        expect(await works(own)).toEqual([401, 401]);
        expect((await t.call('POST', `/update-admin-status/${coach._id}`, { status: true })).status).toBe(200);

        expect(await works(own)).toEqual([401, 401]);
        expect(await works(loggedInAs)).toEqual([401, 401]);
        expect(await works(await signIn())).toEqual([200, 200]);
    });

    it('a password change: no restore, of a version or of the deleted coach, brings the old token back', async () => {
        t = await startTestApi();
        const { coach, own } = await coachSessions();
        await t.call('POST', `/editAdmin/${coach._id}`, { ...coach, school: 'A school of its own' });
        await t.call('POST', `/user/changepassword/${coach._id}`, {
            new_password: 'Coach@5678',
            confirm_new_password: 'Coach@5678',
        });
        expect(await works(own)).toEqual([401, 401]);

        const history = (await t.call('GET', `/records/coach/${coach._id}/history`)).body.data;
        const restored = await t.call('POST', `/records/coach/${coach._id}/history/restore`, {
            version: history.oldest,
        });
        expect(restored.status).toBe(200);
        expect(await works(own)).toEqual([401, 401]);

        await t.call('DELETE', `/deleteAdmin/${coach._id}`);
        await t.call('POST', `/records/coach/deleted/${coach._id}/restore`);
        expect(await works(own)).toEqual([401, 401]);
        const fresh = await t.call('POST', '/api/v1/coachlogin', { email: coach.email, password: 'Coach@5678' }, '');
        expect(fresh.status).toBe(200);
    });
});
