import type { StoredRecord } from './dbFile';

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
        private readonly onChange: () => void,
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

    insert(record: StoredRecord): StoredRecord {
        if (this.byId.has(record._id)) throw new Error(`Duplicate _id ${record._id}`);
        this.rows.push(record);
        this.byId.set(record._id, record);
        this.watchers.forEach(w => w.inserted(record));
        this.changed();
        return record;
    }

    replace(record: StoredRecord): StoredRecord {
        const current = this.byId.get(record._id);
        if (!current) throw new Error(`No record ${record._id} to replace`);
        this.rows[this.rows.lastIndexOf(current)] = record;
        this.byId.set(record._id, record);
        this.watchers.forEach(w => w.replaced(current, record));
        this.changed();
        return record;
    }

    remove(id: string): StoredRecord | undefined {
        const current = this.byId.get(id);
        if (!current) return undefined;
        this.rows.splice(this.rows.lastIndexOf(current), 1);
        this.byId.delete(id);
        this.watchers.forEach(w => w.removed(current));
        this.changed();
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

    private changed(): void {
        this.derived.clear();
        this.onChange();
    }
}

/** Rows in creation order; rows without `created_at` (users) keep their file order. */
const byCreation = (rows: readonly StoredRecord[]): readonly StoredRecord[] => {
    const created = (r: StoredRecord) => (typeof r.created_at === 'string' ? r.created_at : '');
    for (let i = 1; i < rows.length; i++) {
        if (created(rows[i - 1]) > created(rows[i])) return [...rows].sort((a, b) => (created(a) < created(b) ? -1 : created(a) > created(b) ? 1 : 0));
    }
    return rows;
};
