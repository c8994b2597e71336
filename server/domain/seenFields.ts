import type { ResourceDeclaration } from '../../src/shared/types';

const seen = new WeakMap<ResourceDeclaration, Map<string, ResourceDeclaration>>();

/**
 * The declaration as a session that may not see some fields reads it: those fields neither searched nor sorted
 * by, so a search or an order cannot tell what they hold. One object per set of hidden fields, so the list's
 * search index and kept orders are built once for it.
 */
export const declarationSeenBy = (decl: ResourceDeclaration, hidden: readonly string[]): ResourceDeclaration => {
    const fields = hidden.filter(name => Object.hasOwn(decl.fields, name)).sort();
    if (fields.length === 0) return decl;
    const key = fields.join(',');
    let byHidden = seen.get(decl);
    if (!byHidden) seen.set(decl, (byHidden = new Map()));
    let found = byHidden.get(key);
    if (!found) {
        const narrowed = Object.entries(decl.fields).map(([name, field]) => [
            name,
            fields.includes(name) ? { ...field, searchable: false, sortable: false } : field,
        ]);
        found = { ...decl, fields: Object.fromEntries(narrowed) as ResourceDeclaration['fields'] };
        byHidden.set(key, found);
    }
    return found;
};

/** What a list's kept results are told apart by: the fields its search reads. */
export const searchedFields = (decl: ResourceDeclaration): string =>
    Object.keys(decl.fields)
        .filter(name => decl.fields[name].searchable)
        .join(',');
