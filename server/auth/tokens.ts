import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';

/** What a token says: whose it is, which session it opened, when (ms), and in which data generation. */
export interface TokenClaims {
    sub: string;
    /** The session's id: a password change keeps the session that made it. */
    sid: string;
    /** Issued at, in milliseconds (JWT's `iat` is whole seconds). */
    at: number;
    /** The data generation: `/__reset` starts a new one, ending every session. */
    gen: string;
    /** A log-in-as session: the super-admin who opened it. */
    by?: string;
    /** A log-in-as session: the super-admin's session it was opened from (it ends with that one). */
    bys?: string;
    /** When it expires, in seconds (JWT's `exp`): read from a verified token, set by `issue` from its lifetime. */
    exp?: number;
}

/** How long a token lasts unless told otherwise. */
const DEFAULT_LIFETIME = '12h';

export interface Tokens {
    /** A three-part JWT whose subject is the user's `_id`; `lifetime` as jose reads it ('12h', '30m'). */
    issue(claims: TokenClaims, lifetime?: string): Promise<string>;
    /** The claims of a valid, unexpired token; undefined for anything else. */
    verify(token: string): Promise<TokenClaims | undefined>;
}

export const hs256Tokens = (secret: string): Tokens => {
    const key = new TextEncoder().encode(secret);
    return {
        issue: ({ sub, sid, at, gen, by, bys }, lifetime = DEFAULT_LIFETIME) =>
            new SignJWT({ sid, at, gen, ...(by ? { by } : {}), ...(bys ? { bys } : {}) })
                .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
                .setSubject(sub)
                .setIssuedAt(Math.floor(at / 1000))
                .setExpirationTime(lifetime)
                .sign(key),
        verify: async token => {
            try {
                const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
                const { sub, sid, at, gen, by, bys, exp } = payload;
                if (
                    typeof sub !== 'string' ||
                    typeof sid !== 'string' ||
                    typeof at !== 'number' ||
                    typeof gen !== 'string'
                )
                    return undefined;
                return {
                    sub,
                    sid,
                    at,
                    gen,
                    ...(typeof by === 'string' ? { by } : {}),
                    ...(typeof bys === 'string' ? { bys } : {}),
                    ...(typeof exp === 'number' ? { exp } : {}),
                };
            } catch {
                return undefined;
            }
        },
    };
};

/**
 * The signing secret: JWT_SECRET when set; otherwise a random one made for
 * the data folder the first time and kept beside the data (`jwt-secret`,
 * readable by its owner only), so sessions survive a restart and no two
 * installs share a secret.
 */
export const jwtSecretFor = (dbFile: string): string => {
    if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
    const file = join(dirname(dbFile), 'jwt-secret');
    if (existsSync(file)) {
        const kept = readFileSync(file, 'utf8').trim();
        if (kept.length >= 32) return kept;
    }
    mkdirSync(dirname(file), { recursive: true });
    const made = randomBytes(32).toString('hex');
    writeFileSync(file, `${made}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return made;
};
