import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { describe, expect, it } from 'vitest';
import { changePasswordRules, forgotPasswordRules, resetPasswordRules } from '../../src/shared/account/accountRules';
import { PASSWORD_LENGTH_MESSAGE } from '../../src/shared/account/passwordBounds';

/** The messages a form shows: the resolver keeps the first failing rule of each field. */
const messagesFor = async (schema: AnyObjectSchema, values: Record<string, unknown>) => {
    const { errors } = await yupResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
};

describe('forgot password form', () => {
    it('asks for an email, then a valid one', async () => {
        expect(await messagesFor(forgotPasswordRules, { email: '' })).toEqual({ email: 'Please Enter Email' });
        expect(await messagesFor(forgotPasswordRules, { email: 'admin@' })).toEqual({
            email: 'Please enter valid email address',
        });
        expect(await messagesFor(forgotPasswordRules, { email: ' superadmin@example.com ' })).toEqual({});
    });
});

describe('reset password form', () => {
    it('requires both passwords with the spec messages', async () => {
        expect(await messagesFor(resetPasswordRules, { new_password: '', confirm_new_password: '' })).toEqual({
            new_password: 'Please Enter New Password',
            confirm_new_password: 'Please Enter Confirm New Password',
        });
    });

    it('keeps passwords to 8 to 16 characters', async () => {
        expect(
            await messagesFor(resetPasswordRules, { new_password: 'Short@1', confirm_new_password: 'Short@1' }),
        ).toEqual({
            new_password: PASSWORD_LENGTH_MESSAGE,
            confirm_new_password: PASSWORD_LENGTH_MESSAGE,
        });
        const long = 'A'.repeat(17);
        expect(await messagesFor(resetPasswordRules, { new_password: long, confirm_new_password: long })).toEqual({
            new_password: PASSWORD_LENGTH_MESSAGE,
            confirm_new_password: PASSWORD_LENGTH_MESSAGE,
        });
        expect(
            await messagesFor(resetPasswordRules, {
                new_password: 'A'.repeat(16),
                confirm_new_password: 'A'.repeat(16),
            }),
        ).toEqual({});
        expect(
            await messagesFor(resetPasswordRules, { new_password: 'A'.repeat(8), confirm_new_password: 'A'.repeat(8) }),
        ).toEqual({});
    });

    it('says "Passwords must match" when the confirmation differs', async () => {
        expect(
            await messagesFor(resetPasswordRules, { new_password: 'NewPass@123', confirm_new_password: 'NewPass@124' }),
        ).toEqual({
            confirm_new_password: 'Passwords must match',
        });
    });
});

describe('change password form', () => {
    it('also requires the current password, 8 to 16 characters', async () => {
        expect(
            await messagesFor(changePasswordRules, {
                current_password: '',
                new_password: 'NewPass@123',
                confirm_new_password: 'NewPass@123',
            }),
        ).toEqual({ current_password: 'Please Enter Current Password' });
        expect(
            await messagesFor(changePasswordRules, {
                current_password: 'abc',
                new_password: 'NewPass@123',
                confirm_new_password: 'NewPass@123',
            }),
        ).toEqual({ current_password: PASSWORD_LENGTH_MESSAGE });
    });

    it('reports new and confirm as the reset form does', async () => {
        expect(
            await messagesFor(changePasswordRules, {
                current_password: 'Password@123',
                new_password: '',
                confirm_new_password: 'x',
            }),
        ).toEqual({
            new_password: 'Please Enter New Password',
            confirm_new_password: PASSWORD_LENGTH_MESSAGE,
        });
        expect(
            await messagesFor(changePasswordRules, {
                current_password: 'Password@123',
                new_password: 'NewPass@123',
                confirm_new_password: 'NewPass@321',
            }),
        ).toEqual({ confirm_new_password: 'Passwords must match' });
    });
});
