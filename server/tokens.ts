import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const LIFETIME = '12h';

/** Only for local runs; testers' machines set JWT_SECRET or pass `jwtSecret`. */
export const DEV_JWT_SECRET = 'dev-only-secret-of-the-fake-api-change-me';

export interface Tokens {
    /** A three-part JWT whose subject is the user's `_id`. */
    issue(userId: string): Promise<string>;
    /** The subject of a valid, unexpired token; undefined for anything else. */
    subjectOf(token: string): Promise<string | undefined>;
}

export const hs256Tokens = (secret: string): Tokens => {
    const key = new TextEncoder().encode(secret);
    return {
        issue: userId =>
            new SignJWT({})
                .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
                .setSubject(userId)
                .setIssuedAt()
                .setExpirationTime(LIFETIME)
                .sign(key),
        subjectOf: async token => {
            try {
                const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
                return payload.sub;
            } catch {
                return undefined;
            }
        },
    };
};
