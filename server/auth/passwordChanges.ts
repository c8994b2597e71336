import type { StoredRecord } from '../store/dbFile';
import { hashPassword } from './passwords';
import type { Sessions } from './sessions';
import type { Store } from '../store/store';
import { USERS } from './users';

/** Password reset links: one row per link, keyed by the SHA-256 of its token (the token itself is only in the mail). */
export const PASSWORD_RESETS = 'password_resets';

/** Removes a user's reset links, and any link past its expiry. */
export const dropResetLinks = (store: Store, userId: string, now = new Date()): void => {
    const links = store.collection(PASSWORD_RESETS);
    const stale = links.all.filter(row => row.user_id === userId || String(row.expires_at) <= now.toISOString());
    for (const row of stale) links.remove(row._id);
};

/**
 * Stores a new password, hashed, on the user as it is once hashing is done
 * (only the password key changes). Links asked for earlier stop working:
 * they were meant to replace the password that is now gone. Every other
 * session of the user ends; `keepSession` is the one that made the change.
 */
export const storeNewPassword = async (
    store: Store,
    sessions: Sessions,
    user: StoredRecord,
    password: string,
    keepSession = '',
    collection = USERS,
): Promise<void> => {
    const hash = await hashPassword(password);
    store.collection(collection).patch(user._id, { password: hash });
    sessions.endOthers(user._id, keepSession, collection);
    dropResetLinks(store, user._id);
};
