import { get, openEndpoint, post, put } from '../endpoints';

/** The account calls of the spec (part 1, section 7). The session check's method and path are ours (the spec leaves them open): config.json may move the path. */
export const accountApi = {
    login: post('/api/v1/superadminlogin', { send: ['email', 'password'], guarded: false }),
    verifySession: openEndpoint('sessionCheck', { send: ['id', 'token'], guarded: false }),
    forgotPassword: post('/api/v1/superadmin/forgetpassword', { send: ['email'], guarded: false }),
    resetPassword: post('/api/v1/superadmin/resetpassword', { send: ['reset_token', 'new_password'], guarded: false }),
    changePassword: post('/api/v1/superadmin/change-password', {
        send: ['current_password', 'new_password', 'confirm_new_password'],
    }),
    /** Not in the spec (its logout only clears the browser's session): ends the session on the server too. */
    logout: post('/api/v1/superadmin/logout', { send: [] }),
    profile: get('/api/v1/superadmin/profile'),
    editProfile: put('/api/v1/superadmin/editprofile', {
        send: ['smtp_email', 'smtp_password', 'email', 'logo', 'stripe_secret_key', 'stripe_public_key'],
        body: 'form-data',
    }),
} as const;

/** The super-admin check behind a log in as (spec part 2, section 7: "defined; use not shown"). */
export const loginAsApi = {
    checkSuperadmin: post('/check-superadmin', { send: ['token'], guarded: false }),
} as const;

/** First path segments whose screens run without verifying the stored session (spec part 1, section 4). */
const PUBLIC_SEGMENTS = ['login', 'register', 'forgotPassword', 'admin', 'quotes-accept', 'login_as'] as const;

/** Whether opening this path verifies the stored session with the server. */
export const verifiesSession = (pathname: string): boolean => {
    const first = pathname.split('/').filter(Boolean)[0] ?? '';
    return !(PUBLIC_SEGMENTS as readonly string[]).includes(first);
};

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
