import { randomBytes } from 'node:crypto';
import type { StoredRecord } from '../store/dbFile';
import type { Store } from '../store/store';
import type { Permissions } from '../../src/shared/permissions/model';
import { permissionsOf } from './permissions';
import type { TokenClaims, Tokens } from './tokens';
import { COACHES, type Role, STAFF, USERS } from './users';

/** Internal rows of the fake API (not shown by the /_db inspector). */
export const META = 'meta';
const GENERATION_ID = 'sessions';
/** Sessions ended by signing out before they expired: session id → when its token expires (ms). */
const ENDED_ID = 'ended_sessions';
/**
 * Accounts whose sessions a delete or a switch-off ended: user id → when (ms). Kept apart from the account, so
 * what brings the account back (a restore, a switch-on) does not bring its old sessions back.
 */
const ENDED_ACCOUNTS_ID = 'ended_accounts';
/** The longest a token lives (DEFAULT_LIFETIME): an ended session is remembered that long, then forgotten. */
const LONGEST_LIFE_MS = 12 * 60 * 60 * 1000;

export interface Session {
    user: StoredRecord;
    sessionId: string;
    role: Role;
    /** What it may do, read from the role at each check: a change to a role is felt at the next call. */
    permissions: Permissions;
    /** A log-in-as session: the super-admin behind it. */
    by?: string;
    /** A log-in-as session: the super-admin's session that opened it. */
    bySession?: string;
    /** Its token's claims, to judge it again later (`sessionOf`) without the token (the live stream). */
    claims: TokenClaims;
}

/** Where a session's user is kept, and as whom they act. */
export interface Account {
    user: StoredRecord;
    collection: string;
    role: Role;
}

/** Collections whose accounts a delete or a switch-off ends, with the key of their on/off switch. */
const SWITCHED = [
    [COACHES, 'user_status'],
    [STAFF, 'active'],
] as const;

/** The account with this id: the super-admin in users, an enabled coach, or an active staff member. */
export const accountOf = (store: Store, id: string): Account | undefined => {
    const user = store.collection(USERS).get(id);
    if (user) return user.is_superadmin === true ? { user, collection: USERS, role: 'superadmin' } : undefined;
    const coach = store.collection(COACHES).get(id);
    // A disabled coach holds no session: switching one off ends their sessions at once.
    if (coach && coach.user_status !== false) return { user: coach, collection: COACHES, role: 'coach' };
    const staff = store.collection(STAFF).get(id);
    if (staff && staff.active !== false) return { user: staff, collection: STAFF, role: 'staff' };
    return undefined;
};

/**
 * Sessions are signed tokens, ended without a token list: by expiry (12 h), by a new data generation (`/__reset`
 * or a fresh data file), per user by a password change or reset, which refuses the user's tokens issued before
 * it (`sessions_valid_from`) except the session that made the change (`kept_session`), and per coach by a delete
 * or a switch-off, which refuses the coach's tokens issued before it for good (`ended_accounts` in META).
 */
/** Sessions begun before this time (ms) have ended: a password change or reset sets it. */
const validFromOf = (user: StoredRecord): number =>
    typeof user.sessions_valid_from === 'number' ? user.sessions_valid_from : 0;

/** The bookkeeping META keeps for sessions: the data's generation, sessions signed out, accounts ended. */
const sessionEndings = (store: Store) => {
    const meta = () => store.collection(META);
    const generation = (): string => {
        const row = meta().get(GENERATION_ID);
        if (typeof row?.generation === 'string') return row.generation;
        return String(meta().insert({ _id: GENERATION_ID, generation: randomBytes(8).toString('hex') }).generation);
    };

    /** Session ids, or account ids, with when they ended (ms), as META keeps them under `id`. */
    const endedOf = (id: string): Record<string, number> => {
        const sessions = meta().get(id)?.sessions;
        return typeof sessions === 'object' && sessions !== null ? (sessions as Record<string, number>) : {};
    };

    /**
     * Marks `key` under META's `id` with a time (ms); marks no token can be older than (`expired`) are dropped:
     * a token lives at most LONGEST_LIFE_MS.
     */
    const markEnded = (id: string, key: string, time: number, expired: (time: number) => boolean): void => {
        const kept = Object.fromEntries(Object.entries(endedOf(id)).filter(([, at]) => !expired(at)));
        const row = { _id: id, sessions: { ...kept, [key]: time } };
        if (meta().get(id)) meta().replace(row);
        else meta().insert(row);
    };

    // A coach or staff member deleted or switched off: every session of theirs until now ends, whatever brings them back later.
    store.onWritten(({ collection, kind, row, previous }) => {
        const key = SWITCHED.find(([name]) => name === collection)?.[1];
        if (!key) return;
        if (kind === 'deleted' || (previous?.[key] !== false && row[key] === false))
            markEnded(ENDED_ACCOUNTS_ID, row._id, Date.now(), at => at + LONGEST_LIFE_MS < Date.now());
    });

    return {
        generation,
        renewGeneration(): void {
            meta().remove(GENERATION_ID);
            generation();
        },
        /** Signed-out session ids, with when their tokens would have expired (ms). */
        signedOut: () => endedOf(ENDED_ID),
        /** The session began before its account was deleted or switched off. */
        accountEndedSince: (claims: TokenClaims): boolean => {
            const ended = endedOf(ENDED_ACCOUNTS_ID)[claims.sub];
            return ended !== undefined && claims.at <= ended;
        },
        signOut(sessionId: string): void {
            // Kept until its token would have expired anyway.
            markEnded(ENDED_ID, sessionId, Date.now() + LONGEST_LIFE_MS, until => until <= Date.now());
        },
    };
};

