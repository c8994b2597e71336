import { randomBytes } from 'node:crypto';
import type { StoredRecord } from './dbFile';
import type { Store } from './store';
import type { Tokens } from './tokens';
import { USERS } from './users';

/** Internal rows of the fake API (not shown by the /_db inspector). */
export const META = 'meta';
const GENERATION_ID = 'sessions';

export interface Session {
    user: StoredRecord;
    sessionId: string;
}

/**
 * Sessions are signed tokens, ended three ways without a token list: by
 * expiry (12 h), by a new data generation (`/__reset` or a fresh data file),
 * and per user by a password change or reset, which refuses the user's
 * tokens issued before it (`sessions_valid_from`) except the session that
 * made the change (`kept_session`).
 */
export const sessions = (store: Store, tokens: Tokens) => {
    const meta = () => store.collection(META);
    const generation = (): string => {
        const row = meta().get(GENERATION_ID);
        if (typeof row?.generation === 'string') return row.generation;
        return String(meta().insert({ _id: GENERATION_ID, generation: randomBytes(8).toString('hex') }).generation);
    };

    return {
        /** Ends every session (after a reset to the seed). */
        renewGeneration(): void {
            meta().remove(GENERATION_ID);
            generation();
        },

        open: (userId: string): Promise<string> =>
            tokens.issue({ sub: userId, sid: randomBytes(12).toString('hex'), at: Date.now(), gen: generation() }),

        /** The live session a token belongs to, or undefined. */
        async check(token: string): Promise<Session | undefined> {
            const claims = await tokens.verify(token);
            if (!claims || claims.gen !== generation()) return undefined;
            const user = store.collection(USERS).get(claims.sub);
            if (!user) return undefined;
            const validFrom = typeof user.sessions_valid_from === 'number' ? user.sessions_valid_from : 0;
            if (claims.at < validFrom && claims.sid !== user.kept_session) return undefined;
            return { user, sessionId: claims.sid };
        },

        /** After a password change: every other session of the user ends (`keep`: the one that made the change). */
        endOthers(userId: string, keep = ''): void {
            store.collection(USERS).patch(userId, { sessions_valid_from: Date.now() + 1, kept_session: keep });
        },
    };
};

export type Sessions = ReturnType<typeof sessions>;
