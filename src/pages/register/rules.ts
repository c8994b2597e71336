import * as yup from 'yup';

/** The register demo's messages (spec part 1, section 5). */
const REQUIRED_MESSAGE = 'This field is required';
const EMAIL_MESSAGE = 'Please Enter Valid Email';

export const registerRules = yup.object({
    first_name: yup.string().trim().required(REQUIRED_MESSAGE),
    last_name: yup.string().trim().required(REQUIRED_MESSAGE),
    email: yup.string().trim().required(REQUIRED_MESSAGE).email(EMAIL_MESSAGE),
    password: yup.string().required(REQUIRED_MESSAGE),
});

/** What the register demo can say, for the translations' completeness check. */
export const REGISTER_MESSAGES = [REQUIRED_MESSAGE, EMAIL_MESSAGE] as const;
