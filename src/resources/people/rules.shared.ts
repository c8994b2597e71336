import * as yup from 'yup';
import { resetPasswordRules } from '../../shared/account/accountRules';

/** The Change Password modal (coach; the same modal resets a student's): new and confirm, 8 to 16, matching. */
export const setPasswordRules = resetPasswordRules;

const DRIVE_LINK_PREFIX = 'https://drive.google.com/';

/** The Google Drive Link modal (part 2, section 5). */
export const driveLinkRules = yup.object({
    link: yup
        .string()
        .trim()
        .required('Google Drive link is required')
        .max(2000, 'Google Drive link must be at most 2000 characters')
        .test('drive', 'Please enter a valid google drive link', v => !v || v.startsWith(DRIVE_LINK_PREFIX)),
});
