/*
 * Every record's history and the recently deleted records, kept from the store's own writes (`Store.onWritten`),
 * in collections of the same store: they go through the same journal and snapshot as the records themselves.
 * A history is bounded (./historyBounds.ts) and read a page at a time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { HISTORY_PAGE, HISTORY_PAGE_BYTES, KEEP_DELETED_DAYS, type HistoryEntry } from '../../src/shared/recordHistory';
import { UPDATED_AT_KEY, UPDATED_BY_KEY, VERSION_KEY, versionOf } from '../../src/shared/versions';
import { currentActor } from '../auth/actor';
import type { StoredRecord } from './dbFile';
import {
    HISTORY_VALUES,
    REVISIONS,
    answerBytes,
    shownChange,
    storedChanges,
    trimHistory,
    type FieldChange,
} from './historyBounds';
import { HistoryIndex, sizeOf, type KeptHistory, type StoredChange } from './historyIndex';
import { newObjectId } from './objectId';
import { isSecretKey, withoutSecrets } from './secretKeys';
import type { Store, Written } from './store';

export { HISTORY_VALUES, REVISIONS, type FieldChange };
/** One entry per record deleted, holding it whole until it is restored, deleted forever or too old. */
export const DELETED = 'recently_deleted';

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

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields a write changed; secrets (./secretKeys.ts, at any depth) and bookkeeping left out. */
export const changedFields = (before: StoredRecord | undefined, after: StoredRecord): FieldChange[] => {
    const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
    return [...keys]
        .filter(key => !isSecretKey(key) && !BOOKKEEPING.has(key) && !same(before?.[key], after[key]))
        .map(key => ({
            field: key,
            before: withoutSecrets(before?.[key] ?? null),
            after: withoutSecrets(after[key] ?? null),
        }));
};

const actorFields = () => {
    const actor = currentActor();
    return { actor_id: actor?.id ?? null, actor_name: actor?.name ?? '' };
};

/** The version restore under way: the record it writes back and the version it brings. */
interface Restoring {
    collection: string;
    id: string;
    version: number;
}
const restoring = new AsyncLocalStorage<Restoring>();

/** Runs a version restore: the record's write it makes is kept as `restored`, naming the version. */
export const asRestoreOf = <T>(target: Restoring, fn: () => Promise<T>): Promise<T> => restoring.run(target, fn);

/** The deleted entry of a record, if it was deleted and is still kept. */
export const deletedEntryOf = (store: Store, collection: string, id: string): StoredRecord | undefined =>
    store.collection(DELETED).find(entry => entry.collection === collection && entry.record_id === id);

const indexes = new WeakMap<Store, HistoryIndex>();
const indexOf = (store: Store): HistoryIndex => {
    const index = indexes.get(store);
    if (!index) throw new Error('keepHistory(store) first');
    return index;
};

/** What made a write, as the history says it. */
const kindOf = (write: Written, putBack: boolean) => {
    const restore = restoring.getStore();
    if (restore && restore.collection === write.collection && restore.id === write.row._id)
        return { kind: 'restored', restored_version: restore.version };
    // A record put back under its id after a delete is a restore, not a new record.
    return { kind: putBack ? 'restored' : write.kind };
};

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
    // A record put back counts its changes from the record as it was deleted.
    const deleted = kind === 'created' ? deletedEntryOf(store, collection, row._id) : undefined;
    const changes = changedFields((deleted?.row as StoredRecord | undefined) ?? previous, row);
    if (kind === 'updated' && changes.length === 0) return;
    store.collection(REVISIONS).insert({
        _id: newObjectId(at),
        collection,
        record_id: row._id,
        version: versionOf(row),
        ...kindOf(write, deleted !== undefined),
        at: at.toISOString(),
        ...actorFields(),
        changes: storedChanges(store, collection, row._id, changes),
    });
    trimHistory(store, indexOf(store), collection, row._id);
};

/**
 * Starts keeping histories and deleted records of the given collections (those whose records are edited or
 * deleted: no other history could be read); call once, when the store opens. A data file from before the bounds
 * has its histories trimmed to them here, and any history of another collection dropped.
 */
export const keepHistory = (store: Store, collections: readonly string[]): void => {
    const kept = new Set(collections);
    const index = new HistoryIndex(store.collection(REVISIONS), store.collection(HISTORY_VALUES));
    indexes.set(store, index);
    for (const [collection, id] of index.records()) {
        if (kept.has(collection)) trimHistory(store, index, collection, id);
        else purgeHistory(store, collection, id);
    }
    store.onWritten(write => {
        if (kept.has(write.collection)) recordWrite(store, write);
    });
};

