import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH_MESSAGE } from '../../src/shared/account/passwordBounds';
import { signsInWith } from './support/account';
import { ADMIN, type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness), 'no');

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
        expect(await signsInWith(h, ADMIN.password)).toBe(false);
        expect(await signsInWith(h, 'Changed@123')).toBe(true);
        await h.dataProvider.changePassword({
            current_password: 'Changed@123',
            new_password: ADMIN.password,
            confirm_new_password: ADMIN.password,
        });
        expect(await signsInWith(h, ADMIN.password)).toBe(true);
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
        expect(await signsInWith(h, ADMIN.password)).toBe(true);
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
