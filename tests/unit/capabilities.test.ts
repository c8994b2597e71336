import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capabilityCalls } from '../../src/dataProvider/capabilities';
import { createHttpClient } from '../../src/dataProvider/http';
import { permissionCalls } from '../../src/dataProvider/permissions';
import { capabilitiesOf, SPEC_ONLY } from '../../src/shared/extras';
import { pollWhileVisible, POLL_MS } from '../../src/layout/listPolling';

/** What the console learns of the API beyond the spec (GET /capabilities), and how it falls back without it. */

const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const apiAnswering = (...answers: (() => Response)[]) => {
    const fetchMock = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0])());
    return {
        fetchMock,
        http: (token = () => 't1') => createHttpClient('http://api.test', { token, userId: () => 'u1' }, fetchMock),
    };
};
const offering =
    (...extras: unknown[]) =>
    () =>
        json({ success: true, message: '', data: { extras } });

/** What the console reads of the API's answer, through the calls the data provider makes. */
const readCapabilities = (http: ReturnType<typeof createHttpClient>) =>
    capabilityCalls(http, { token: () => 't1', userId: () => 'u1' }).capabilities();

describe('reading the capabilities', () => {
    it('keeps the extras the console knows, in its order, and ignores the rest', () => {
        expect(capabilitiesOf({ extras: ['insights', 'views', 'teleport', 7] })).toEqual(['views', 'insights']);
        expect(capabilitiesOf({ extras: [] })).toEqual([]);
    });

    it('reads anything of another shape as the spec only', () => {
        for (const data of [undefined, null, 'views', ['views'], { extras: 'views' }])
            expect(capabilitiesOf(data)).toEqual(SPEC_ONLY);
    });

    it('takes an API without the call (404, 405) as serving the spec only', async () => {
        for (const status of [404, 405]) {
            const { http } = apiAnswering(() => json({ success: false, message: 'No route' }, status));
            await expect(readCapabilities(http())).resolves.toEqual(SPEC_ONLY);
        }
    });

    it('asks GET /capabilities with the session and reads its answer', async () => {
        const { http, fetchMock } = apiAnswering(offering('views', 'live'));
        await expect(readCapabilities(http())).resolves.toEqual(['views', 'live']);
        const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
        expect([url, init.method]).toEqual(['http://api.test/capabilities', 'GET']);
        expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t1');
    });

    it('lets other failures through (a 401 still signs out)', async () => {
        const { http } = apiAnswering(() => json({ success: false, message: 'Unauthorized' }, 401));
        await expect(readCapabilities(http())).rejects.toMatchObject({ status: 401 });
    });
});

describe('asking once per session', () => {
    it('asks once for a session, again for another one', async () => {
        let token = 't1';
        const { http, fetchMock } = apiAnswering(offering('views'));
        const calls = capabilityCalls(
            http(() => token),
            { token: () => token, userId: () => 'u1' },
        );
        await Promise.all([calls.capabilities(), calls.capabilities(), calls.offers('views')]);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        token = 't2';
        await calls.capabilities();
        expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('reads a failed ask as offering nothing, and asks again next time', async () => {
        const { http, fetchMock } = apiAnswering(() => json({ message: 'down' }, 503), offering('live'));
        const calls = capabilityCalls(http(), { token: () => 't1', userId: () => 'u1' });
        await expect(calls.offers('live')).resolves.toBe(false);
        await expect(calls.offers('live')).resolves.toBe(true);
        expect(fetchMock).toHaveBeenCalledTimes(2);
    });
});

describe('the permissions, carried by the capabilities', () => {
    /** An API offering staff roles, whose capabilities carry the permissions or not, noting what was asked. */
    const staffApi = (carried: boolean) => {
        const asked: string[] = [];
        const role = { role: 'Tutor', all: false, grants: {} };
        const fetchMock = vi.fn(async (url: string) => {
            const path = new URL(url).pathname;
            asked.push(path);
            const body =
                path === '/capabilities' ? { extras: ['staff'], ...(carried ? { permissions: role } : {}) } : role;
            return json({ success: true, message: '', data: body });
        });
        const session = { token: () => 't1', userId: () => 'u1' };
        const http = createHttpClient('http://api.test', session, fetchMock as unknown as typeof fetch);
        return { asked, permissions: permissionCalls(http, session, capabilityCalls(http, session)) };
    };

    it('are taken from that answer, with no second round trip', async () => {
        const api = staffApi(true);
        await expect(api.permissions.permissions()).resolves.toMatchObject({ role: 'Tutor', all: false });
        expect(api.asked).toEqual(['/capabilities']);
    });

    it('are asked for after it where it does not carry them, and afresh when a role changed', async () => {
        const api = staffApi(false);
        await expect(api.permissions.permissions()).resolves.toMatchObject({ role: 'Tutor' });
        expect(api.asked).toEqual(['/capabilities', '/me/permissions']);
        const carrying = staffApi(true);
        await carrying.permissions.permissions();
        await carrying.permissions.permissions({ fresh: true });
        expect(carrying.asked).toEqual(['/capabilities', '/me/permissions']);
    });
});

describe('refreshing instead of live changes', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('refreshes every 30 s while the tab is visible, never while hidden, and stops', () => {
        const page = { visibilityState: 'visible' as DocumentVisibilityState };
        const refresh = vi.fn();
        const stop = pollWhileVisible(refresh, page);
        vi.advanceTimersByTime(POLL_MS - 1);
        expect(refresh).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(refresh).toHaveBeenCalledTimes(1);
        page.visibilityState = 'hidden';
        vi.advanceTimersByTime(POLL_MS * 3);
        expect(refresh).toHaveBeenCalledTimes(1);
        page.visibilityState = 'visible';
        vi.advanceTimersByTime(POLL_MS);
        expect(refresh).toHaveBeenCalledTimes(2);
        stop();
        vi.advanceTimersByTime(POLL_MS * 2);
        expect(refresh).toHaveBeenCalledTimes(2);
    });
});
