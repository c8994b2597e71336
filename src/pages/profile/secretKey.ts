import { DEV_PROFILE_SECRET_KEY } from '../../shared/account/secretScheme';

/** The passphrase the profile's secrets are opened with; set VITE_PROFILE_SECRET_KEY at build time to match the API's PROFILE_SECRET_KEY. */
export const PROFILE_SECRET_KEY: string = import.meta.env.VITE_PROFILE_SECRET_KEY || DEV_PROFILE_SECRET_KEY;
