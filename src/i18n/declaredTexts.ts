import { declarations } from '../resources/declarations';
import { PACKAGE_PRICE_FIELDS } from '../resources/subscription/packagePrices';
import type { FieldDef, ResourceDeclaration } from '../schema/types';

/**
 * The English texts the engine and the declarations show, which the views
 * translate keyed by the text itself (see src/schema/views/useText.ts). They
 * are gathered here, not listed by hand, so a new declaration's labels,
 * messages, choices and confirmations are in the completeness check (and the
 * `npm run i18n:missing` skeleton) as soon as it is registered.
 */

/** Properties of a declaration whose string values are shown to the user. */
const SHOWN = new Set([
    'label',
    'inputLabel',
    'required',
    'emptyText',
    'message',
    'typeError',
    'name',
    'fallbackLabel',
    'action',
    'on',
    'off',
    'title',
    'placeholder',
    'addLabel',
    'addTitle',
    'editTitle',
    'saveLabel',
    'updateLabel',
    'delete',
]);

/** Parts that are never shown: API calls, stored values, the server's own words, keys. */
const HIDDEN = new Set(['api', 'endpoint', 'values', 'serverMessage', 'default', 'fixed', 'send', 'protectedWhen', 'defaultSort']);

/** The generic views' own texts (lists, dialogs, rows, switches, validation). */
export const ENGINE_TEXTS = [
    'No data found.',
    'No matches found',
    'Action',
    'Retry',
    'The list could not be loaded.',
    'View',
    'Edit',
    'Delete',
    'Are you sure you want to  delete ?',
    'on',
    'off',
    'Yes',
    'No',
    'Add',
    'Save',
    'Update',
    'Status',
    'Created date',
    'Search',
    'Pagination',
    'Please enter a number',
    'Please choose one of the options',
    'Please choose a colour from the palette',
    'Something went wrong',
    'Success',
] as const;

const walk = (value: unknown, key: string | undefined, found: Set<string>): void => {
    if (key && HIDDEN.has(key)) return;
    if (typeof value === 'string') {
        // Numbers written as text (a default of '0') are not words to translate.
        if (key && SHOWN.has(key) && /\p{L}/u.test(value)) found.add(value);
        return;
    }
    if (Array.isArray(value)) {
        value.forEach(item => walk(item, key === 'choices' ? undefined : key, found));
        return;
    }
    if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, k, found);
    }
};

/**
 * Fields of custom pages that validate with the engine's rules (`fieldsSchema`) outside any declaration:
 * their labels and messages are shown the same way. Add a page's fields here when you build one.
 */
export const PAGE_FIELD_SETS: readonly Readonly<Record<string, FieldDef>>[] = [PACKAGE_PRICE_FIELDS];

/** Every text a set of declarations (and the pages' field sets) shows, plus the engine's, sorted. */
export const declaredTexts = (
    decls: readonly ResourceDeclaration[] = declarations,
    fieldSets: readonly Readonly<Record<string, FieldDef>>[] = PAGE_FIELD_SETS,
): string[] => {
    const found = new Set<string>(ENGINE_TEXTS);
    for (const fields of fieldSets) walk(fields, undefined, found);
    for (const decl of decls) {
        const { name: _name, route: _route, collection: _collection, singular: _singular, createdKey: _created, ...shown } = decl;
        walk(shown, undefined, found);
    }
    return [...found].sort((a, b) => a.localeCompare(b));
};
