import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_TTL_MS } from '../../src/shared/presence';
import { DEFAULT_CONSOLE_URL } from '../../server/app';
import { startTestApi, type TestApi } from './harness';
import { listenLive } from './liveEvents';

/** POST /presence and its `presence` events on /live: who has a record open, told only to who may open it. */

interface Note {
    resource: string;
    id: string;
    people: Array<{ id: string; name: string; tabs: string[] }>;
}

let t: TestApi;
let coachToken: string;

/** The `presence` notes a session hears on its live stream. */
const listen = async (token: string) => {
    const stream = await listenLive(t.api.url, token);
    return {
        get heard(): Note[] {
            return stream.heard.filter(e => e.event === 'presence').map(e => e.data as unknown as Note);
        },
        close: stream.close,
    };
};

const folder = async () =>
    (
        await t.call('POST', '/category/add', {
            title: `Folder ${Math.random()}`,
            resource_type: 'coach',
            has_parent: false,
        })
    ).body.data._id as string;

const announce = (body: unknown, token?: string) => t.call('POST', '/presence', body, token);

beforeAll(async () => {
    t = await startTestApi();
    const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Array<{
        _id: string;
        email: string;
        user_status: boolean;
    }>;
    const coach = coaches.find(c => c.user_status !== false)!;
    await t.call('POST', `/user/changepassword/${coach._id}`, {
        new_password: 'Coach@1234',
        confirm_new_password: 'Coach@1234',
    });
    const answer = await t.call('POST', '/api/v1/coachlogin', { email: coach.email, password: 'Coach@1234' }, '');
    coachToken = answer.body.data.accessToken as string;
});
afterAll(() => t.stop());

