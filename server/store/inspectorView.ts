import { PASSWORD_RESETS } from '../auth/passwordChanges';
import { OUTBOX } from './outbox';
import { META } from '../auth/sessions';
import type { Store } from './store';

/** Kept out of /_db: reset links, mails (they carry reset links) and the API's own bookkeeping. */
const HIDDEN = new Set([PASSWORD_RESETS, OUTBOX, META]);
/** Never shown, in any collection: session bookkeeping, and any key that names a password, token or secret. */
const SESSION_KEYS = new Set(['sessions_valid_from', 'kept_session']);
const SECRET_KEY = /password|token|secret/i;
const isSecret = (key: string): boolean => SESSION_KEYS.has(key) || SECRET_KEY.test(key);
const withoutSecrets = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !isSecret(key)));

/**
 * The data json-server's read-only inspector (`/_db`) sees: the live rows of
 * every collection (no copy where no row holds a secret; they change as the
 * API writes), never a password hash, token, secret or session bookkeeping,
 * and no collection that holds a way in.
 */
export const inspectorView = (store: Store): Record<string, unknown> => {
    const view: Record<string, unknown> = {};
    for (const [name] of store.entries()) {
        if (HIDDEN.has(name)) continue;
        Object.defineProperty(view, name, {
            enumerable: true,
            get: () => {
                const rows = store.collection(name).all;
                return rows.some(row => Object.keys(row).some(isSecret)) ? rows.map(withoutSecrets) : rows;
            },
        });
    }
    return view;
};
