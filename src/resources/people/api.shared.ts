import { loginAsApi } from '../../shared/account/endpoints';
import { get, patch, post } from '../../shared/endpoints';

/** The people calls that are not a list's add, edit, delete or status (part 2, section 7). */
export const peopleApi = {
    /** A coach's password set by the super-admin; the same modal resets a student's. */
    changePassword: post('/user/changepassword/:id', { send: ['new_password', 'confirm_new_password'] }),
    /** Log in as: the super-admin's token and the coach's id; answers `data.token`, a short coach session. */
    checkToken: post('/check-token', { send: ['token', 'user'] }),
    /** Whether a super-admin session stands behind a log-in-as (the banner's "Back to super admin"). */
    checkSuperadmin: loginAsApi.checkSuperadmin,
    driveLink: patch('/add-drive-link/:id', { send: ['link'] }),
    /** Place suggestions for an address (the console's choice: the spec shows autocomplete, no call). */
    places: get('/places/suggest', { send: ['search'] }),
} as const;
