import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testersOnly } from '../../server/http/safety';
import { ADMIN, startTestApi, type TestApi } from './harness';

const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
);
const PROFILE = {
    smtp_email: 'smtp@example.com',
    smtp_password: 'Smtp@Changed1',
    email: ADMIN.email,
    stripe_public_key: 'pk_test',
    stripe_secret_key: 'sk_test',
};
const LOGIN = '/api/v1/superadminlogin';
const CHANGE = '/api/v1/superadmin/change-password';

let t: TestApi | undefined;
afterEach(async () => {
    await t?.stop();
    t = undefined;
});

const signIn = async (api: TestApi, password = ADMIN.password) =>
    api.call('POST', LOGIN, { email: ADMIN.email, password }, '');
const tokenOf = async (api: TestApi, password = ADMIN.password) =>
    (await signIn(api, password)).body.data.accessToken as string;
const profileForm = (withPicture: boolean) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(PROFILE)) form.append(key, value);
    if (withPicture) form.append('logo', new Blob([PNG], { type: 'image/png' }), 'me.png');
    return form;
};

describe('sessions', () => {
    it('a password change ends the other sessions and keeps the one that made it', async () => {
        t = await startTestApi();
        const other = await tokenOf(t);
        const changed = await t.call('POST', CHANGE, {
            current_password: ADMIN.password,
            new_password: 'Changed@123',
            confirm_new_password: 'Changed@123',
        });
        expect(changed.status).toBe(200);
        expect((await t.call('GET', '/api/v1/superadmin/profile')).status).toBe(200);
        expect((await t.call('GET', '/api/v1/superadmin/profile', undefined, other)).status).toBe(401);
        const verify = await t.call(
            'POST',
            '/api/v1/superadmin/verify-session',
            { id: JSON.parse(atob(other.split('.')[1])).sub, token: other },
            '',
        );
        expect(verify.status).toBe(401);
        expect((await signIn(t, 'Changed@123')).status).toBe(200);
    });

    it('a reset by mailed link ends every session', async () => {
        t = await startTestApi();
        const before = t.token;
        await t.call('POST', '/api/v1/superadmin/forgetpassword', { email: ADMIN.email }, '');
        const link = (await t.call('GET', '/__outbox', undefined, '')).body.data[0].link as string;
        const reset = await t.call(
            'POST',
            '/api/v1/superadmin/resetpassword',
            { reset_token: link.split('/').pop(), new_password: 'Changed@123' },
            '',
        );
        expect(reset.status).toBe(200);
        expect((await t.call('GET', '/api/v1/superadmin/profile', undefined, before)).status).toBe(401);
    });

    it('a reset to the seed ends every session', async () => {
        t = await startTestApi();
        const before = t.token;
        await t.call('POST', '/__reset', undefined, '');
        expect((await t.call('GET', '/api/v1/superadmin/profile', undefined, before)).status).toBe(401);
    });
});

describe('no lost updates', () => {
    it('a password change made while pictures upload stays changed', async () => {
        t = await startTestApi();
        const api = t;
        const uploads = Array.from({ length: 25 }, () =>
            api.call('PUT', '/api/v1/superadmin/editprofile', profileForm(true)),
        );
        const change = api.call('POST', CHANGE, {
            current_password: ADMIN.password,
            new_password: 'Changed@123',
            confirm_new_password: 'Changed@123',
        });
        const replies = await Promise.all([...uploads, change]);
        expect(replies.every(r => r.status === 200)).toBe(true);
        expect((await signIn(t)).status).toBe(400);
        expect((await signIn(t, 'Changed@123')).status).toBe(200);
    });

    it('concurrent uploads leave one picture on disk: the one the profile names', async () => {
        t = await startTestApi();
        const api = t;
        await Promise.all(
            Array.from({ length: 10 }, () => api.call('PUT', '/api/v1/superadmin/editprofile', profileForm(true))),
        );
        const named = (await t.call('GET', '/api/v1/superadmin/profile')).body.data.logo as string;
        expect(await readdir(join(t.dir, 'uploads'))).toEqual([named]);
        await t.call(
            'PUT',
            '/api/v1/superadmin/editprofile',
            (() => {
                const form = profileForm(false);
                form.append('logo', '');
                return form;
            })(),
        );
        expect(await readdir(join(t.dir, 'uploads'))).toEqual([]);
    });
});

