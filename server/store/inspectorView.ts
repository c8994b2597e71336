import { PASSWORD_RESETS } from '../auth/passwordChanges';
import { OUTBOX } from './outbox';
import { META } from '../auth/sessions';
import { withoutSecrets } from './secretKeys';
import type { Store } from './store';

/** Kept out of /_db: reset links, mails (they carry reset links) and the API's own bookkeeping. */
const HIDDEN = new Set([PASSWORD_RESETS, OUTBOX, META]);

/**
 * The data json-server's read-only inspector (`/_db`) sees: the live rows of every collection (no copy where no
 * row holds a secret; they change as the API writes), never a key the one rule of ./secretKeys.ts calls secret, at
 * any depth (a deleted person's password hash inside `recently_deleted` included), and no collection that holds
 * a way in.
 */
export const inspectorView = (store: Store): Record<string, unknown> => {
    const view: Record<string, unknown> = {};
    for (const [name] of store.entries()) {
        if (HIDDEN.has(name)) continue;
        Object.defineProperty(view, name, {
            enumerable: true,
            get: () => {
                const rows = store.collection(name).all;
                const shown = rows.map(withoutSecrets);
                return shown.some((row, at) => row !== rows[at]) ? shown : rows;
            },
        });
    }
    return view;
};
