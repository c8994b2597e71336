import * as yup from 'yup';
import { runtimeMessage } from '../runtimeMessages';

/** Password bounds everywhere in the console (spec part 1, section 9). */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 16;
/** The spec gives no text for a password of the wrong length; this one says what to do. */
const PASSWORD_LENGTH_TEMPLATE = 'Password must be %{min} to %{max} characters';
export const PASSWORD_LENGTH_MESSAGE = runtimeMessage(PASSWORD_LENGTH_TEMPLATE, {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
});

export const EMAIL_REQUIRED = 'Please Enter Email';
export const EMAIL_INVALID = 'Please enter valid email address';
const PASSWORD_REQUIRED = 'Please Enter Password';

export const password = (requiredMessage: string) =>
    yup
        .string()
        .required(requiredMessage)
        .min(PASSWORD_MIN, PASSWORD_LENGTH_MESSAGE)
        .max(PASSWORD_MAX, PASSWORD_LENGTH_MESSAGE);

export const loginRules = yup.object({
    email: yup.string().trim().required(EMAIL_REQUIRED).email(EMAIL_INVALID),
    password: password(PASSWORD_REQUIRED),
});

/** What the sign-in form can say, for the translations' completeness check (src/i18n/declaredTexts.ts). */
export const LOGIN_MESSAGES = [EMAIL_REQUIRED, EMAIL_INVALID, PASSWORD_REQUIRED, PASSWORD_LENGTH_TEMPLATE] as const;
