import type { StoredRecord } from './dbFile';

/** What changed, for the journal: a record as it now is, or the id of one removed. */
export type Change = { put: StoredRecord } | { del: string };

/** How a change came about, for those told of it after the journal (the live stream). */
export type ChangeKind = 'created' | 'updated' | 'deleted';

/** What a collection adds to a record it writes (a version, who and when); `previous` is the row it replaces. */
export type Stamp = (record: StoredRecord, previous: StoredRecord | undefined) => StoredRecord;

/** Derived orders (sorted, searched) kept per collection; bounded so a stream of searches cannot grow memory. */
const MAX_DERIVED = 24;

/** Told of every change to a collection's rows, in order (e.g. a search index kept beside them). */
export interface RowsWatcher {
    loaded(rows: readonly StoredRecord[]): void;
    inserted(row: StoredRecord): void;
    replaced(before: StoredRecord, after: StoredRecord): void;
    removed(row: StoredRecord): void;
}

/**
 * One collection held in memory. Rows stay in insertion order, which is
 * creation order (the store sorts the file's rows by `created_at` on load and
 * new rows are appended), so "newest first" is a reverse walk, not a sort.
 * Records are replaced, never mutated, so anything cached per record object
 * (search text) stays correct.
 */
export class Collection {
    private readonly rows: StoredRecord[] = [];
    private readonly byId = new Map<string, StoredRecord>();
    private readonly derived = new Map<string, readonly StoredRecord[]>();
    private readonly watchers: RowsWatcher[] = [];

    constructor(
        rows: readonly StoredRecord[],
        /** `previous`: the row a put replaced (none for a new row); for a removal, the row removed. */
        private readonly onChange: (
            change: Change,
            kind: ChangeKind,
            row: StoredRecord,
            previous?: StoredRecord,
        ) => void,
        private readonly stamp: Stamp = record => record,
    ) {
        this.load(rows);
    }

    get size(): number {
        return this.rows.length;
    }

    /** The live rows in insertion order; callers must not modify them. */
    get all(): readonly StoredRecord[] {
        return this.rows;
    }

    get(id: string): StoredRecord | undefined {
        return this.byId.get(id);
    }

    find(match: (row: StoredRecord) => boolean): StoredRecord | undefined {
        return this.rows.find(match);
    }

    /** `limit` rows starting `offset` rows from the newest, newest first. */
    newest(offset: number, limit: number): StoredRecord[] {
        const page: StoredRecord[] = [];
        for (let i = this.rows.length - 1 - offset; i >= 0 && page.length < limit; i--) page.push(this.rows[i]);
        return page;
    }

    /** A derived order, built once and reused until the next write. */
    derive(key: string, build: (rows: readonly StoredRecord[]) => readonly StoredRecord[]): readonly StoredRecord[] {
        const cached = this.derived.get(key);
        if (cached) return cached;
        const made = build(this.rows);
        if (this.derived.size >= MAX_DERIVED) this.derived.delete(this.derived.keys().next().value as string);
        this.derived.set(key, made);
        return made;
    }

    /** Adds a watcher, first told the current rows. */
    watch(watcher: RowsWatcher): void {
        this.watchers.push(watcher);
        watcher.loaded(this.rows);
    }

    insert(given: StoredRecord): StoredRecord {
        if (this.byId.has(given._id)) throw new Error(`Duplicate _id ${given._id}`);
        const record = this.stamp(given, undefined);
        this.rows.push(record);
        this.byId.set(record._id, record);
        this.watchers.forEach(w => w.inserted(record));
        this.changed({ put: record }, 'created', record);
        return record;
    }

    replace(given: StoredRecord): StoredRecord {
        const current = this.byId.get(given._id);
        if (!current) throw new Error(`No record ${given._id} to replace`);
        const record = this.stamp(given, current);
        this.rows[this.rows.lastIndexOf(current)] = record;
        this.byId.set(record._id, record);
        this.watchers.forEach(w => w.replaced(current, record));
        this.changed({ put: record }, 'updated', record, current);
        return record;
    }

    /**
     * Changes only the given keys, on the record as it is now. Routes that
     * `await` between reading a record and saving it use this, so a change
     * made meanwhile by another request is kept, not overwritten by a copy.
     */
    patch(id: string, keys: Record<string, unknown>): StoredRecord | undefined {
        const current = this.byId.get(id);
        return current && this.replace({ ...current, ...keys, _id: id });
    }

    remove(id: string): StoredRecord | undefined {
        const current = this.byId.get(id);
        if (!current) return undefined;
        this.rows.splice(this.rows.lastIndexOf(current), 1);
        this.byId.delete(id);
        this.watchers.forEach(w => w.removed(current));
        this.changed({ del: id }, 'deleted', current, current);
        return current;
    }

    /** Replaces the contents in place, so views holding `all` (the /_db inspector) stay attached. */
    load(rows: readonly StoredRecord[]): void {
        this.rows.length = 0;
        this.byId.clear();
        for (const row of byCreation(rows)) {
            this.rows.push(row);
            this.byId.set(row._id, row);
        }
        this.derived.clear();
        this.watchers.forEach(w => w.loaded(this.rows));
    }

    /** Applies a journal line while the store opens: no change is reported (it is already in the journal). */
    replay(change: Change): void {
        if ('put' in change) {
            const current = this.byId.get(change.put._id);
            if (current) this.rows[this.rows.lastIndexOf(current)] = change.put;
            else this.rows.push(change.put);
            this.byId.set(change.put._id, change.put);
            this.watchers.forEach(w => (current ? w.replaced(current, change.put) : w.inserted(change.put)));
        } else {
            const current = this.byId.get(change.del);
            if (!current) return;
            this.rows.splice(this.rows.lastIndexOf(current), 1);
            this.byId.delete(change.del);
            this.watchers.forEach(w => w.removed(current));
        }
        this.derived.clear();
    }

    private changed(change: Change, kind: ChangeKind, row: StoredRecord, previous?: StoredRecord): void {
        this.derived.clear();
        this.onChange(change, kind, row, previous);
    }
}

/** Rows in creation order; rows without `created_at` (users) keep their file order. */
const byCreation = (rows: readonly StoredRecord[]): readonly StoredRecord[] => {
    const created = (r: StoredRecord) => (typeof r.created_at === 'string' ? r.created_at : '');
    for (let i = 1; i < rows.length; i++) {
        if (created(rows[i - 1]) > created(rows[i]))
            return [...rows].sort((a, b) => (created(a) < created(b) ? -1 : created(a) > created(b) ? 1 : 0));
    }
    return rows;
};
