import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import { ADMIN, type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
});
afterAll(() => h.stop());

describe('sign-in calls', () => {
    it('POST /api/v1/superadminlogin {email, password} stores the session', async () => {
        await h.signIn();
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/api/v1/superadminlogin',
            keys: ['email', 'password'],
        });
        expect(h.lastCall().authorization).toBeNull();
        expect(h.session.token()?.split('.')).toHaveLength(3);
    });

    it('gives the identity from the session', async () => {
        const identity = await h.authProvider.getIdentity!();
        expect(identity).toMatchObject({ firstName: 'Super' });
    });

    it('verifies a stored session with {id, token}', async () => {
        const token = h.session.token();
        const fresh = createAuthProvider({ apiUrl: h.api.url, session: h.session, fetch: h.fetch });
        await expect(fresh.checkAuth({ verify: true })).resolves.toBeUndefined();
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/api/v1/superadmin/verify-session',
            keys: ['id', 'token'],
        });
        expect(h.session.token()).toBe(token);
    });

    it('rejects a wrong password with the server message', async () => {
        await expect(h.authProvider.login({ ...ADMIN, password: 'Wrong@1234' })).rejects.toThrow(
            'Invalid email or password',
        );
    });

    it('a tampered token fails the session check and clears the session', async () => {
        let token: string | null = `${h.session.token()}x`;
        const session = {
            token: () => token,
            userId: () => 'nobody',
            save: (t: string) => (token = t),
            clear: () => (token = null),
        };
        const stale = createAuthProvider({ apiUrl: h.api.url, session });
        await expect(stale.checkAuth({ verify: true })).rejects.toMatchObject({ redirectTo: '/login' });
        expect(token).toBeNull();
    });

    it('a guarded screen is let through at once; a failed check then clears the session and says so', async () => {
        let token: string | null = `${h.session.token()}x`;
        const session = {
            token: () => token,
            userId: () => 'nobody',
            save: (t: string) => (token = t),
            clear: () => (token = null),
        };
        const stale = createAuthProvider({ apiUrl: h.api.url, session });
        const lost = new Promise<void>(resolve => stale.onSessionLost(resolve));
        await expect(stale.checkAuth({})).resolves.toBeUndefined();
        await lost;
        expect(token).toBeNull();
        await expect(stale.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    });

    it('a good session is checked once, beside the screen, and nobody is told it was lost', async () => {
        const fresh = createAuthProvider({ apiUrl: h.api.url, session: h.session, fetch: h.fetch });
        let lost = false;
        fresh.onSessionLost(() => (lost = true));
        // Nothing asked until a check is under way; then whose session it is comes from that check.
        expect(fresh.checkedIdentity()).toBeUndefined();
        await fresh.checkAuth({});
        await expect(fresh.checkedIdentity()).resolves.toMatchObject({ firstName: 'Super' });
        await fresh.checkAuth({});
        await expect(fresh.getIdentity!()).resolves.toMatchObject({ firstName: 'Super' });
        expect(lost).toBe(false);
        expect(h.session.token()).not.toBeNull();
    });

    it('logout ends the session on the server too (POST /api/v1/superadmin/logout), not only in the browser', async () => {
        await h.signIn();
        const token = h.session.token()!;
        const id = JSON.parse(atob(token.split('.')[1])).sub as string;
        await h.authProvider.logout({});
        expect(h.session.token()).toBeNull();
        await expect
            .poll(() =>
                h.calls.some(c => c.path === '/api/v1/superadmin/logout' && c.authorization === `Bearer ${token}`),
            )
            .toBe(true);
        const verify = () =>
            fetch(`${h.api.url}/api/v1/superadmin/verify-session`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ id, token }),
            }).then(r => r.status);
        await expect.poll(verify).toBe(401);
    });

    it('a server that cannot be reached keeps the session (only a refusal ends it), and the next check asks again', async () => {
        await h.signIn();
        const token = h.session.token();
        let down = true;
        const flaky: typeof fetch = (input, init) =>
            down ? Promise.reject(new TypeError('Failed to fetch')) : h.fetch(input, init);
        const provider = createAuthProvider({ apiUrl: h.api.url, session: h.session, fetch: flaky });
        const lost = vi.fn();
        provider.onSessionLost(lost);
        await expect(provider.getIdentity!()).rejects.toMatchObject({
            status: 0,
            message: 'Cannot reach the server. Check your connection and try again.',
        });
        expect(h.session.token()).toBe(token);
        expect(lost).not.toHaveBeenCalled();
        down = false;
        await expect(provider.getIdentity!()).resolves.toMatchObject({ firstName: 'Super' });
    });

    it('a 401 from any call clears the session through checkError', async () => {
        await h.signIn();
        h.session.save('not.a.token');
        const error = await h.dataProvider
            .getList('event', { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'DESC' }, filter: {} })
            .catch(e => e);
        expect(error.status).toBe(401);
        await expect(h.authProvider.checkError(error)).rejects.toBeDefined();
        expect(h.session.token()).toBeNull();
    });
});
