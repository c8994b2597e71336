import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_SEED } from '../../fixtures/profile';
import { PASSWORD_LENGTH_MESSAGE } from '../../src/shared/account/passwordBounds';
import { ADMIN_EMAIL_LOCKED, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '../../src/shared/account/profileRules';
import { DEV_PROFILE_SECRET_KEY } from '../../src/shared/account/secretScheme';
import { decryptSecrets } from '../../src/pages/profile/secrets';
import { ADMIN, type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
});
afterAll(() => h.stop());
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

const signInWith = async (password: string): Promise<boolean> =>
    h.authProvider.login({ email: ADMIN.email, password }).then(
        () => true,
        () => false,
    );

const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
);

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
        expect(await signInWith(ADMIN.password)).toBe(false);
        expect(await signInWith('Recovered@1')).toBe(true);
        await expect(h.dataProvider.resetPassword({ reset_token: token, new_password: 'Another@123' })).rejects.toThrow(
            LINK_UNKNOWN,
        );
        expect(await signInWith('Recovered@1')).toBe(true);

        // Back to the fixture password for the tests that follow.
        await h.dataProvider.resetPassword({ reset_token: await requestLink(), new_password: ADMIN.password });
        expect(await signInWith(ADMIN.password)).toBe(true);
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
        expect(await signInWith(ADMIN.password)).toBe(true);
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
        expect(await signInWith(ADMIN.password)).toBe(true);
    });
});

describe('change password: POST /api/v1/superadmin/change-password', () => {
    beforeAll(() => h.signIn());

    it('sends {current_password, new_password, confirm_new_password} with the token', async () => {
        const result = await h.dataProvider.changePassword({
            current_password: ADMIN.password,
            new_password: 'Changed@123',
            confirm_new_password: 'Changed@123',
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/api/v1/superadmin/change-password',
            keys: ['current_password', 'new_password', 'confirm_new_password'],
            form: false,
        });
        expect(h.lastCall().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
        expect(result.message).toBe('Password changed successfully');
        expect(await signInWith(ADMIN.password)).toBe(false);
        expect(await signInWith('Changed@123')).toBe(true);
        await h.dataProvider.changePassword({
            current_password: 'Changed@123',
            new_password: ADMIN.password,
            confirm_new_password: ADMIN.password,
        });
        expect(await signInWith(ADMIN.password)).toBe(true);
    });

    it.each([
        [
            { current_password: 'Wrong@1234', new_password: 'Changed@123', confirm_new_password: 'Changed@123' },
            'Current password is incorrect',
        ],
        [
            { current_password: '', new_password: 'Changed@123', confirm_new_password: 'Changed@123' },
            'Please Enter Current Password',
        ],
        [
            { current_password: ADMIN.password, new_password: 'Changed@123', confirm_new_password: 'Changed@321' },
            'Passwords must match',
        ],
        [{ current_password: ADMIN.password, new_password: '', confirm_new_password: '' }, 'Please Enter New Password'],
        [
            { current_password: ADMIN.password, new_password: 'Changed@123', confirm_new_password: '' },
            'Please Enter Confirm New Password',
        ],
        [
            { current_password: ADMIN.password, new_password: 'short', confirm_new_password: 'short' },
            PASSWORD_LENGTH_MESSAGE,
        ],
        [
            { current_password: ADMIN.password, new_password: ADMIN.password, confirm_new_password: ADMIN.password },
            'New password must be different from the current password',
        ],
    ])('refuses %j with "%s" (400, the session stays)', async (values, message) => {
        const error = await h.dataProvider.changePassword(values).catch((e: unknown) => e);
        expect(error).toMatchObject({ message, status: 400 });
        expect(h.session.token()).not.toBeNull();
        expect(await signInWith(ADMIN.password)).toBe(true);
    });

    it('needs the bearer token', async () => {
        const res = await fetch(`${h.api.url}/api/v1/superadmin/change-password`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
                current_password: ADMIN.password,
                new_password: 'Changed@123',
                confirm_new_password: 'Changed@123',
            }),
        });
        expect(res.status).toBe(401);
    });
});

