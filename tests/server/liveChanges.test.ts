import { describe, expect, it } from 'vitest';
import { type TestApi } from './harness';
import { openStream, type SignedInCoach, withTwoCoaches } from './liveChangesSetup';

/**
 * GET /live: committed changes as Server-Sent Events on one guarded stream. Read here with fetch, as the
 * console reads it (EventSource sends no Authorization header).
 */

let t: TestApi;
let coach: SignedInCoach;
let other: SignedInCoach;
withTwoCoaches(api => ({ t, coach, other } = api));

const listen = (token: string, lastEventId?: string) => openStream(t, token, lastEventId);

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
