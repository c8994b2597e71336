import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN, JWT_SECRET, type TestApi } from './harness';
import { openStream, signInCoach, type SignedInCoach, withTwoCoaches } from './liveChangesSetup';

/**
 * GET /live ends a stream as soon as its session ends, however it ends: a stream outliving its session would go
 * on telling changes to someone no longer allowed to read them.
 */

let t: TestApi;
let coach: SignedInCoach;
let other: SignedInCoach;
withTwoCoaches(api => ({ t, coach, other } = api));

const listen = (token: string, lastEventId?: string) => openStream(t, token, lastEventId);

/** The seed's enabled coaches no student names: free to sign in, switch off or delete here. */
const freeCoaches = async () => {
    const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Array<{
        _id: string;
        email: string;
        user_status: boolean;
    }>;
    const students = (await t.call('GET', '/_db/students')).body as unknown as Array<{ coach_id?: string }>;
    const taken = new Set([coach.id, other.id, ...students.map(s => s.coach_id)]);
    return coaches.filter(c => c.user_status !== false && !taken.has(c._id));
};

const adminSession = async () =>
    (await t.call('POST', '/api/v1/superadminlogin', ADMIN, '')).body.data.accessToken as string;

/** A change every session hears (a folder of the super-admin's, for coaches): its id. */
const sharedFolder = async () =>
    (
        await t.call('POST', '/category/add', {
            title: `Folder ${Math.random()}`,
            resource_type: 'coach',
            has_parent: false,
        })
    ).body.data._id as string;

/**
 * Opens a stream with `token`, ends its session with `end`, then makes a change it would have heard: the
 * stream is closed by then, and the change reaches a stream of a live session only.
 */
const endsWithItsSession = async (token: string, end: () => Promise<void>) => {
    const stream = await listen(token);
    const control = await listen(t.token);
    await end();
    await expect.poll(() => stream.ended, { timeout: 5000 }).toBe(true);
    const id = await sharedFolder();
    await control.next(h => h.data.id === id);
    expect(stream.heard.map(h => h.data.id)).not.toContain(id);
    await control.close();
    await stream.close();
};

describe('a stream ends with its session, at once', () => {
    it('when the session signs out', async () => {
        const session = await adminSession();
        await endsWithItsSession(session, async () => {
            expect((await t.call('POST', '/api/v1/superadmin/logout', undefined, session)).status).toBe(200);
        });
    });

    it('when the super-admin sets the coach’s password (every session of the coach ends)', async () => {
        const [free] = await freeCoaches();
        const { token } = await signInCoach(t, free._id, free.email);
        await endsWithItsSession(token, async () => {
            await signInCoach(t, free._id, free.email);
        });
    });

    it('when the super-admin session a log-in-as session was opened from signs out', async () => {
        const session = await adminSession();
        const loginAs = await t.call('POST', '/check-token', { token: session, user: coach.id }, session);
        expect(loginAs.status).toBe(200);
        await endsWithItsSession(loginAs.body.data.token as string, async () => {
            await t.call('POST', '/api/v1/superadmin/logout', undefined, session);
        });
    });

    it('when the coach is switched off, or deleted', async () => {
        const [first, second] = await freeCoaches();
        const off = await signInCoach(t, first._id, first.email);
        await endsWithItsSession(off.token, async () => {
            const switched = await t.call('POST', `/update-admin-status/${first._id}`, {
                id: first._id,
                status: false,
            });
            expect(switched.status).toBe(200);
            expect(switched.body.data.user_status).toBe(false);
        });
        const gone = await signInCoach(t, second._id, second.email);
        await endsWithItsSession(gone.token, async () => {
            expect((await t.call('DELETE', `/deleteAdmin/${second._id}`)).status).toBe(200);
        });
    });

    it('when the super-admin changes their password from another session', async () => {
        const changing = await adminSession();
        const stream = await adminSession();
        // The harness's own session ends too: carry on with the one that made the change (it stays).
        t.token = changing;
        const change = (from: string, to: string) =>
            t.call('POST', '/api/v1/superadmin/change-password', {
                current_password: from,
                new_password: to,
                confirm_new_password: to,
            });
        await endsWithItsSession(stream, async () => {
            expect((await change(ADMIN.password, 'Password@456')).status).toBe(200);
        });
        expect((await change('Password@456', ADMIN.password)).status).toBe(200);
    });

    it('when its token expires', async () => {
        const claims = JSON.parse(atob(t.token.split('.')[1])) as Record<string, unknown>;
        const shortLived = await new SignJWT({ sid: 'short-lived', at: Date.now(), gen: claims.gen })
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
            .setSubject(String(claims.sub))
            .setIssuedAt()
            .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
            .sign(new TextEncoder().encode(JWT_SECRET));
        const stream = await listen(shortLived);
        await expect.poll(() => stream.ended, { timeout: 5000 }).toBe(true);
        await stream.close();
    });
});
