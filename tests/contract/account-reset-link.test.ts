import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_LENGTH_MESSAGE } from '../../src/shared/account/passwordBounds';
import { signsInWith } from './support/account';
import { ADMIN, type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness), 'no');
afterEach(() => {
    vi.useRealTimers();
});

const LINK_SENT = 'If this e-mail belongs to an admin account, a password reset link has been sent to it';
const LINK_UNKNOWN = 'This password reset link is invalid or has already been used';

interface Mail {
    to: string;
    subject: string;
    text: string;
    link: string;
    sentAt: string;
}

const outbox = async (to?: string): Promise<Mail[]> => {
    const res = await fetch(`${h.api.url}/__outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
    return ((await res.json()) as { data: Mail[] }).data;
};

const tokenOf = (mail: Mail): string => mail.link.split('/').pop() ?? '';

/** Asks for a link through the data provider and reads its token from the outbox. */
const requestLink = async (): Promise<string> => {
    await h.dataProvider.forgotPassword({ email: ADMIN.email });
    const [mail] = await outbox(ADMIN.email);
    return tokenOf(mail);
};

describe('forgot password: POST /api/v1/superadmin/forgetpassword {email}', () => {
    it('sends {email} without a token and mails a single link to the console', async () => {
        const before = (await outbox()).length;
        const result = await h.dataProvider.forgotPassword({ email: ADMIN.email });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/api/v1/superadmin/forgetpassword',
            keys: ['email'],
            body: { email: ADMIN.email },
            form: false,
            authorization: null,
        });
        expect(result.message).toBe(LINK_SENT);
        const mails = await outbox();
        expect(mails).toHaveLength(before + 1);
        expect(mails[0]).toMatchObject({ to: ADMIN.email, subject: 'Reset your admin console password' });
        expect(mails[0].link).toMatch(/^http:\/\/localhost:5173\/admin\/resetpassword\/[0-9a-f]{64}$/);
        expect(mails[0].text).toContain(mails[0].link);
    });

    it('answers an unknown address the same way and sends nothing', async () => {
        const before = (await outbox()).length;
        const result = await h.dataProvider.forgotPassword({ email: 'nobody@example.com' });
        expect(result.message).toBe(LINK_SENT);
        expect(await outbox()).toHaveLength(before);
        expect(await outbox('nobody@example.com')).toEqual([]);
    });

    it.each([
        ['', 'Please Enter Email'],
        ['not-an-email', 'Please enter valid email address'],
    ])('refuses %j with "%s"', async (email, message) => {
        await expect(h.dataProvider.forgotPassword({ email })).rejects.toThrow(message);
    });
});

describe('reset password: POST /api/v1/superadmin/resetpassword {reset_token, new_password}', () => {
    it('sets the new password once: the old one and the link stop working', async () => {
        const token = await requestLink();
        const result = await h.dataProvider.resetPassword({ reset_token: token, new_password: 'Recovered@1' });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/api/v1/superadmin/resetpassword',
            keys: ['reset_token', 'new_password'],
            form: false,
            authorization: null,
        });
        expect(result.message).toBe('Your password has been reset. Please sign in with your new password');
        expect(await signsInWith(h, ADMIN.password)).toBe(false);
        expect(await signsInWith(h, 'Recovered@1')).toBe(true);
        await expect(h.dataProvider.resetPassword({ reset_token: token, new_password: 'Another@123' })).rejects.toThrow(
            LINK_UNKNOWN,
        );
        expect(await signsInWith(h, 'Recovered@1')).toBe(true);

        // Back to the fixture password for the tests that follow.
        await h.dataProvider.resetPassword({ reset_token: await requestLink(), new_password: ADMIN.password });
        expect(await signsInWith(h, ADMIN.password)).toBe(true);
    });

    it('refuses an unknown token', async () => {
        await expect(
            h.dataProvider.resetPassword({ reset_token: 'f'.repeat(64), new_password: 'Another@123' }),
        ).rejects.toThrow(LINK_UNKNOWN);
        await expect(h.dataProvider.resetPassword({ reset_token: '', new_password: 'Another@123' })).rejects.toThrow(
            'This password reset link is incomplete. Please request a new one',
        );
    });

    it('refuses a bad password and keeps the link usable', async () => {
        const token = await requestLink();
        await expect(h.dataProvider.resetPassword({ reset_token: token, new_password: '' })).rejects.toThrow(
            'Please Enter New Password',
        );
        await expect(h.dataProvider.resetPassword({ reset_token: token, new_password: 'short' })).rejects.toThrow(
            PASSWORD_LENGTH_MESSAGE,
        );
        await expect(
            h.dataProvider.resetPassword({ reset_token: token, new_password: 'x'.repeat(17) }),
        ).rejects.toThrow(PASSWORD_LENGTH_MESSAGE);
        expect(await signsInWith(h, ADMIN.password)).toBe(true);
        await expect(
            h.dataProvider.resetPassword({ reset_token: token, new_password: ADMIN.password }),
        ).resolves.toBeDefined();
    });

    it('a newer link replaces the older one', async () => {
        const first = await requestLink();
        const second = await requestLink();
        await expect(
            h.dataProvider.resetPassword({ reset_token: first, new_password: ADMIN.password }),
        ).rejects.toThrow(LINK_UNKNOWN);
        await expect(
            h.dataProvider.resetPassword({ reset_token: second, new_password: ADMIN.password }),
        ).resolves.toBeDefined();
    });

    it('a link expires after one hour', async () => {
        const token = await requestLink();
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 61 * 60 * 1000);
        await expect(h.dataProvider.resetPassword({ reset_token: token, new_password: 'Expired@123' })).rejects.toThrow(
            'This password reset link has expired. Please request a new one',
        );
        vi.useRealTimers();
        expect(await signsInWith(h, ADMIN.password)).toBe(true);
    });
});
