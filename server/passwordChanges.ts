import type { StoredRecord } from './dbFile';
import { hashPassword } from './passwords';
import type { Store } from './store';
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
 * Stores a new password, hashed. Links asked for earlier stop working: they
 * were meant to replace the password that is now gone.
 */
export const storeNewPassword = async (store: Store, user: StoredRecord, password: string): Promise<void> => {
    const hash = await hashPassword(password);
    const users = store.collection(USERS);
    const current = users.get(user._id) ?? user;
    users.replace({ ...current, password: hash });
    dropResetLinks(store, user._id);
};
