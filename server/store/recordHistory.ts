/*
 * Every record's history and the recently deleted records, kept from the store's own writes (`Store.onWritten`),
 * in two collections of the same store: they go through the same journal and snapshot as the records themselves.
 */
import { KEEP_DELETED_DAYS } from '../../src/shared/recordHistory';
import { UPDATED_AT_KEY, UPDATED_BY_KEY, VERSION_KEY, versionOf } from '../../src/shared/versions';
import { currentActor } from '../auth/actor';
import type { StoredRecord } from './dbFile';
import { newObjectId } from './objectId';
import type { Store, Written } from './store';

/** One entry per write of a versioned record: which fields changed, from what to what. */
export const REVISIONS = 'revisions';
/** One entry per record deleted, holding it whole until it is restored, deleted forever or too old. */
export const DELETED = 'recently_deleted';

/** A field's value before and after one write. */
export interface FieldChange {
    field: string;
    before: unknown;
    after: unknown;
}

/** Bookkeeping the store and routes stamp on every write: not a change a person made. */
const BOOKKEEPING = new Set([
    '_id',
    VERSION_KEY,
    UPDATED_AT_KEY,
    UPDATED_BY_KEY,
    'updatedAt',
    'created_at',
    'createdAt',
]);

/** Secrets (a password's hash, a session's marks, tokens) are never kept in a history, whatever the record. */
export const isSecretKey = (key: string): boolean => /password|token|secret|session/i.test(key) || BOOKKEEPING.has(key);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields a write changed, secrets left out. */
export const changedFields = (before: StoredRecord | undefined, after: StoredRecord): FieldChange[] => {
    const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
    return [...keys]
        .filter(key => !isSecretKey(key) && !same(before?.[key], after[key]))
        .map(key => ({ field: key, before: before?.[key] ?? null, after: after[key] ?? null }));
};

const actorFields = () => {
    const actor = currentActor();
    return { actor_id: actor?.id ?? null, actor_name: actor?.name ?? '' };
};

/** The deleted entry of a record, if it was deleted and is still kept. */
export const deletedEntryOf = (store: Store, collection: string, id: string): StoredRecord | undefined =>
    store.collection(DELETED).find(entry => entry.collection === collection && entry.record_id === id);

const recordWrite = (store: Store, write: Written): void => {
    const { collection, kind, row, previous } = write;
    const at = new Date();
    if (kind === 'deleted') {
        store.collection(DELETED).insert({
            _id: newObjectId(at),
            collection,
            record_id: row._id,
            row,
            deleted_at: at.toISOString(),
            ...actorFields(),
        });
        return;
    }
    const changes = changedFields(previous, row);
    if (kind === 'updated' && changes.length === 0) return;
    store.collection(REVISIONS).insert({
        _id: newObjectId(at),
        collection,
        record_id: row._id,
        version: versionOf(row),
        // A record put back under its id after a delete is a restore, not a new record.
        kind: kind === 'created' && deletedEntryOf(store, collection, row._id) ? 'restored' : kind,
        at: at.toISOString(),
        ...actorFields(),
        changes,
    });
};

/** Starts keeping histories and deleted records; call once, when the store opens. */
export const keepHistory = (store: Store): void => store.onWritten(write => recordWrite(store, write));

/** A record's history, newest first. */
export const revisionsOf = (store: Store, collection: string, id: string): StoredRecord[] =>
    store
        .collection(REVISIONS)
        .all.filter(entry => entry.collection === collection && entry.record_id === id)
        .sort((a, b) => Number(b.version) - Number(a.version));

/** The oldest version a history can go back to: the one before its first kept change. */
export const oldestVersion = (revisions: readonly StoredRecord[]): number => {
    const oldest = revisions.at(-1);
    if (!oldest) return Number.POSITIVE_INFINITY;
    return oldest.kind === 'updated' ? Number(oldest.version) - 1 : Number(oldest.version);
};

/**
 * The record's kept fields as they were at a version: the record now, with each later change undone. Only the
 * fields the history names; undefined when the history does not reach that far.
 */
export const valuesAt = (
    revisions: readonly StoredRecord[],
    current: StoredRecord,
    version: number,
): Record<string, unknown> | undefined => {
    if (version < oldestVersion(revisions) || version >= versionOf(current)) return undefined;
    const values: Record<string, unknown> = {};
    for (const entry of revisions) {
        if (Number(entry.version) <= version) break;
        for (const change of entry.changes as FieldChange[]) values[change.field] = change.before;
    }
    return values;
};

/** What to do when a deleted record is dropped for good (its files removed), by collection. */
type Purge = (row: StoredRecord) => Promise<void>;
const purges = new WeakMap<Store, Map<string, Purge>>();

/** A collection whose records keep files: they are removed when the deleted record is dropped, not before. */
export const onPurge = (store: Store, collection: string, purge: Purge): void => {
    const known = purges.get(store) ?? new Map<string, Purge>();
    known.set(collection, purge);
    purges.set(store, known);
};

/** Drops a deleted record for good: its entry, its history, its files. */
export const purgeDeleted = async (store: Store, entry: StoredRecord): Promise<void> => {
    const collection = String(entry.collection);
    store.collection(DELETED).remove(entry._id);
    for (const revision of revisionsOf(store, collection, String(entry.record_id)))
        store.collection(REVISIONS).remove(revision._id);
    await purges.get(store)?.get(collection)?.(entry.row as StoredRecord);
};

/** Drops the deleted records older than the days they are kept. */
export const purgeExpired = async (store: Store, now = new Date()): Promise<void> => {
    const limit = new Date(now.getTime() - KEEP_DELETED_DAYS * 86_400_000).toISOString();
    const expired = store.collection(DELETED).all.filter(entry => String(entry.deleted_at) < limit);
    for (const entry of expired) await purgeDeleted(store, entry);
};
