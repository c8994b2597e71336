import { describe, expect, it } from 'vitest';
import { aesGcmSecrets } from '../../server/auth/secrets';
import { DEV_PROFILE_SECRET_KEY } from '../../src/shared/account/secretScheme';
import { decryptSecret, decryptSecrets } from '../../src/pages/profile/secrets';
import seed from '../../fixtures/db.json';
import { PROFILE_SEED } from '../../fixtures/profile';

const server = aesGcmSecrets(DEV_PROFILE_SECRET_KEY);

describe('profile secrets (AES-256-GCM, iv:tag:ciphertext)', () => {
    it('the browser opens what the server sealed', async () => {
        // Each holds a character base64 never uses, so finding it in the sealed text would mean it leaked.
        for (const secret of ['Smtp@Pass2026', 'sk_test_51Abc', 'ünïcødé ✓ secret', '#']) {
            const sealed = server.encrypt(secret);
            expect(sealed.split(':')).toHaveLength(3);
            expect(sealed).not.toContain(secret);
            await expect(decryptSecret(sealed, DEV_PROFILE_SECRET_KEY)).resolves.toBe(secret);
        }
    });

    it('uses a fresh IV on every save', () => {
        expect(server.encrypt('same')).not.toBe(server.encrypt('same'));
    });

    it('an empty secret stays empty', async () => {
        expect(server.encrypt('')).toBe('');
        await expect(decryptSecret('', DEV_PROFILE_SECRET_KEY)).resolves.toBe('');
    });

    it('refuses another key or a tampered text', async () => {
        const sealed = server.encrypt('Smtp@Pass2026');
        await expect(decryptSecret(sealed, 'another key')).rejects.toBeDefined();
        const [iv, tag, body] = sealed.split(':');
        const flipped = body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`;
        await expect(decryptSecret([iv, tag, flipped].join(':'), DEV_PROFILE_SECRET_KEY)).rejects.toBeDefined();
        await expect(decryptSecret('plain text', DEV_PROFILE_SECRET_KEY)).rejects.toBeDefined();
        expect(server.decrypt(sealed)).toBe('Smtp@Pass2026');
        expect(aesGcmSecrets('another key').decrypt(sealed)).toBeUndefined();
    });

    it('opens the seed, and names the secrets a wrong key cannot open', async () => {
        const [row] = seed.admin_profile;
        const { profile, unreadable } = await decryptSecrets(row, DEV_PROFILE_SECRET_KEY);
        expect(profile).toMatchObject(PROFILE_SEED);
        expect(unreadable).toEqual([]);
        const wrong = await decryptSecrets(row, 'another key');
        expect(wrong.unreadable).toEqual(['smtp_password', 'stripe_public_key', 'stripe_secret_key']);
        expect(wrong.profile.smtp_password).toBe('');
    });
});