describe('super-admin profile', () => {
    beforeAll(() => h.signIn());

    const valid = {
        smtp_email: 'smtp@example.com',
        smtp_password: 'Smtp@Changed1',
        email: ADMIN.email,
        stripe_public_key: 'pk_test_changed',
        stripe_secret_key: 'sk_test_changed',
    };

    it('GET /api/v1/superadmin/profile answers the fields, the secrets encrypted', async () => {
        const { data } = await h.dataProvider.getProfile();
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: '/api/v1/superadmin/profile', keys: [] });
        expect(h.lastCall().authorization).toMatch(/^Bearer /);
        expect(Object.keys(data).sort()).toEqual(
            ['email', 'logo', 'smtp_email', 'smtp_password', 'stripe_public_key', 'stripe_secret_key'].sort(),
        );
        expect(data).toMatchObject({ smtp_email: PROFILE_SEED.smtp_email, email: ADMIN.email, logo: '' });
        expect(data.smtp_password).not.toBe(PROFILE_SEED.smtp_password);
        expect(data.smtp_password.split(':')).toHaveLength(3);
        const { profile } = await decryptSecrets(data, DEV_PROFILE_SECRET_KEY);
        expect(profile).toMatchObject(PROFILE_SEED);
    });

    it('PUT /api/v1/superadmin/editprofile as form-data stores the secrets encrypted and the picture as the user file', async () => {
        const result = await h.dataProvider.saveProfile({
            ...valid,
            logo: new File([PNG], 'me.png', { type: 'image/png' }),
        });
        expect(h.lastCall()).toMatchObject({
            method: 'PUT',
            path: '/api/v1/superadmin/editprofile',
            form: true,
            keys: ['smtp_email', 'smtp_password', 'email', 'logo', 'stripe_secret_key', 'stripe_public_key'],
        });
        expect(h.lastCall().body.logo).toBeInstanceOf(File);
        expect(result.message).toBe('Profile updated successfully');
        expect(result.data.logo).toMatch(/^profile-[0-9a-f]{24}-\w+\.png$/);
        expect(result.data.stripe_secret_key).not.toContain('sk_test_changed');
        expect((await decryptSecrets(result.data, DEV_PROFILE_SECRET_KEY)).profile).toMatchObject(valid);

        // Pictures are served through the signed link the answer carries, not to anyone with the name.
        expect((await fetch(`${h.api.url}/uploads/${result.data.logo}`)).status).toBe(403);
        expect(result.data.logo_url).toMatch(
            new RegExp(`^${h.api.url}/uploads/${result.data.logo}\\?expires=\\d+&sig=[0-9a-f]{64}$`),
        );
        const served = await fetch(result.data.logo_url!);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

        (h.authProvider as { refreshIdentity(): void }).refreshIdentity();
        const identity = await h.authProvider.getIdentity!();
        expect(identity.avatar).toBe(result.data.logo_url);
    });

    it('keeps the picture when sent by its current name, removes it when sent empty', async () => {
        const { data: before } = await h.dataProvider.getProfile();
        expect((await fetch(before.logo_url!)).status).toBe(200);
        expect((await fetch(before.logo_url!)).status).toBe(200);
        const kept = await h.dataProvider.saveProfile({ ...valid, logo: before.logo });
        expect(h.lastCall().body.logo).toBe(before.logo);
        expect(kept.data.logo).toBe(before.logo);
        const removed = await h.dataProvider.saveProfile({ ...valid, logo: '' });
        expect(removed.data.logo).toBe('');
        expect((await fetch(before.logo_url!)).status).toBe(404);
    });

    it.each([
        [{ smtp_email: '' }, 'Please Enter Email'],
        [{ smtp_email: 'smtp@' }, 'Please Enter Valid Email'],
        [{ smtp_password: '' }, 'Please Enter Password'],
        [{ email: '' }, 'Please Enter Email'],
        [{ email: 'admin@' }, 'Please Enter Valid Email'],
        [{ email: 'someone.else@example.com' }, ADMIN_EMAIL_LOCKED],
        [{ stripe_public_key: '' }, 'Please Provide Public key'],
        [{ stripe_secret_key: ' ' }, 'Please Provide Secret key'],
        [{ logo: 'elsewhere.png' }, LOGO_TYPE_MESSAGE],
        [{ logo: new File(['just text'], 'notes.txt', { type: 'text/plain' }) }, LOGO_TYPE_MESSAGE],
        // The name and declared type say PNG; the bytes say otherwise.
        [
            { logo: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'fake.png', { type: 'image/png' }) },
            LOGO_TYPE_MESSAGE,
        ],
        [
            { logo: new File([PNG, new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' }) },
            LOGO_SIZE_MESSAGE,
        ],
    ])('refuses %o with "%s" and stores nothing', async (change, message) => {
        const { data: before } = await h.dataProvider.getProfile();
        await expect(h.dataProvider.saveProfile({ ...valid, logo: before.logo, ...change })).rejects.toThrow(message);
        const { data: after } = await h.dataProvider.getProfile();
        expect(after).toEqual(before);
    });

    it('needs the bearer token', async () => {
        expect((await fetch(`${h.api.url}/api/v1/superadmin/profile`)).status).toBe(401);
        expect((await fetch(`${h.api.url}/api/v1/superadmin/editprofile`, { method: 'PUT' })).status).toBe(401);
    });
});