/**
 * Tells the listener, soon after (a microtask, once), that an account or the session bookkeeping changed:
 * a session may have ended (sign-out, a password change or reset, a coach disabled or deleted, a reset).
 */
const whenAccountsChange = (store: Store, listener: () => void): void => {
    let queued = false;
    const soon = () => {
        if (queued) return;
        queued = true;
        queueMicrotask(() => {
            queued = false;
            listener();
        });
    };
    const watcher = { loaded: soon, inserted: soon, replaced: soon, removed: soon };
    for (const name of [USERS, COACHES, STAFF, META]) store.collection(name).watch(watcher);
};

export const sessions = (store: Store, tokens: Tokens) => {
    const endings = sessionEndings(store);

    /**
     * A log-in-as session lasts only while the one who opened it (the super-admin, or a staff member granted it)
     * still exists and is active, has not changed or reset their password since (that ends every session made
     * from theirs), and has not signed out.
     */
    const openerStillIn = (claims: TokenClaims, signedOut: Record<string, number>): boolean => {
        if (!claims.by) return true;
        const admin = accountOf(store, claims.by);
        if (admin?.role !== 'superadmin' && admin?.role !== 'staff') return false;
        if (claims.at < validFromOf(admin.user)) return false;
        return !(claims.bys && signedOut[claims.bys] !== undefined);
    };

    /** The token is of this data's generation and not past its expiry. */
    const current = (claims: TokenClaims): boolean =>
        claims.gen === endings.generation() && !(claims.exp !== undefined && claims.exp * 1000 <= Date.now());

    const sessionOf = (claims: TokenClaims): Session | undefined => {
        if (!current(claims)) return undefined;
        const account = accountOf(store, claims.sub);
        if (!account || endings.accountEndedSince(claims)) return undefined;
        const { user, role } = account;
        if (claims.at < validFromOf(user) && claims.sid !== user.kept_session) return undefined;
        const signedOut = endings.signedOut();
        if (signedOut[claims.sid] !== undefined || !openerStillIn(claims, signedOut)) return undefined;
        return {
            user,
            sessionId: claims.sid,
            role,
            permissions: permissionsOf(store, role, user),
            claims,
            ...(claims.by ? { by: claims.by } : {}),
            ...(claims.bys ? { bySession: claims.bys } : {}),
        };
    };

    return {
        /** Ends every session (after a reset to the seed). */
        renewGeneration: endings.renewGeneration,

        /** A new session; `by`, `bySession` and a short `lifetime` for a log-in-as session. */
        open: (userId: string, options: { by?: string; bySession?: string; lifetime?: string } = {}): Promise<string> =>
            tokens.issue(
                {
                    sub: userId,
                    sid: randomBytes(12).toString('hex'),
                    at: Date.now(),
                    gen: endings.generation(),
                    by: options.by,
                    bys: options.bySession,
                },
                options.lifetime,
            ),

        /** The live session a token belongs to, or undefined. */
        async check(token: string): Promise<Session | undefined> {
            const claims = await tokens.verify(token);
            return claims && sessionOf(claims);
        },

        /** The session a verified token's claims still name, or undefined once it has ended (synchronous). */
        sessionOf,

        onAccountsChanged: (listener: () => void): void => whenAccountsChange(store, listener),

        /** Signing out: this session ends now, and with it the log-in-as sessions it opened. */
        end: endings.signOut,

        /** After a password change: every other session of the user ends (`keep`: the one that made the change). */
        endOthers(userId: string, keep = '', collection = USERS): void {
            store.collection(collection).patch(userId, { sessions_valid_from: Date.now() + 1, kept_session: keep });
        },
    };
};

export type Sessions = ReturnType<typeof sessions>;
