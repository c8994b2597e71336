/*
 * Bringing records back: a version of a record through its collection's edit (./recordEdits.ts: the edit route's
 * own rules, its version check, its answer), a deleted record through the rules of an add, under its own id.
 */
import { formFields } from '../../src/shared/defineResource';
import { historyRowOf } from '../../src/shared/recordHistory';
import type { ResourceDeclaration } from '../../src/shared/types';
import { validateRecord } from '../../src/shared/validation';
import { Refusal } from '../http/answers';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import { DELETED, asRestoreOf, deletedEntryOf, valuesAt } from '../store/recordHistory';
import type { Store } from '../store/store';
import { type WriteGuards, defined, refuseDuplicates, ruled } from './recordChanges';
import type { Edited, RecordEdit } from './recordEdits';
import type { Viewer } from './viewer';

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

/** What the record's restore needs beside the record: the store, its edit, what an add is judged by, who asks. */
export interface RestoreContext {
    store: Store;
    rows: Collection;
    mayEdit: MayEdit;
    /** The collection's edit: a version restore is that edit, a deleted record is put back by its `putBack`. */
    edit: RecordEdit | undefined;
    /** What an add of the collection is judged by: a record put back passes the same, its folder's rules included. */
    guards: Required<WriteGuards>;
    viewer: Viewer;
}

/**
 * Writes the record's values at `version` back through its collection's edit, as the edit route would make it
 * from the form as the restore leaves it: the values now, the version's over them (fields the old version lacked
 * keep theirs; never a file). Answers as the edit does.
 */
export const restoreVersion = async (
    decl: ResourceDeclaration,
    context: RestoreContext,
    id: string,
    version: number,
    expected: number | undefined,
): Promise<Edited> => {
    const { store, rows, mayEdit, edit, viewer } = context;
    if (!edit) throw new Refusal(404, `${decl.singular} has no history`);
    const current = editableRecord(decl, rows, id, mayEdit);
    const values = valuesAt(store, decl.collection, current, version);
    if (!values) throw new Refusal(404, `Version ${version} of this ${decl.singular.toLowerCase()} is not kept`);
    const given = (of: Body) =>
        Object.fromEntries(
            restorableFields(decl)
                .filter(name => of[name] !== undefined && of[name] !== null)
                .map(name => [name, of[name]]),
        );
    return asRestoreOf({ collection: decl.collection, id, version }, () =>
        edit.edit({ id, values: { ...given(current), ...given(values) }, viewer, expected }),
    );
};

/** A deleted record the session may bring back, else 404. */
export const deletedEntry = (store: Store, decl: ResourceDeclaration, id: string, mayEdit: MayEdit): StoredRecord => {
    const entry = deletedEntryOf(store, decl.collection, id);
    const row = entry?.row as StoredRecord | undefined;
    if (!entry || !row || !historyRowOf(decl, row) || !mayEdit(row))
        throw new Refusal(404, `No deleted ${decl.singular.toLowerCase()} with this id`);
    return entry;
};

/**
 * Puts a deleted record back under its id, after the rules of an add (its entity module's own add checks where it
 * has routes of its own) and its folder's rules over the record as it comes back; its kept files come back with it.
 */
export const restoreDeleted = async (
    decl: ResourceDeclaration,
    context: RestoreContext,
    id: string,
): Promise<StoredRecord> => {
    const { store, rows, mayEdit, guards, edit, viewer } = context;
    const row = deletedEntry(store, decl, id, mayEdit).row as StoredRecord;
    // Its kept file counts as given, as a stored name does in an edit.
    const asked = Object.fromEntries(formFields(decl).map(([name]) => [name, row[name]]));
    const values = edit?.putBack
        ? await edit.putBack(row, viewer)
        : guards.complete(await validateRecord(decl, defined(asked), { facts: guards.facts }));
    // After the await: restored or added meanwhile counts.
    const entry = deletedEntry(store, decl, id, mayEdit);
    if (rows.get(id)) throw new Refusal(409, `This ${decl.singular.toLowerCase()} is already back`);
    refuseDuplicates(decl, rows, values, id, guards.others);
    const restored = rows.insert(ruled({ ...row, ...defined(values) }, guards.rules));
    store.collection(DELETED).remove(entry._id);
    return restored;
};
