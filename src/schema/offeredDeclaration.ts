import type { ApiSection } from '../shared/language/api';
import type { ResourceDeclaration } from '../shared/types';
import { offersHistory } from '../shared/recordHistory';
import type { ScreenOffer } from './permissionOffer';

/** The calls a screen action needs: without the action, the console has no such call to offer. */
const CALLS: readonly [call: 'create' | 'update' | 'delete', action: string][] = [
    ['create', 'add'],
    ['update', 'edit'],
    ['delete', 'delete'],
];

/**
 * A declaration as this session may use it: without the calls its role may not make (no Add, Edit or Delete
 * button, no modal route for them) and without the fields it may not see (no column, no input, no export column).
 * The super-admin's is the declaration itself.
 */
export const offeredDeclaration = (decl: ResourceDeclaration, offer: ScreenOffer): ResourceDeclaration => {
    const hidden = Object.keys(decl.fields).filter(name => offer.field(name) === 'hidden');
    const refused = CALLS.filter(([call, action]) => decl.api[call] && !offer.may(action));
    if (hidden.length === 0 && refused.length === 0) return decl;
    const api: ApiSection = { ...decl.api };
    for (const [call] of refused) delete api[call];
    // A role that may open records but not edit them opens each read-only, as a view.
    const viewOnly = Boolean(decl.form && decl.api.update && !api.update && offer.may('open'));
    return {
        ...decl,
        api,
        ...(viewOnly && offersHistory(decl) ? { history: { ...decl.history, readOnly: true as const } } : {}),
        fields: Object.fromEntries(Object.entries(decl.fields).filter(([name]) => !hidden.includes(name))),
        list: {
            ...decl.list,
            columns: decl.list.columns.filter(column => !hidden.includes(column)),
            ...(viewOnly ? { openAction: 'view' as const } : {}),
        },
    };
};
