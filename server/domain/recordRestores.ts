/*
 * Bringing records back: a version of a record through the normal update (its rules, its version check), a
 * deleted record through the rules of an add, under its own id.
 */
import { formFields } from '../../src/shared/defineResource';
import { historyRowOf } from '../../src/shared/recordHistory';
import type { ResourceDeclaration } from '../../src/shared/types';
import { validateRecord } from '../../src/shared/validation';
import { Refusal } from '../http/answers';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import { DELETED, deletedEntryOf, revisionsOf, valuesAt } from '../store/recordHistory';
import type { Store } from '../store/store';
import { type Collections, type Completion, defined, refuseDuplicates, updateRecord } from './recordChanges';

type Body = Record<string, unknown>;

/** Who may see a record's history and bring it back: a coach only what it may edit (its own, by `ownerKey`). */
export type MayEdit = (row: StoredRecord) => boolean;

/** The fields a restore writes back: the form's, but no file (a replaced file is not kept). */
const restorableFields = (decl: ResourceDeclaration): string[] =>
    formFields(decl)
        .filter(([, field]) => field.kind !== 'file')
        .map(([name]) => name);

/** The version a restore asks for: a whole number (types before rules). */
export const askedVersion = (body: Body): number => {
    const { version } = body;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
        throw new Refusal(400, 'version must be a whole number of at least 0');
    return version;
};

/** One of the declaration's records the session may edit, else 404 (never says whose it is). */
export const editableRecord = (
    decl: ResourceDeclaration,
    rows: Collection,
    id: string,
    mayEdit: MayEdit,
): StoredRecord => {
    const row = rows.get(id);
    if (!row || !historyRowOf(decl, row) || !mayEdit(row)) throw new Refusal(404, `${decl.singular} not found`);
    return row;
};

/** What the record's restore needs beside the record: the store, the rules' completion, the version read. */
export interface RestoreContext {
    store: Store;
    rows: Collection;
    mayEdit: MayEdit;
    complete: Completion;
    others: Collections;
    /** The entity module's own edit rules, where its routes are its own (./restoreRules.ts). */
    ownRules?: {
        check: (values: Body, row: StoredRecord) => Promise<Body>;
        after: (saved: StoredRecord) => void;
    };
}

/** Writes the record's values at `version` back through the update; fields the old version lacked keep theirs. */
export const restoreVersion = async (
    decl: ResourceDeclaration,
    context: RestoreContext,
    id: string,
    version: number,
    expected: number | undefined,
): Promise<StoredRecord> => {
    const { store, rows, mayEdit, complete, others } = context;
    const update = decl.api.update;
    if (!update) throw new Refusal(404, `${decl.singular} has no history`);
    const current = editableRecord(decl, rows, id, mayEdit);
    const values = valuesAt(revisionsOf(store, decl.collection, id), current, version);
    if (!values) throw new Refusal(404, `Version ${version} of this ${decl.singular.toLowerCase()} is not kept`);
    const asked = Object.fromEntries(
        restorableFields(decl)
            .filter(name => values[name] !== undefined && values[name] !== null)
            .map(name => [name, values[name]]),
    );
    // The module's rules see the record as the restore leaves it: its current values, the asked ones over them.
    const whole = { ...Object.fromEntries(formFields(decl).map(([name]) => [name, current[name]])), ...asked };
    const sent = context.ownRules ? { ...asked, ...(await context.ownRules.check(whole, current)) } : asked;
    // Through the update's own rules; every restorable field is sent, whatever the endpoint's payload keys.
    const endpoint = { ...update, send: Object.keys(sent) };
    const saved = await updateRecord(decl, endpoint, rows, id, sent, complete, others, expected);
    context.ownRules?.after(saved);
    return saved;
};

/** A deleted record the session may bring back, else 404. */
export const deletedEntry = (store: Store, decl: ResourceDeclaration, id: string, mayEdit: MayEdit): StoredRecord => {
    const entry = deletedEntryOf(store, decl.collection, id);
    const row = entry?.row as StoredRecord | undefined;
    if (!entry || !row || !historyRowOf(decl, row) || !mayEdit(row))
        throw new Refusal(404, `No deleted ${decl.singular.toLowerCase()} with this id`);
    return entry;
};

/** Puts a deleted record back under its id, after the rules of an add; its kept files come back with it. */
export const restoreDeleted = async (
    decl: ResourceDeclaration,
    context: RestoreContext,
    id: string,
): Promise<StoredRecord> => {
    const { store, rows, mayEdit, complete, others } = context;
    const row = deletedEntry(store, decl, id, mayEdit).row as StoredRecord;
    // Its kept file counts as given, as a stored name does in an edit.
    const asked = Object.fromEntries(formFields(decl).map(([name]) => [name, row[name]]));
    const values = context.ownRules ? { ...asked, ...(await context.ownRules.check(asked, row)) } : asked;
    const clean = complete(await validateRecord(decl, defined(values)));
    // After the await: restored or added meanwhile counts.
    const entry = deletedEntry(store, decl, id, mayEdit);
    if (rows.get(id)) throw new Refusal(409, `This ${decl.singular.toLowerCase()} is already back`);
    refuseDuplicates(decl, rows, clean, id, others);
    const restored = rows.insert({ ...row, ...defined(clean) });
    store.collection(DELETED).remove(entry._id);
    context.ownRules?.after(restored);
    return restored;
};
