import {
    SECRET_FIELDS,
    SECRET_IV_BYTES,
    SECRET_SEPARATOR,
    SECRET_TAG_BYTES,
    type SecretField,
} from '../../shared/account/secretScheme';

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), c => c.charCodeAt(0));

const keys = new Map<string, Promise<CryptoKey>>();

/** SHA-256 of the passphrase, as the server derives it. */
const keyFor = (passphrase: string): Promise<CryptoKey> => {
    let key = keys.get(passphrase);
    if (!key) {
        key = crypto.subtle
            .digest('SHA-256', new TextEncoder().encode(passphrase))
            .then(raw => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']));
        keys.set(passphrase, key);
    }
    return key;
};

/**
 * Opens one `iv:tag:ciphertext` secret with WebCrypto. WebCrypto wants the
 * tag after the ciphertext, where node:crypto hands it separately. Throws
 * when the text was not made with this key.
 */
export const decryptSecret = async (stored: string, passphrase: string): Promise<string> => {
    if (!stored) return '';
    const parts = stored.split(SECRET_SEPARATOR);
    if (parts.length !== 3) throw new Error('Not an encrypted secret');
    const [iv, tag, ciphertext] = parts.map(fromBase64);
    if (iv.length !== SECRET_IV_BYTES || tag.length !== SECRET_TAG_BYTES) throw new Error('Not an encrypted secret');
    const sealed = new Uint8Array(ciphertext.length + tag.length);
    sealed.set(ciphertext);
    sealed.set(tag, ciphertext.length);
    const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv, tagLength: SECRET_TAG_BYTES * 8 },
        await keyFor(passphrase),
        sealed,
    );
    return new TextDecoder().decode(plain);
};

/**
 * The profile with its secrets in clear. A secret that cannot be opened (the
 * console built with another key) comes back empty and is named in `unreadable`.
 */
export const decryptSecrets = async <P extends Record<SecretField, string>>(
    profile: P,
    passphrase: string,
): Promise<{ profile: P; unreadable: SecretField[] }> => {
    // undefined marks a secret that would not open; the order stays the fields' own, whatever finishes first.
    const opened = await Promise.all(
        SECRET_FIELDS.map(field => decryptSecret(profile[field] ?? '', passphrase).catch(() => undefined)),
    );
    const unreadable = SECRET_FIELDS.filter((_, i) => opened[i] === undefined);
    const clear = Object.fromEntries(SECRET_FIELDS.map((field, i) => [field, opened[i] ?? '']));
    return { profile: { ...profile, ...clear }, unreadable };
};
