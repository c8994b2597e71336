import * as yup from 'yup';
import { EMAIL_INVALID, EMAIL_REQUIRED, password } from './rules';

/**
 * The password-recovery and change-password forms (spec part 1, section 5),
 * shared by the console's forms and the fake API's checks.
 */
const PASSWORDS_MUST_MATCH = 'Passwords must match';

const NEW_PASSWORD_REQUIRED = 'Please Enter New Password';
const CONFIRM_REQUIRED = 'Please Enter Confirm New Password';
const CURRENT_PASSWORD_REQUIRED = 'Please Enter Current Password';

const email = yup.string().trim().required(EMAIL_REQUIRED).email(EMAIL_INVALID);
const newPassword = password(NEW_PASSWORD_REQUIRED);
/** Required and in bounds first; the match is only worth reporting once the confirmation itself is acceptable. */
const confirmNewPassword = password(CONFIRM_REQUIRED).test('matches', PASSWORDS_MUST_MATCH, function matches(value) {
    return value === (this.parent as { new_password?: unknown }).new_password;
});

/** The spec shows no messages for this form; the login form's are used (same field, same rules). */
export const forgotPasswordRules = yup.object({ email });

/** /admin/resetpassword/{id}: what the admin types. */
export const resetPasswordRules = yup.object({
    new_password: newPassword,
    confirm_new_password: confirmNewPassword,
});

const RESET_TOKEN_MISSING = 'This password reset link is incomplete. Please request a new one';

/** POST /api/v1/superadmin/resetpassword: what the console sends (the confirmation stays in the browser). */
export const resetPasswordRequestRules = yup.object({
    reset_token: yup.string().trim().required(RESET_TOKEN_MISSING),
    new_password: newPassword,
});

/** /resetpassword (signed in) and POST /api/v1/superadmin/change-password. */
export const changePasswordRules = yup.object({
    current_password: password(CURRENT_PASSWORD_REQUIRED),
    new_password: newPassword,
    confirm_new_password: confirmNewPassword,
});

/**
 * What the recovery and change-password forms can say beyond the sign-in form's, for the translations'
 * completeness check. RESET_TOKEN_MISSING is the server's: the console always sends the link's token.
 */
export const ACCOUNT_MESSAGES = [
    NEW_PASSWORD_REQUIRED,
    CONFIRM_REQUIRED,
    CURRENT_PASSWORD_REQUIRED,
    PASSWORDS_MUST_MATCH,
] as const;
