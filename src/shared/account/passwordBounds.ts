import { runtimeMessage } from '../runtimeMessages';

/**
 * Password bounds everywhere in the console (spec part 1, section 9), without yup: a declaration (a staff
 * member's password) reads them on the list screens' path, where the form rules' library is not loaded.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** The spec gives no text for a password of the wrong length; this one says what to do. */
export const PASSWORD_LENGTH_TEMPLATE = 'Password must be %{min} to %{max} characters';
export const PASSWORD_LENGTH_MESSAGE = runtimeMessage(PASSWORD_LENGTH_TEMPLATE, {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
});
