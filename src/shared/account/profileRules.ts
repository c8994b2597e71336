import * as yup from 'yup';

/** The profile picture: what the picker accepts (react-dropzone's shape) and the largest file. */
export const LOGO_TYPES = {
    'image/png': ['.png'],
    'image/gif': ['.gif'],
    'image/jpeg': ['.jpg', '.jpeg'],
} as const;
export type LogoType = keyof typeof LOGO_TYPES;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const LOGO_TYPE_MESSAGE = 'Profile picture must be a PNG, GIF or JPEG image';
export const LOGO_SIZE_MESSAGE = 'Profile picture must be 2 MB or smaller';
export const ADMIN_EMAIL_LOCKED = 'The admin email cannot be changed here';

const isLogoType = (type: string): type is LogoType => Object.hasOwn(LOGO_TYPES, type);

/** Why a picture is refused, or undefined when it is fine. The server passes the type it read from the bytes. */
export const logoProblem = (file: { type: string; size: number }): string | undefined => {
    if (!isLogoType(file.type)) return LOGO_TYPE_MESSAGE;
    if (file.size > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
    return undefined;
};

/** A new upload as react-admin's file input holds it. */
const newUpload = (value: unknown): { type: string; size: number } | undefined => {
    if (typeof value !== 'object' || value === null || !('rawFile' in value)) return undefined;
    const raw = (value as { rawFile: unknown }).rawFile;
    return typeof Blob !== 'undefined' && raw instanceof Blob ? raw : undefined;
};

const EMAIL_REQUIRED = 'Please Enter Email';
const EMAIL_INVALID = 'Please Enter Valid Email';
const PASSWORD_REQUIRED = 'Please Enter Password';
const PUBLIC_KEY_REQUIRED = 'Please Provide Public key';
const SECRET_KEY_REQUIRED = 'Please Provide Secret key';

const email = yup.string().trim().required(EMAIL_REQUIRED).email(EMAIL_INVALID);

/** The super-admin profile (spec part 1, section 5), checked by the page and by PUT /api/v1/superadmin/editprofile. */
export const profileRules = yup.object({
    smtp_email: email,
    smtp_password: yup.string().required(PASSWORD_REQUIRED),
    email,
    stripe_public_key: yup.string().trim().required(PUBLIC_KEY_REQUIRED),
    stripe_secret_key: yup.string().trim().required(SECRET_KEY_REQUIRED),
    logo: yup
        .mixed()
        .nullable()
        .test('logo', LOGO_TYPE_MESSAGE, function check(value) {
            const file = newUpload(value);
            const problem = file && logoProblem(file);
            return problem ? this.createError({ message: problem }) : true;
        }),
});

/** The page's form: the admin email is shown disabled, so it is not one of the form's inputs. */
export const profileFormRules = profileRules.omit(['email']);

/** What the profile page can say, for the translations' completeness check (ADMIN_EMAIL_LOCKED is the server's). */
export const PROFILE_MESSAGES = [
    EMAIL_REQUIRED,
    EMAIL_INVALID,
    PASSWORD_REQUIRED,
    PUBLIC_KEY_REQUIRED,
    SECRET_KEY_REQUIRED,
    LOGO_TYPE_MESSAGE,
    LOGO_SIZE_MESSAGE,
] as const;
