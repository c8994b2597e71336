import { post } from '../schema/endpoints';

/** The account calls of the spec (part 1, section 7). The session check's path is ours: the spec leaves it open. */
export const accountApi = {
    login: post('/api/v1/superadminlogin', { send: ['email', 'password'], guarded: false }),
    verifySession: post('/api/v1/superadmin/verify-session', { send: ['id', 'token'], guarded: false }),
} as const;

/** First path segments whose screens run without verifying the stored session. */
export const PUBLIC_SEGMENTS = ['login', 'register', 'forgotPassword', 'admin', 'quotes-accept', 'login_as'] as const;
