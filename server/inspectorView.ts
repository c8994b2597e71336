import { PASSWORD_RESETS } from './passwordChanges';
import { OUTBOX } from './outbox';
import { META } from './sessions';
import type { Store } from './store';
import { USERS } from './users';

/** Kept out of /_db: reset links, mails (they carry reset links) and the API's own bookkeeping. */
const HIDDEN = new Set([PASSWORD_RESETS, OUTBOX, META]);
/** Never shown: password hashes and session bookkeeping. */
const SECRET_KEYS = new Set(['password', 'sessions_valid_from', 'kept_session']);

/**
 * The data json-server's read-only inspector (`/_db`) sees: the live rows of
 * every collection (no copy; they change as the API writes), but users
 * without their password hashes and no collection that holds a way in.
 */
export const inspectorView = (store: Store): Record<string, unknown> => {
    const view: Record<string, unknown> = {};
    for (const [name] of store.entries()) {
        if (HIDDEN.has(name)) continue;
        Object.defineProperty(view, name, {
            enumerable: true,
            get: () => {
                const rows = store.collection(name).all;
                if (name !== USERS) return rows;
                return rows.map(row => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_KEYS.has(key))));
            },
        });
    }
    return view;
};
