import { randomBytes } from 'node:crypto';
import type { StoredRecord } from './dbFile';
import type { Store } from './store';
import type { Tokens } from './tokens';
import { COACHES, type Role, USERS } from './users';

/** Internal rows of the fake API (not shown by the /_db inspector). */
export const META = 'meta';
const GENERATION_ID = 'sessions';

export interface Session {
    user: StoredRecord;
    sessionId: string;
    role: Role;
    /** A log-in-as session: the super-admin behind it. */
    by?: string;
}

/** Where a session's user is kept, and as whom they act. */
export interface Account {
    user: StoredRecord;
    collection: string;
    role: Role;
}

/** The account with this id: the super-admin in users, or an enabled coach. */
export const accountOf = (store: Store, id: string): Account | undefined => {
    const user = store.collection(USERS).get(id);
    if (user) return user.is_superadmin === true ? { user, collection: USERS, role: 'superadmin' } : undefined;
    const coach = store.collection(COACHES).get(id);
    // A disabled coach holds no session: switching one off ends their sessions at once.
    if (coach && coach.user_status !== false) return { user: coach, collection: COACHES, role: 'coach' };
    return undefined;
};

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

        /** A new session; `by` and a short `lifetime` for a log-in-as session. */
        open: (userId: string, options: { by?: string; lifetime?: string } = {}): Promise<string> =>
            tokens.issue({ sub: userId, sid: randomBytes(12).toString('hex'), at: Date.now(), gen: generation(), by: options.by }, options.lifetime),

        /** The live session a token belongs to, or undefined. */
        async check(token: string): Promise<Session | undefined> {
            const claims = await tokens.verify(token);
            if (!claims || claims.gen !== generation()) return undefined;
            const account = accountOf(store, claims.sub);
            if (!account) return undefined;
            const { user, role } = account;
            const validFrom = typeof user.sessions_valid_from === 'number' ? user.sessions_valid_from : 0;
            if (claims.at < validFrom && claims.sid !== user.kept_session) return undefined;
            // A log-in-as session lasts only while the super-admin who opened it still exists.
            if (claims.by && accountOf(store, claims.by)?.role !== 'superadmin') return undefined;
            return { user, sessionId: claims.sid, role, ...(claims.by ? { by: claims.by } : {}) };
        },

        /** After a password change: every other session of the user ends (`keep`: the one that made the change). */
        endOthers(userId: string, keep = '', collection = USERS): void {
            store.collection(collection).patch(userId, { sessions_valid_from: Date.now() + 1, kept_session: keep });
        },
    };
};

export type Sessions = ReturnType<typeof sessions>;
