import { accountApi } from '../authProvider/endpoints';
import type { HttpClient } from './http';
import type { CallResult } from './index';

/** The super-admin profile as the API answers it; the three secrets arrive encrypted. */
export interface AdminProfile {
    smtp_email: string;
    smtp_password: string;
    email: string;
    /** File name of the profile picture under /uploads, or ''. */
    logo: string;
    /** A signed link to the picture (the API serves pictures only to a session or through such a link). */
    logo_url?: string;
    stripe_public_key: string;
    stripe_secret_key: string;
}

/** What PUT editprofile sends: the secrets in clear (the API encrypts them), the picture as a new file or the current name. */
export interface ProfileChanges extends Omit<AdminProfile, 'logo' | 'logo_url'> {
    logo: Blob | { rawFile: Blob } | string;
}

export interface PasswordReset {
    reset_token: string;
    new_password: string;
}

export interface PasswordChange {
    current_password: string;
    new_password: string;
    confirm_new_password: string;
}

/** The account calls as named data-provider methods, so screens never build URLs. */
export interface AccountCalls {
    forgotPassword(params: { email: string }): Promise<CallResult<null>>;
    resetPassword(params: PasswordReset): Promise<CallResult<null>>;
    changePassword(params: PasswordChange): Promise<CallResult<null>>;
    getProfile(): Promise<CallResult<AdminProfile>>;
    saveProfile(params: ProfileChanges): Promise<CallResult<AdminProfile>>;
}

const result = <T>({ data, message }: { data: T; message: string }): CallResult<T> => ({ data, message });

export const accountCalls = (http: HttpClient): AccountCalls => ({
    forgotPassword: async params => result(await http.call<null>(accountApi.forgotPassword, { ...params })),
    resetPassword: async params => result(await http.call<null>(accountApi.resetPassword, { ...params })),
    changePassword: async params => result(await http.call<null>(accountApi.changePassword, { ...params })),
    getProfile: async () => result(await http.call<AdminProfile>(accountApi.profile)),
    saveProfile: async params => result(await http.call<AdminProfile>(accountApi.editProfile, { ...params })),
});
