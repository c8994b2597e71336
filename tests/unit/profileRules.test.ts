import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { describe, expect, it } from 'vitest';
import { changesOf, formValuesOf } from '../../src/pages/profile/profileForm';
import {
    LOGO_MAX_BYTES,
    LOGO_SIZE_MESSAGE,
    LOGO_TYPE_MESSAGE,
    logoProblem,
    profileFormRules,
    profileRules,
} from '../../src/shared/account/profileRules';

const messagesFor = async (schema: AnyObjectSchema, values: Record<string, unknown>) => {
    const { errors } = await yupResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
};

const valid = {
    smtp_email: 'mail@example.com',
    smtp_password: 'smtp-pass',
    email: 'superadmin@example.com',
    stripe_public_key: 'pk_test_1',
    stripe_secret_key: 'sk_test_1',
    logo: null,
};

describe('profile form', () => {
    it('shows the spec messages for empty fields', async () => {
        expect(
            await messagesFor(profileRules, {
                smtp_email: '',
                smtp_password: '',
                email: '',
                stripe_public_key: ' ',
                stripe_secret_key: '',
            }),
        ).toEqual({
            smtp_email: 'Please Enter Email',
            smtp_password: 'Please Enter Password',
            email: 'Please Enter Email',
            stripe_public_key: 'Please Provide Public key',
            stripe_secret_key: 'Please Provide Secret key',
        });
    });

    it('asks for valid email addresses', async () => {
        expect(await messagesFor(profileRules, { ...valid, smtp_email: 'mail@', email: 'admin' })).toEqual({
            smtp_email: 'Please Enter Valid Email',
            email: 'Please Enter Valid Email',
        });
    });

    it('accepts a complete profile; the page form leaves the disabled admin email out', async () => {
        expect(await messagesFor(profileRules, valid)).toEqual({});
        expect(await messagesFor(profileFormRules, { ...valid, email: undefined })).toEqual({});
    });

    it('refuses a new picture of another type or over 2 MB', async () => {
        const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
        expect(
            await messagesFor(profileFormRules, {
                ...valid,
                logo: { rawFile: text, src: 'blob:x', title: 'notes.txt' },
            }),
        ).toEqual({
            logo: LOGO_TYPE_MESSAGE,
        });
        const big = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
        expect(
            await messagesFor(profileFormRules, { ...valid, logo: { rawFile: big, src: 'blob:y', title: 'big.png' } }),
        ).toEqual({
            logo: LOGO_SIZE_MESSAGE,
        });
        const png = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
        expect(
            await messagesFor(profileFormRules, { ...valid, logo: { rawFile: png, src: 'blob:z', title: 'me.png' } }),
        ).toEqual({});
    });

    it('names the picture problem from type and size', () => {
        expect(logoProblem({ type: 'image/gif', size: 10 })).toBeUndefined();
        expect(logoProblem({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBeUndefined();
        expect(logoProblem({ type: 'image/svg+xml', size: 10 })).toBe(LOGO_TYPE_MESSAGE);
        expect(logoProblem({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe(LOGO_SIZE_MESSAGE);
    });
});

describe('profile form values', () => {
    const link = 'http://api.test/uploads/profile-1.png?expires=1&sig=ab';
    const saved = { ...valid, logo: 'profile-1.png', logo_url: link };

    it('shows the stored picture through the signed link the API gave', () => {
        expect(formValuesOf(saved).logo).toEqual({ src: link, title: 'profile-1.png' });
        expect(formValuesOf({ ...saved, logo: '', logo_url: undefined }).logo).toBeNull();
    });

    it('sends a new picture as its file, the kept one by name, a removed one as empty, and the admin email unchanged', () => {
        const values = formValuesOf(saved);
        expect(changesOf(values, saved)).toMatchObject({ logo: 'profile-1.png', email: 'superadmin@example.com' });
        expect(changesOf({ ...values, logo: null }, saved).logo).toBe('');
        const rawFile = new File(['x'], 'new.png', { type: 'image/png' });
        expect(changesOf({ ...values, logo: { rawFile, src: 'blob:x', title: 'new.png' } }, saved).logo).toEqual({
            rawFile,
        });
    });
});
