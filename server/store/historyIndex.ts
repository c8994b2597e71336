/*
 * Every record's kept history at hand: its revisions oldest first, the large values they name, and how many bytes
 * they take in the data file, kept up to date from the two collections' writes. Bounds and pages read it rather
 * than every record's history.
 */
import type { Collection, RowsWatcher } from './collection';
import type { StoredRecord } from './dbFile';

/** A change of a revision as stored: a value inline, or the id of a large value kept once (`*_ref`). */
export interface StoredChange {
    field: string;
    before?: unknown;
    after?: unknown;
    before_ref?: string;
    after_ref?: string;
}

/** One record's history: its revisions by version, oldest first, and its large values with their sizes. */
export interface KeptHistory {
    revisions: StoredRecord[];
    revisionBytes: number;
    /** Its large values by id, with the bytes each takes. */
    values: Map<string, number>;
    valueBytes: number;
    /** How many of its revisions name each value. */
    uses: Map<string, number>;
}

const keyOf = (row: StoredRecord): string => `${String(row.collection)}\u0000${String(row.record_id)}`;

const sizes = new WeakMap<StoredRecord, number>();

/** The bytes a row takes in the data file (its JSON). */
export const sizeOf = (row: StoredRecord): number => {
    let size = sizes.get(row);
    if (size === undefined) {
        size = Buffer.byteLength(JSON.stringify(row));
        sizes.set(row, size);
    }
    return size;
};

/** The large values a revision names. */
export const refsOf = (revision: StoredRecord): string[] =>
    ((revision.changes as StoredChange[] | undefined) ?? []).flatMap(change =>
        [change.before_ref, change.after_ref].filter((ref): ref is string => typeof ref === 'string'),
    );

const byVersion = (a: StoredRecord, b: StoredRecord): number => Number(a.version) - Number(b.version);

export class HistoryIndex {
    private readonly byRecord = new Map<string, KeptHistory>();

    constructor(revisions: Collection, values: Collection) {
        revisions.watch(
            this.watcher(
                'revisions',
                row => this.addRevision(row),
                row => this.dropRevision(row),
            ),
        );
        values.watch(
            this.watcher(
                'values',
                row => this.addValue(row),
                row => this.dropValue(row),
            ),
        );
    }

    /** A record's kept history, if it has one. */
    of(collection: string, id: string): KeptHistory | undefined {
        return this.byRecord.get(`${collection}\u0000${id}`);
    }

    /** Every record with a kept history, as [collection, id]. */
    records(): Array<[string, string]> {
        return [...this.byRecord.keys()].map(key => key.split('\u0000') as [string, string]);
    }

    /** Its size in the data file: its revisions and its large values. */
    static bytes(kept: KeptHistory): number {
        return kept.revisionBytes + kept.valueBytes;
    }

    private watcher(
        part: 'revisions' | 'values',
        add: (row: StoredRecord) => void,
        drop: (row: StoredRecord) => void,
    ): RowsWatcher {
        return {
            loaded: rows => {
                this.clear(part);
                rows.forEach(add);
            },
            inserted: add,
            replaced: (before, after) => {
                drop(before);
                add(after);
            },
            removed: drop,
        };
    }

    /** Forgets one part of every record's history (its collection is loaded again: a reset). */
    private clear(part: 'revisions' | 'values'): void {
        for (const [key, kept] of this.byRecord) {
            if (part === 'revisions') {
                kept.revisions = [];
                kept.revisionBytes = 0;
                kept.uses.clear();
            } else {
                kept.values.clear();
                kept.valueBytes = 0;
            }
            if (kept.revisions.length === 0 && kept.values.size === 0) this.byRecord.delete(key);
        }
    }

    private kept(row: StoredRecord): KeptHistory {
        const key = keyOf(row);
        let kept = this.byRecord.get(key);
        if (!kept) {
            kept = { revisions: [], revisionBytes: 0, values: new Map(), valueBytes: 0, uses: new Map() };
            this.byRecord.set(key, kept);
        }
        return kept;
    }

    private forget(row: StoredRecord, kept: KeptHistory): void {
        if (kept.revisions.length === 0 && kept.values.size === 0) this.byRecord.delete(keyOf(row));
    }

    private addRevision(row: StoredRecord): void {
        const kept = this.kept(row);
        const last = kept.revisions.at(-1);
        kept.revisions.push(row);
        if (last && byVersion(last, row) > 0) kept.revisions.sort(byVersion);
        kept.revisionBytes += sizeOf(row);
        for (const ref of refsOf(row)) kept.uses.set(ref, (kept.uses.get(ref) ?? 0) + 1);
    }

    private dropRevision(row: StoredRecord): void {
        const kept = this.byRecord.get(keyOf(row));
        const at = kept?.revisions.indexOf(row) ?? -1;
        if (!kept || at === -1) return;
        kept.revisions.splice(at, 1);
        kept.revisionBytes -= sizeOf(row);
        for (const ref of refsOf(row)) {
            const uses = (kept.uses.get(ref) ?? 1) - 1;
            if (uses > 0) kept.uses.set(ref, uses);
            else kept.uses.delete(ref);
        }
        this.forget(row, kept);
    }

    private addValue(row: StoredRecord): void {
        const kept = this.kept(row);
        const size = sizeOf(row);
        kept.values.set(row._id, size);
        kept.valueBytes += size;
    }

    private dropValue(row: StoredRecord): void {
        const kept = this.byRecord.get(keyOf(row));
        const size = kept?.values.get(row._id);
        if (!kept || size === undefined) return;
        kept.values.delete(row._id);
        kept.valueBytes -= size;
        this.forget(row, kept);
    }
}
