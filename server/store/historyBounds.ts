/*
 * What keeps a record's history bounded: a large value (a long description) is kept once per record however many
 * versions name it, and a record keeps at most HISTORY_MAX_VERSIONS versions and HISTORY_MAX_BYTES bytes, older
 * versions dropped first and counted on the oldest one left.
 */
import { createHash } from 'node:crypto';
import { HISTORY_LARGE_VALUE_BYTES, HISTORY_MAX_BYTES, HISTORY_MAX_VERSIONS } from '../../src/shared/recordHistory';
import type { StoredRecord } from './dbFile';
import { HistoryIndex, refsOf, type KeptHistory, type StoredChange } from './historyIndex';
import type { Store } from './store';

/** One entry per write of a versioned record: which fields changed, from what to what. */
export const REVISIONS = 'revisions';
/** The large values of the revisions, one row per value and record: `{_id, collection, record_id, value}`. */
export const HISTORY_VALUES = 'history_values';

/** A field's value before and after one write. */
export interface FieldChange {
    field: string;
    before: unknown;
    after: unknown;
}

/** The id of a record's large value: the same value of the same record is one row. */
const valueId = (collection: string, id: string, json: string): string =>
    createHash('sha256').update(`${collection}\u0000${id}\u0000${json}`).digest('hex').slice(0, 32);

/** One side of a change: the value inline when small, else kept once and named. */
const side = (store: Store, collection: string, id: string, name: 'before' | 'after', value: unknown) => {
    const json = JSON.stringify(value ?? null);
    if (Buffer.byteLength(json) < HISTORY_LARGE_VALUE_BYTES) return { [name]: value ?? null };
    const ref = valueId(collection, id, json);
    const values = store.collection(HISTORY_VALUES);
    if (!values.get(ref)) values.insert({ _id: ref, collection, record_id: id, value });
    return { [`${name}_ref`]: ref };
};

/** A write's changes as a revision keeps them: large values once per record, named by id. */
export const storedChanges = (
    store: Store,
    collection: string,
    id: string,
    changes: readonly FieldChange[],
): StoredChange[] =>
    changes.map(({ field, before, after }) => ({
        field,
        ...side(store, collection, id, 'before', before),
        ...side(store, collection, id, 'after', after),
    }));

const valueOf = (store: Store, ref: string | undefined, inline: unknown): unknown =>
    ref === undefined ? (inline ?? null) : (store.collection(HISTORY_VALUES).get(ref)?.value ?? null);

/** A kept change as answers show it: its large values read back. */
export const shownChange = (store: Store, change: StoredChange): FieldChange => ({
    field: change.field,
    before: valueOf(store, change.before_ref, change.before),
    after: valueOf(store, change.after_ref, change.after),
});

/** The bytes a page of history answers for one revision: the revision and the large values it names. */
export const answerBytes = (kept: KeptHistory, revision: StoredRecord, size: number): number =>
    refsOf(revision).reduce((total, ref) => total + (kept.values.get(ref) ?? 0), size);

const overBounds = (kept: KeptHistory): boolean =>
    kept.revisions.length > HISTORY_MAX_VERSIONS || HistoryIndex.bytes(kept) > HISTORY_MAX_BYTES;

/** Removes the record's large values no kept revision names any more. */
const dropUnused = (store: Store, kept: KeptHistory): void => {
    for (const ref of [...kept.values.keys()]) if (!kept.uses.has(ref)) store.collection(HISTORY_VALUES).remove(ref);
};

/**
 * Drops a record's oldest versions while its history is over either bound (the newest is always kept), with the
 * large values no version names any more; the oldest version left counts every version dropped (`dropped`).
 */
export const trimHistory = (store: Store, index: HistoryIndex, collection: string, id: string): void => {
    const kept = index.of(collection, id);
    if (!kept) return;
    const revisions = store.collection(REVISIONS);
    let dropped = 0;
    while (kept.revisions.length > 1 && overBounds(kept)) {
        const oldest = kept.revisions[0];
        dropped = Math.max(dropped, Number(oldest.dropped ?? 0)) + 1;
        revisions.remove(oldest._id);
        dropUnused(store, kept);
    }
    dropUnused(store, kept);
    const oldest = kept.revisions[0];
    if (dropped > 0 && oldest) revisions.replace({ ...oldest, dropped });
};
