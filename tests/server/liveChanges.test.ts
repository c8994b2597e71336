import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, JWT_SECRET, startTestApi, type TestApi } from './harness';

/**
 * GET /live: committed changes as Server-Sent Events on one guarded stream. Read here with fetch, as the
 * console reads it (EventSource sends no Authorization header).
 */

interface Heard {
    id: string;
    event: string;
    data: { collection?: string; id?: string; kind?: string; by?: string };
}

let t: TestApi;
let coach: { id: string; token: string };
let other: { id: string; token: string };

/** A stream reader: every event heard so far, and a wait for the next that matches. */
const listen = async (token: string, lastEventId?: string) => {
    const abort = new AbortController();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await fetch(`${t.api.url}/live`, { headers, signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const heard: Heard[] = [];
    let ended = false;
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const pump = (async () => {
        for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
            if (done) {
                ended = true;
                return;
            }
            buffer += value;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const field = (name: string) =>
                    block
                        .split('\n')
                        .find(line => line.startsWith(`${name}: `))
                        ?.slice(name.length + 2);
                const event = field('event');
                if (event) heard.push({ id: field('id') ?? '', event, data: JSON.parse(field('data') ?? '{}') });
            }
        }
    })();
    return {
        heard,
        /** Whether the API closed the stream. */
        get ended() {
            return ended;
        },
        /** Waits until an event matching `match` has been heard, and answers it. */
        async next(match: (h: Heard) => boolean): Promise<Heard> {
            await expect.poll(() => heard.some(match), { timeout: 5000 }).toBe(true);
            return heard.find(match)!;
        },
        async close() {
            abort.abort();
            await pump;
        },
    };
};

const signInCoach = async (id: string, email: string) => {
    await t.call('POST', `/user/changepassword/${id}`, {
        new_password: 'Coach@1234',
        confirm_new_password: 'Coach@1234',
    });
    const answer = await t.call('POST', '/api/v1/coachlogin', { email, password: 'Coach@1234' }, '');
    return { id, token: answer.body.data.accessToken as string };
};

beforeAll(async () => {
    t = await startTestApi();
    const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Array<{
        _id: string;
        email: string;
        user_status: boolean;
    }>;
    const [first, second] = coaches.filter(c => c.user_status !== false);
    coach = await signInCoach(first._id, first.email);
    other = await signInCoach(second._id, second.email);
});
afterAll(() => t.stop());

const addGrade = async (grade: string) => (await t.call('POST', '/grade/add', { grade })).body.data._id as string;

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
        const { token } = await signInCoach(free._id, free.email);
        await endsWithItsSession(token, async () => {
            await signInCoach(free._id, free.email);
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
        const off = await signInCoach(first._id, first.email);
        await endsWithItsSession(off.token, async () => {
            const switched = await t.call('POST', `/update-admin-status/${first._id}`, {
                id: first._id,
                status: false,
            });
            expect(switched.status).toBe(200);
            expect(switched.body.data.user_status).toBe(false);
        });
        const gone = await signInCoach(second._id, second.email);
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

describe('GET /live', () => {
    it('needs a session: no token or a bad one is a 401 in the envelope, never a stream', async () => {
        for (const authorization of [undefined, 'Bearer not-a-token']) {
            const response = await fetch(`${t.api.url}/live`, {
                headers: authorization ? { authorization } : {},
            });
            expect(response.status).toBe(401);
            expect(await response.json()).toEqual({ success: false, message: 'Unauthorized', data: null });
        }
    });

    it('tells the super-admin each committed change: collection, id, kind and who, never the record', async () => {
        const stream = await listen(t.token);
        const id = await addGrade('live grade');
        const created = await stream.next(h => h.data.id === id);
        expect(created).toMatchObject({
            event: 'change',
            data: { collection: 'grades', id, kind: 'created', by: 'Super Admin' },
        });
        expect(Object.keys(created.data).sort()).toEqual(['by', 'collection', 'id', 'kind']);
        expect(created.id).toMatch(/^[0-9a-f]{8}\.\d+$/);
        await t.call('POST', `/grade/edit/${id}`, { id, grade: 'live grade 2' });
        await stream.next(h => h.data.id === id && h.data.kind === 'updated');
        await t.call('DELETE', `/grade/delete/${id}`);
        await stream.next(h => h.data.id === id && h.data.kind === 'deleted');
        await stream.close();
    });

    it('a coach hears only what it may read: its own folders and the super-admin’s, not another coach’s nor grades', async () => {
        const stream = await listen(coach.token);
        const grade = await addGrade('not for coaches');
        const others = (
            await t.call(
                'POST',
                '/category/add',
                { title: 'Other coach folder', resource_type: 'coach', has_parent: false },
                other.token,
            )
        ).body.data._id as string;
        const shared = (
            await t.call('POST', '/category/add', {
                title: 'Admin folder for coaches',
                resource_type: 'coach',
                has_parent: false,
            })
        ).body.data._id as string;
        const own = (
            await t.call(
                'POST',
                '/category/add',
                { title: 'Own folder', resource_type: 'coach', has_parent: false },
                coach.token,
            )
        ).body.data._id as string;
        await stream.next(h => h.data.id === own);
        const ids = stream.heard.map(h => h.data.id);
        expect(ids).toEqual([shared, own]);
        expect(ids).not.toContain(grade);
        expect(ids).not.toContain(others);
        await stream.close();
    });

    it('a reconnect with Last-Event-ID gets what it missed, in order; an id of another run gets resync', async () => {
        const first = await listen(t.token);
        const before = await addGrade('before the drop');
        const last = (await first.next(h => h.data.id === before)).id;
        await first.close();
        const missed = [await addGrade('missed one'), await addGrade('missed two')];
        const again = await listen(t.token, last);
        await again.next(h => h.data.id === missed[1]);
        expect(again.heard.map(h => h.data.id)).toEqual(missed);
        await again.close();

        const stranger = await listen(t.token, 'deadbeef.1');
        await stranger.next(h => h.event === 'resync');
        await stranger.close();
    });

    it('a reset to the seed tells every stream to read everything again (resync), and ends it with its session', async () => {
        const stream = await listen(t.token);
        await t.api.reset();
        await stream.next(h => h.event === 'resync');
        await expect.poll(() => stream.ended, { timeout: 5000 }).toBe(true);
        await stream.close();
    });

    it('a reset starts a new history: a Last-Event-ID from before it gets resync, not the changes it undid', async () => {
        const before = await listen(t.token);
        const id = await addGrade('undone by the reset');
        const last = (await before.next(h => h.data.id === id)).id;
        await before.close();
        await t.api.reset();
        const again = await listen(t.token, last);
        await again.next(h => h.event === 'resync');
        expect(again.heard.map(h => h.event)).toEqual(['resync']);
        await again.close();
    });
});
