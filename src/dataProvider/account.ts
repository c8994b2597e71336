import { accountApi, type AdminProfile } from '../shared/account/endpoints';
import type { HttpClient } from './http';
import type { CallResult } from '../schema/callResult';

/** What PUT editprofile sends: the secrets in clear (the API encrypts them), the picture as a new file or the current name. */
export interface ProfileChanges extends Omit<AdminProfile, 'logo' | 'logo_url'> {
    logo: Blob | { rawFile: Blob } | string;
}

interface PasswordReset {
    reset_token: string;
    new_password: string;
}

interface PasswordChange {
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