describe('POST /presence', () => {
    it('refuses a body of the wrong shape with 400 and a message, and an unknown record with 404', async () => {
        const id = await folder();
        const good = { resource: 'coachFolder', id, tab: 'tab-1', open: true };
        for (const bad of [
            {},
            { ...good, resource: 3 },
            { ...good, id: '' },
            { ...good, tab: 'has space' },
            { ...good, tab: 'x'.repeat(65) },
            { ...good, open: 'yes' },
            { ...good, resource: 'nothing' },
        ]) {
            const answer = await announce(bad);
            expect(answer.status).toBe(400);
            expect(answer.body.success).toBe(false);
            expect(answer.body.message).toMatch(/must/);
        }
        expect((await announce({ ...good, id: 'no-such-id' })).status).toBe(404);
        expect((await announce(good, '')).status).toBe(401);
    });

    it('tells who has a record open to those who may open it, by name, and when they close it', async () => {
        const id = await folder();
        const coach = await listen(coachToken);
        const opened = await announce({ resource: 'coachFolder', id, tab: 'a', open: true });
        expect(opened.status).toBe(200);
        expect(opened.body.data.people).toEqual([{ id: expect.any(String), name: 'Super Admin', tabs: ['a'] }]);
        await expect
            .poll(() =>
                coach.heard
                    .filter(note => note.id === id)
                    .at(-1)
                    ?.people.map(p => p.name),
            )
            .toEqual(['Super Admin']);
        // A beat tells nobody again; closing does.
        await announce({ resource: 'coachFolder', id, tab: 'a', open: true });
        await announce({ resource: 'coachFolder', id, tab: 'a', open: false });
        await expect.poll(() => coach.heard.filter(note => note.id === id).at(-1)?.people).toEqual([]);
        expect(coach.heard.filter(note => note.id === id)).toHaveLength(2);
        await coach.close();
    });

    it('keeps a coach from announcing, or hearing of, a record it may not open', async () => {
        const grade = (await t.call('POST', '/grade/add', { grade: `g ${Math.random()}` })).body.data._id as string;
        expect((await announce({ resource: 'grade', id: grade, tab: 'c', open: true }, coachToken)).status).toBe(404);
        const coach = await listen(coachToken);
        const id = await folder();
        await announce({ resource: 'grade', id: grade, tab: 'a', open: true });
        await announce({ resource: 'coachFolder', id, tab: 'a', open: true });
        // Heard in order: the folder's note comes after the grade's would have.
        await expect.poll(() => coach.heard.some(note => note.id === id)).toBe(true);
        expect(coach.heard.some(note => note.id === grade)).toBe(false);
        await announce({ resource: 'coachFolder', id, tab: 'a', open: false });
        await coach.close();
    });

    it('keeps a staff member from announcing, or hearing of, a record their role may not open', async () => {
        const signIn = await t.call(
            'POST',
            '/api/v1/superadminlogin',
            { email: 'content@example.com', password: 'Password@123' },
            '',
        );
        const editor = signIn.body.data.accessToken as string;
        const coupons = (await t.call('GET', '/_db/coupons')).body as unknown as Array<{ _id: string }>;
        const coupon = coupons[0]._id;
        const events = (await t.call('GET', '/_db/events')).body as unknown as Array<{ _id: string }>;
        const event = events[0]._id;
        expect((await announce({ resource: 'coupon', id: coupon, tab: 'e', open: true }, editor)).status).toBe(404);
        const heard = await listen(editor);
        await announce({ resource: 'coupon', id: coupon, tab: 'a', open: true });
        await announce({ resource: 'event', id: event, tab: 'a', open: true });
        // Heard in order: the event's note comes after the coupon's would have.
        await expect.poll(() => heard.heard.some(note => note.id === event)).toBe(true);
        expect(heard.heard.some(note => note.id === coupon)).toBe(false);
        await announce({ resource: 'coupon', id: coupon, tab: 'a', open: false });
        await announce({ resource: 'event', id: event, tab: 'a', open: false });
        await heard.close();
    });

    it("takes a page's leave as it goes away at once, from the console only, and not as a plain-text beacon", async () => {
        const id = await folder();
        const coach = await listen(coachToken);
        const form = { resource: 'coachFolder', id, tab: 'closing', open: true };
        await announce(form);
        await expect.poll(() => coach.heard.filter(note => note.id === id).at(-1)?.people.length).toBe(1);
        // What a tab sends as it closes (fetch keepalive): the session's token in its header, JSON, the page's origin.
        const leave = (origin: string, type = 'application/json', token = t.token) =>
            fetch(`${t.api.url}/presence`, {
                method: 'POST',
                headers: { origin, 'content-type': type, authorization: `Bearer ${token}` },
                body: JSON.stringify({ ...form, open: false }),
            });
        // Another site's page, even holding a token, and a beacon's plain text change nothing.
        expect((await leave('https://elsewhere.example')).status).toBe(403);
        expect((await leave(new URL(DEFAULT_CONSOLE_URL).origin, 'text/plain;charset=UTF-8')).status).toBe(415);
        const stayed = await announce(form);
        expect(stayed.body.data.people).toHaveLength(1);
        // The console's own leave: everyone who may open it hears it at once, well before the expiry would drop it.
        expect((await leave(new URL(DEFAULT_CONSOLE_URL).origin)).status).toBe(200);
        await expect
            .poll(() => coach.heard.filter(note => note.id === id).at(-1)?.people, { timeout: PRESENCE_TTL_MS / 4 })
            .toEqual([]);
        await coach.close();
    });

    it('drops a form whose beats stopped (a tab gone) and tells so', async () => {
        const id = await folder();
        const admin = await listen(t.token);
        await announce({ resource: 'coachFolder', id, tab: 'gone', open: true }, coachToken);
        await expect.poll(() => admin.heard.filter(note => note.id === id).at(-1)?.people.length).toBe(1);
        await expect
            .poll(() => admin.heard.filter(note => note.id === id).at(-1)?.people.length, {
                timeout: PRESENCE_TTL_MS + 3000,
            })
            .toBe(0);
        await admin.close();
    });
});
