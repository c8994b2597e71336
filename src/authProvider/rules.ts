import * as yup from 'yup';

/** Password bounds everywhere in the console (spec part 1, section 9). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** The spec gives no text for a password of the wrong length; this one says what to do. */
export const PASSWORD_LENGTH_MESSAGE = `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;

export const password = (requiredMessage: string) =>
    yup.string().required(requiredMessage).min(PASSWORD_MIN, PASSWORD_LENGTH_MESSAGE).max(PASSWORD_MAX, PASSWORD_LENGTH_MESSAGE);

export const loginRules = yup.object({
    email: yup.string().trim().required('Please Enter Email').email('Please enter valid email address'),
    password: password('Please Enter Password'),
});
