import type { LogoType } from '../../src/shared/account/profileRules';

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
    bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type the file's first bytes show, whatever its name or declared type claims. */
export const imageTypeOf = (bytes: Uint8Array): LogoType | undefined => {
    if (startsWith(bytes, PNG)) return 'image/png';
    if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
    if (startsWith(bytes, JPEG)) return 'image/jpeg';
    return undefined;
};

export const EXTENSION_OF: Record<LogoType, string> = {
    'image/png': '.png',
    'image/gif': '.gif',
    'image/jpeg': '.jpg',
};