/** A record's kept revisions, newest first. */
const revisionsOf = (store: Store, collection: string, id: string): StoredRecord[] =>
    [...(indexOf(store).of(collection, id)?.revisions ?? [])].reverse();

/** The oldest version a history can go back to: the one before its oldest kept change (a creation: itself). */
const oldestVersion = (revisions: readonly StoredRecord[]): number => {
    const oldest = revisions.at(-1);
    if (!oldest) return Number.POSITIVE_INFINITY;
    return oldest.kind === 'created' ? Number(oldest.version) : Number(oldest.version) - 1;
};

/**
 * The record's kept fields as they were at a version: the record now, with each later change undone. Only the
 * fields the history names; undefined when the history does not reach that far.
 */
export const valuesAt = (
    store: Store,
    collection: string,
    current: StoredRecord,
    version: number,
): Record<string, unknown> | undefined => {
    const revisions = revisionsOf(store, collection, current._id);
    if (version < oldestVersion(revisions) || version >= versionOf(current)) return undefined;
    const values: Record<string, unknown> = {};
    for (const entry of revisions) {
        if (Number(entry.version) <= version) break;
        for (const change of entry.changes as StoredChange[]) values[change.field] = shownChange(store, change).before;
    }
    return values;
};

/** A page of a record's history, as the history call answers it (without the record's version). */
export interface HistoryPage {
    oldest: number | null;
    entries: HistoryEntry[];
    next: number | null;
    dropped: number;
}

const entryOf = (store: Store, revision: StoredRecord): HistoryEntry => ({
    id: revision._id,
    version: Number(revision.version),
    kind: revision.kind as HistoryEntry['kind'],
    ...(typeof revision.restored_version === 'number' ? { restored_version: revision.restored_version } : {}),
    at: String(revision.at),
    actor_name: String(revision.actor_name ?? ''),
    changes: ((revision.changes as StoredChange[] | undefined) ?? []).map(change => shownChange(store, change)),
});

/** The revisions of one page: newest first from the first older than `before`, within the limit and the bytes. */
const pageOf = (kept: KeptHistory, before: number, limit: number): { page: StoredRecord[]; more: boolean } => {
    const { revisions } = kept;
    let at = revisions.length - 1;
    while (at >= 0 && Number(revisions[at].version) >= before) at -= 1;
    const page: StoredRecord[] = [];
    let bytes = 0;
    for (; at >= 0 && page.length < limit; at -= 1) {
        const size = answerBytes(kept, revisions[at], sizeOf(revisions[at]));
        if (page.length > 0 && bytes + size > HISTORY_PAGE_BYTES) break;
        bytes += size;
        page.push(revisions[at]);
    }
    return { page, more: at >= 0 };
};

/**
 * Up to `limit` of a record's versions older than `before`, newest first, and no more than about
 * HISTORY_PAGE_BYTES of them (at least one): a read costs a page, whatever the history holds.
 */
export const historyPage = (
    store: Store,
    collection: string,
    id: string,
    { before = Number.POSITIVE_INFINITY, limit = HISTORY_PAGE }: { before?: number; limit?: number },
): HistoryPage => {
    const kept = indexOf(store).of(collection, id);
    if (!kept || kept.revisions.length === 0) return { oldest: null, entries: [], next: null, dropped: 0 };
    const { page, more } = pageOf(kept, before, limit);
    const last = page.at(-1);
    return {
        oldest: oldestVersion([kept.revisions[0]]),
        entries: page.map(revision => entryOf(store, revision)),
        next: more && last ? Number(last.version) : null,
        dropped: Number(kept.revisions[0].dropped ?? 0),
    };
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

/** Drops a record's history: its revisions and their large values. */
const purgeHistory = (store: Store, collection: string, id: string): void => {
    const kept = indexOf(store).of(collection, id);
    for (const revision of [...(kept?.revisions ?? [])]) store.collection(REVISIONS).remove(revision._id);
    for (const ref of [...(kept?.values.keys() ?? [])]) store.collection(HISTORY_VALUES).remove(ref);
};

/** Drops a deleted record for good: its entry, its history, its files. */
export const purgeDeleted = async (store: Store, entry: StoredRecord): Promise<void> => {
    const collection = String(entry.collection);
    store.collection(DELETED).remove(entry._id);
    purgeHistory(store, collection, String(entry.record_id));
    await purges.get(store)?.get(collection)?.(entry.row as StoredRecord);
};

/** Drops the deleted records older than the days they are kept. */
export const purgeExpired = async (store: Store, now = new Date()): Promise<void> => {
    const limit = new Date(now.getTime() - KEEP_DELETED_DAYS * 86_400_000).toISOString();
    const expired = store.collection(DELETED).all.filter(entry => String(entry.deleted_at) < limit);
    for (const entry of expired) await purgeDeleted(store, entry);
};
