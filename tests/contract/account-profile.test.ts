import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SEED } from '../../fixtures/profile';
import { ADMIN_EMAIL_LOCKED, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '../../src/shared/account/profileRules';
import { DEV_PROFILE_SECRET_KEY } from '../../src/shared/account/secretScheme';
import { decryptSecrets } from '../../src/pages/profile/secrets';
import { ADMIN, type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness), 'no');

const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
);

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
