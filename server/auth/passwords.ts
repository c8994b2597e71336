import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost (libraries.md note 9): dear enough to slow a guesser, cheap enough for a sign-in not to wait. */
const COST = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const SCHEME = 'scrypt';

const derive = (password: string, salt: Buffer): Promise<Buffer> =>
    new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, COST, (err, key) => (err ? reject(err) : resolve(key)));
    });

/**
 * `scrypt$<salt base64>$<key base64>`: the cost is fixed above, so it is not
 * repeated per hash. The fixture generator passes its own salt so that
 * regenerating the seed gives the same file.
 */
export const hashPassword = async (password: string, salt: Buffer = randomBytes(SALT_BYTES)): Promise<string> => {
    const key = await derive(password, salt);
    return [SCHEME, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
    const [scheme, saltText, keyText] = stored.split('$');
    if (scheme !== SCHEME || !saltText || !keyText) return false;
    const expected = Buffer.from(keyText, 'base64');
    const actual = await derive(password, Buffer.from(saltText, 'base64'));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** Checked when the email is unknown, so a wrong email costs as long as a wrong password. */
export const DECOY_HASH = `${SCHEME}$${Buffer.alloc(SALT_BYTES).toString('base64')}$${Buffer.alloc(KEY_BYTES).toString('base64')}`;
