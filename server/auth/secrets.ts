import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
    DEV_PROFILE_SECRET_KEY,
    SECRET_IV_BYTES,
    SECRET_SEPARATOR,
    SECRET_TAG_BYTES,
} from '../../src/shared/account/secretScheme';

export interface Secrets {
    /** `iv:tag:ciphertext` in base64; '' stays ''. The fixture generator passes its own IV so the seed is reproducible. */
    encrypt(plain: string, iv?: Buffer): string;
    /** The clear text, or undefined when the text was not made with this key. */
    decrypt(stored: string): string | undefined;
}

/** The profile's secrets, encrypted at rest with AES-256-GCM (scheme: src/shared/account/secretScheme.ts). */
export const aesGcmSecrets = (passphrase: string): Secrets => {
    const key = createHash('sha256').update(passphrase, 'utf8').digest();
    return {
        encrypt(plain, iv = randomBytes(SECRET_IV_BYTES)) {
            if (!plain) return '';
            const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: SECRET_TAG_BYTES });
            const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
            return [iv, cipher.getAuthTag(), ciphertext].map(part => part.toString('base64')).join(SECRET_SEPARATOR);
        },
        decrypt(stored) {
            if (!stored) return '';
            const [iv, tag, ciphertext, ...rest] = stored
                .split(SECRET_SEPARATOR)
                .map(part => Buffer.from(part, 'base64'));
            if (
                !iv ||
                !tag ||
                !ciphertext ||
                rest.length > 0 ||
                iv.length !== SECRET_IV_BYTES ||
                tag.length !== SECRET_TAG_BYTES
            ) {
                return undefined;
            }
            try {
                const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: SECRET_TAG_BYTES });
                decipher.setAuthTag(tag);
                return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
            } catch {
                return undefined;
            }
        },
    };
};

/** PROFILE_SECRET_KEY, or the development key the committed seed is encrypted with. */
export const profileSecretKey = (): string => process.env.PROFILE_SECRET_KEY || DEV_PROFILE_SECRET_KEY;
