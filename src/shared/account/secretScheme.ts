/**
 * How the API stores the profile's secrets (pure data, read by the console
 * and the fake API): AES-256-GCM with a random 12-byte IV, written as
 * `iv:tag:ciphertext`, each part base64. The key is the SHA-256 of a shared
 * passphrase (PROFILE_SECRET_KEY on the server, VITE_PROFILE_SECRET_KEY in
 * the console's build).
 */
export const SECRET_FIELDS = ['smtp_password', 'stripe_public_key', 'stripe_secret_key'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** Only for local runs and the committed seed; set the two variables elsewhere. */
export const DEV_PROFILE_SECRET_KEY = 'dev-only-profile-secret-key-change-me';

export const SECRET_IV_BYTES = 12;
export const SECRET_TAG_BYTES = 16;
export const SECRET_SEPARATOR = ':';
