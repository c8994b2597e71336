import * as yup from 'yup';
import { PASSWORD_LENGTH_MESSAGE, PASSWORD_LENGTH_TEMPLATE, PASSWORD_MAX, PASSWORD_MIN } from './passwordBounds';

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
