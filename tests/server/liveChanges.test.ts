import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

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
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const pump = (async () => {
        for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
            if (done) return;
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

    it('a reset to the seed tells every stream to read everything again (resync)', async () => {
        const stream = await listen(t.token);
        await t.api.reset();
        await stream.next(h => h.event === 'resync');
        await stream.close();
    });
});
