import { ACCOUNT_MESSAGES } from '../shared/account/accountRules';
import { LEAVE_TEXTS } from '../components/LeaveGuard';
import { LOGIN_MESSAGES } from '../shared/account/rules';
import { PROFILE_MESSAGES } from '../shared/account/profileRules';
import { REGISTER_MESSAGES } from '../pages/register/rules';
import { declarations } from '../shared/entities/declarations';
import { BULK_TEXTS } from '../schema/bulk';
import { PHONE_TEXTS } from '../schema/phoneRow';
import { COLUMN_TEXTS } from '../shared/columnChoice';
import { SEARCH_LABEL } from '../schema/listDefaults';
import { ENGINE_MESSAGES } from '../shared/messages';
import { PERMISSION_CATALOGUE } from '../shared/permissions/screens';
import { builtFrom } from '../shared/runtimeMessages';
import { VIEW_TEXTS } from '../shared/savedViews';
import { IMPORT_TEXTS } from '../schema/importTexts';
import { HISTORY_TEXTS } from '../schema/historyTexts';
import type { FieldDef, ResourceDeclaration } from '../shared/types';
import { folderFields, folderShown } from './folderTexts';

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
    'text',
    'emptyNote',
    'plural',
    'missing',
    // A yes/no field's own words (`texts: { true: 'NO', false: 'YES' }`).
    'true',
    'false',
]);

/** Parts that are never shown: API calls, stored values, the server's own words, keys. */
const HIDDEN = new Set([
    'api',
    'endpoint',
    'values',
    'toggleMessages',
    'default',
    'fixed',
    'send',
    'protectedWhen',
    'defaultSort',
]);

/** The generic views' own texts (lists, dialogs, rows, switches, validation). */
const ENGINE_TEXTS = [
    'No data found.',
    'No matches found',
    'Action',
    'Retry',
    'The choices could not be loaded.',
    // A picker whose options wait for another field (TBP access on For whom, a sub folder on its folder).
    'Choose %{field} first',
    'Restore the %{name} you were adding?',
    'Restore',
    'Discard',
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
    'Record not found',
    'The choices could not be loaded',
    // A Save over a newer version: merged, or asked field by field (src/schema/views/ConflictDialog.tsx).
    'This record has changed',
    'Changed by %{name} at %{time}: you both changed the fields below.',
    'Pick the value to keep for each; their other changes are kept with yours.',
    'Keep theirs: %{field}',
    'Keep yours: %{field}',
    'Save these values',
    'Merged with the changes %{name} saved meanwhile: %{fields}',
    'someone else',
    // A draft of typed, unsaved edits offered back when its form opens (src/schema/views/DraftOffer.tsx).
    'Unsaved changes from %{time}',
    'Files chosen then were not kept: %{files}',
    // Who else has the record open in an edit form (src/schema/views/OthersHere.tsx).
    'Also open by %{names}',
    'Field',
    'Theirs',
    'Yours',
    // A record deleted elsewhere while its modal is open.
    'Deleted by %{name}: the modal was closed',
    'Deleted by %{name}: your changes can no longer be saved',
    // A switch's cell in the CSV export.
    'Active',
    'Inactive',
    // Messages made from a field's label or bounds, as templates (src/shared/messages.ts).
    ...Object.values(ENGINE_MESSAGES),
    // A list's search box's name (src/schema/listDefaults.ts).
    SEARCH_LABEL,
    // The lists' bulk bar (src/schema/bulk.ts).
    ...Object.values(BULK_TEXTS),
    // The lists' Columns chooser (src/shared/columnChoice.ts).
    ...Object.values(COLUMN_TEXTS),
    // The lists' saved views (src/shared/savedViews.ts).
    ...Object.values(VIEW_TEXTS),
    // The lists' CSV import (src/schema/importTexts.ts).
    ...Object.values(IMPORT_TEXTS),
    // A list on a phone (src/schema/phoneRow.ts).
    ...Object.values(PHONE_TEXTS),
    // Every record's history and the recently deleted records (src/schema/historyTexts.ts).
    ...Object.values(HISTORY_TEXTS),
] as const;

/**
 * The custom screens' own texts, shown through useText() keyed by their
 * English text (the log-in-as banner, the command palette, name lists); an
 * entity folder lists its screens' own in its texts.ts (`shown`).
 * Add a screen's texts here when it shows one outside any declaration.
 */
const SCREEN_TEXTS = [
    // Log in as, from a person's row and its page.
    'Log in as',
    'Cannot login',
    'Signed in as %{name}',
    'Back to super admin',
    // Rows a signed-in coach did not create (src/schema/views/RowActions.tsx), built-in rows.
    'Only the creator can change this',
    'Built in: cannot be changed',
    'Only the creator can delete this',
    // Name lists, pickers, the CSV import.
    'Show More',
    'Show less',
    'Loading',
    // Command palette.
    'Command palette',
    'Search (Ctrl+K)',
    'Search screens, actions and records',
    'Searching…',
    'Go to',
    'Actions',
    // Leaving a changed form (src/components/LeaveGuard.tsx).
    ...Object.values(LEAVE_TEXTS),
    // The sign-in page (src/i18n/publicTexts.ts) and the lock screen when the server gives no reason.
    'Cannot sign in',
    // Log in as, while it signs in.
    'Signing in…',
    // A refused address names the records as the role catalogue does ("Support may not list coupon codes").
    ...PERMISSION_CATALOGUE.map(screen => screen.plural),
    'Back',
    // The sign-in, password recovery, change password, profile and register forms' messages.
    ...LOGIN_MESSAGES,
    ...ACCOUNT_MESSAGES,
    ...PROFILE_MESSAGES,
    ...REGISTER_MESSAGES,
] as const;

const walk = (value: unknown, key: string | undefined, found: Set<string>): void => {
    if (key && HIDDEN.has(key)) return;
    if (typeof value === 'string') {
        // Numbers written as text (a default of '0') are not words to translate.
        // A message built at run time (a password's bounds) is translated by its template.
        if (key && SHOWN.has(key) && /\p{L}/u.test(value)) found.add(builtFrom(value)?.template ?? value);
        return;
    }
    if (Array.isArray(value)) {
        value.forEach(item => walk(item, key === 'choices' ? undefined : key, found));
        return;
    }
    if (value && typeof value === 'object') {
        // emptyNotes: one note per choice of another field ({ coach: '...', student: '...' }).
        for (const [k, v] of Object.entries(value)) walk(v, key === 'emptyNotes' ? 'emptyNote' : k, found);
    }
};

/** Every text a set of declarations (and the folders' page fields) shows, plus the engine's and screens', sorted. */
export const declaredTexts = (
    decls: readonly ResourceDeclaration[] = declarations,
    fieldSets: readonly Readonly<Record<string, FieldDef>>[] = folderFields,
): string[] => {
    const found = new Set<string>([...ENGINE_TEXTS, ...SCREEN_TEXTS, ...folderShown]);
    for (const fields of fieldSets) walk(fields, undefined, found);
    for (const decl of decls) {
        const { name: _name, route: _route, collection: _collection, singular: _singular, ...shown } = decl;
        walk(shown, undefined, found);
    }
    return [...found].sort((a, b) => a.localeCompare(b));
};