describe('throttled sign-in', () => {
    it('slows, then refuses repeated failures for one e-mail with 429, without blocking another e-mail', async () => {
        t = await startTestApi({
            throttle: {
                perAddressAndEmail: { slowAfter: 2, refuseAfter: 5 },
                perEmail: { slowAfter: 2 },
                perAddress: { slowAfter: 50, refuseAfter: 100 },
                stepMs: 5,
                maxDelayMs: 20,
            },
        });
        for (let i = 0; i < 5; i++) expect((await signIn(t, 'Wrong@1234')).status).toBe(400);
        const refused = await signIn(t, 'Wrong@1234');
        expect(refused.status).toBe(429);
        expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?$/);
        // Even the right password waits out the window for this e-mail...
        expect((await signIn(t)).status).toBe(429);
        // ...while someone else's e-mail is not held up by these failures.
        const other = await t.call('POST', LOGIN, { email: 'someone@example.com', password: 'Wrong@1234' }, '');
        expect(other.status).toBe(400);
    });

    it('a success takes its attempt back', async () => {
        t = await startTestApi({
            throttle: {
                perAddressAndEmail: { slowAfter: 10, refuseAfter: 3 },
                perEmail: { slowAfter: 10 },
                perAddress: { slowAfter: 50, refuseAfter: 100 },
                stepMs: 0,
                maxDelayMs: 0,
            },
        });
        for (let i = 0; i < 5; i++) expect((await signIn(t)).status).toBe(200);
    });
});

describe('closed to strangers', () => {
    it('listens on loopback only by default', async () => {
        t = await startTestApi();
        expect(new URL(t.api.url).hostname).toBe('127.0.0.1');
    });

    it('lets the console origin read answers, and no other', async () => {
        t = await startTestApi({ consoleUrl: 'http://localhost:5999' });
        const asked = (origin: string) => fetch(`${t!.api.url}/`, { headers: { origin } });
        expect((await asked('http://localhost:5999')).headers.get('access-control-allow-origin')).toBe(
            'http://localhost:5999',
        );
        const evil = await asked('https://evil.example');
        expect(evil.headers.get('access-control-allow-origin')).toBeNull();
        expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
        expect(evil.headers.get('x-powered-by')).toBeNull();
    });

    it('serves uploads with nosniff', async () => {
        t = await startTestApi();
        const link = (await t.call('PUT', '/api/v1/superadmin/editprofile', profileForm(true))).body.data
            .logo_url as string;
        const served = await fetch(link);
        expect(served.status).toBe(200);
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('refuses the testers’ endpoints to callers from another machine', () => {
        const answer = vi.fn();
        const res = { status: vi.fn(() => ({ json: answer })) } as unknown as Response;
        const next = vi.fn();
        testersOnly({ socket: { remoteAddress: '10.1.2.3' } } as unknown as Request, res, next);
        expect(next).not.toHaveBeenCalled();
        expect(res.status).toHaveBeenCalledWith(403);
        testersOnly({ socket: { remoteAddress: '::ffff:127.0.0.1' } } as unknown as Request, res, next);
        expect(next).toHaveBeenCalledOnce();
    });

    it('/_db never shows password hashes, reset links or mails', async () => {
        t = await startTestApi();
        await t.call('POST', '/api/v1/superadmin/forgetpassword', { email: ADMIN.email }, '');
        const users = await t.call('GET', '/_db/users');
        expect(users.status).toBe(200);
        expect(users.body).not.toHaveProperty('0.password');
        expect(JSON.stringify(users.body)).not.toContain('scrypt');
        expect((await t.call('GET', '/_db/password_resets')).status).toBe(404);
        expect((await t.call('GET', '/_db/outbox')).status).toBe(404);
    });

    it('runs the coupon sweep only behind the guard', async () => {
        t = await startTestApi();
        await t.api.flush();
        const before = t.api.writes;
        expect((await t.call('GET', '/discount?current_page=1&limit=10', undefined, '')).status).toBe(401);
        await t.api.flush();
        expect(t.api.writes).toBe(before);
    });
});
