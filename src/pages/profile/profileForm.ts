import type { AdminProfile } from '../../shared/account/endpoints';
import type { ProfileChanges } from '../../dataProvider/account';

/** The picture as react-admin's image input holds it: the stored one (`src`, `title`) or a new upload (`rawFile`). */
type LogoValue = { src: string; title: string; rawFile?: Blob } | null | undefined;

export type ProfileFormValues = Omit<AdminProfile, 'email' | 'logo'> & { logo: LogoValue };

/** The form's starting values from a profile whose secrets are already in clear. */
export const formValuesOf = (profile: AdminProfile): ProfileFormValues => ({
    smtp_email: profile.smtp_email,
    smtp_password: profile.smtp_password,
    stripe_public_key: profile.stripe_public_key,
    stripe_secret_key: profile.stripe_secret_key,
    // The picture shows through the signed link the API gave (pictures are served to a session or through such links).
    logo: profile.logo ? { src: profile.logo_url ?? '', title: profile.logo } : null,
});

/**
 * What PUT editprofile gets: a new picture as its file, the kept one by its
 * current name, a removed one as ''. The email is the admin's, unchanged.
 */
export const changesOf = (values: ProfileFormValues, saved: AdminProfile): ProfileChanges => {
    const logo = values.logo;
    return {
        smtp_email: values.smtp_email,
        smtp_password: values.smtp_password,
        email: saved.email,
        logo: logo?.rawFile ? { rawFile: logo.rawFile } : logo ? saved.logo : '',
        stripe_secret_key: values.stripe_secret_key,
        stripe_public_key: values.stripe_public_key,
    };
};
