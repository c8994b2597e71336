import { rm } from 'node:fs/promises';
import { UPDATED_AT_KEY, UPDATED_BY_KEY, VERSION_KEY, versionOf } from '../../src/shared/versions';
import { currentActor, type Actor } from '../auth/actor';
import { Collection, type Change, type ChangeKind } from './collection';
import { copySeed, ensureDbFile, openDb, readDb, writeSnapshot, type DbState, type StoredRecord } from './dbFile';
import { Journal, readJournal, type JournalEntry } from './journal';
import { WriteBatcher } from './writeBatcher';

export interface StoreOptions {
    dbFile: string;
    seedFile: string;
    /** Changes within this many ms share one snapshot of the data file (they are durable in the journal at once). */
    snapshotDelayMs: number;
    /** Collections that must exist even when the file has none (the declared ones). */
    collections: readonly string[];
    /** Collections whose records carry a version, and when and by whom they were last written. */
    versioned?: readonly string[];
}

/** A change once it is on disk: the live stream's event (the row only to judge who may see it). */
export interface CommittedChange {
    /** The store's count of changes since it started (the order of the journal's lines). */
    seq: number;
    collection: string;
    id: string;
    kind: ChangeKind;
    actor: Actor | undefined;
    row: StoredRecord;
}

/** A write to a record, as it is made (before it is durable): what it was and what it is now. */
export interface Written {
    collection: string;
    kind: ChangeKind;
    /** The record now; for a removal, the record removed. */
    row: StoredRecord;
    /** The record the write replaced or removed; none for a new one. */
    previous: StoredRecord | undefined;
}

/**
 * Stamps a record of a versioned collection: its version counts the writes, with who made the last and when.
 * A record put back after a delete carries its old version, and counts on from it.
 */
const stampVersion = (record: StoredRecord, previous: StoredRecord | undefined): StoredRecord => {
    const actor = currentActor();
    return {
        ...record,
        [VERSION_KEY]: versionOf(previous ?? record) + 1,
        [UPDATED_AT_KEY]: new Date().toISOString(),
        ...(actor ? { [UPDATED_BY_KEY]: actor.name } : {}),
    };
};

/**
 * The whole database in memory. Every change is appended to a journal beside
 * the data file and fsynced before the API answers (`whenDurable`), so an
 * acknowledged write survives a crash; the data file itself is the readable
 * snapshot, rewritten in the background from memory, after which the journal
 * starts again empty. On start the data file is read and the journal replayed.
 */
export class Store {
    private readonly collections = new Map<string, Collection>();
    private readonly snapshots: WriteBatcher;
    private readonly journal: Journal;
    private closed = false;
    private lastSnapshotMs = 0;
    private sequence = 0;
    private readonly committedListeners: Array<(change: CommittedChange) => void> = [];
    private readonly writtenListeners: Array<(write: Written) => void> = [];

    private constructor(
        private readonly options: StoreOptions,
        journal: Journal,
    ) {
        this.journal = journal;
        // A large data file is rewritten less often: at least ten times as long apart as the last rewrite took,
        // so a steady stream of writes to a large collection does not keep the disk busy rewriting the whole file.
        this.snapshots = new WriteBatcher(
            () => this.snapshot(),
            () => Math.max(options.snapshotDelayMs, 10 * this.lastSnapshotMs),
        );
    }

    static async open(options: StoreOptions): Promise<Store> {
        await ensureDbFile(options.dbFile, options.seedFile);
        const state = await openDb(options.dbFile, options.seedFile);
        const file = journalFileOf(options.dbFile);
        const replayed = [...readJournal(`${file}.old`), ...readJournal(file)];
        const store = new Store(options, Journal.open(file));
        store.fill(state);
        for (const entry of replayed) store.collectionOrNew(entry.c).replay(changeOf(entry));
        // The data file catches up with what the journal held.
        if (replayed.length > 0) {
            store.snapshots.request();
            await store.snapshots.flush();
        }
        return store;
    }

    collection(name: string): Collection {
        const found = this.collections.get(name);
        if (!found) throw new Error(`The fake API has no collection "${name}"`);
        return found;
    }

    /** Every collection's name and live rows (callers must not modify them). */
    entries(): Array<readonly [string, readonly StoredRecord[]]> {
        return [...this.collections].map(([name, rows]) => [name, rows.all] as const);
    }

    /** Changes made since the store opened (the sequence number of the last one). */
    get lastSeq(): number {
        return this.sequence;
    }

    /** Tells the listener of every change once it is durable, in the order they were made. */
    onCommitted(listener: (change: CommittedChange) => void): void {
        this.committedListeners.push(listener);
    }

    /**
     * Tells the listener of every write to a versioned collection as it is made, in the same step (a record's
     * history is kept from these); what the listener writes goes to the same journal.
     */
    onWritten(listener: (write: Written) => void): void {
        this.writtenListeners.push(listener);
    }

    /** Snapshots of the data file written so far; lets tests see that a burst of changes shared one. */
    get writes(): number {
        return this.snapshots.writes;
    }

    /** Resolves once every change made so far is on disk (in the journal). */
    whenDurable(): Promise<void> {
        return this.journal.whenDurable();
    }

    /** Has changes not yet on disk. */
    get pending(): boolean {
        return this.journal.pending;
    }

    /** Resolves once every change so far is durable and in the data file. */
    async flush(): Promise<void> {
        await this.journal.whenDurable();
        await this.snapshots.flush();
    }

    /** Back to the seed, in memory and on disk. */
    async reset(): Promise<void> {
        await this.snapshots.flush();
        await this.journal.clear();
        await copySeed(this.options.dbFile, this.options.seedFile);
        this.fill((await readDb(this.options.dbFile)).state);
    }

    async close(): Promise<void> {
        if (this.closed) return;
        this.closed = true;
        await this.flush();
        await this.journal.close();
    }

    private collectionOrNew(name: string): Collection {
        let found = this.collections.get(name);
        if (!found) {
            const versioned = this.options.versioned?.includes(name) ?? false;
            found = new Collection(
                [],
                (change, kind, row, previous) => {
                    this.changed(name, change, kind, row);
                    if (versioned)
                        this.writtenListeners.forEach(listen => listen({ collection: name, kind, row, previous }));
                },
                versioned ? stampVersion : undefined,
            );
            this.collections.set(name, found);
        }
        return found;
    }

    private fill(state: DbState): void {
        const names = new Set([...Object.keys(state), ...this.options.collections, ...this.collections.keys()]);
        for (const name of names) this.collectionOrNew(name).load(state[name] ?? []);
    }

    private changed(name: string, change: Change, kind: ChangeKind, row: StoredRecord): void {
        this.journal.append({ c: name, ...change });
        this.snapshots.request();
        this.sequence += 1;
        if (this.committedListeners.length === 0) return;
        const committed: CommittedChange = {
            seq: this.sequence,
            collection: name,
            id: row._id,
            kind,
            actor: currentActor(),
            row,
        };
        // Waiters are settled in the order they asked, so listeners hear the changes in order.
        this.journal.whenDurable().then(
            () => this.committedListeners.forEach(listen => listen(committed)),
            () => undefined,
        );
    }

    /**
     * Takes the rows and moves the journal aside in one synchronous step, so
     * the snapshot holds exactly what the old journal held; then writes the
     * snapshot a piece at a time and drops the old journal.
     */
    private async snapshot(): Promise<void> {
        // Wait for a moment with no write in flight, and rotate in that same step.
        do await this.journal.idle();
        while (this.journal.busy);
        const started = performance.now();
        const rows = this.entries().map(([name, all]) => [name, all.slice()] as const);
        this.journal.rotateSync();
        await writeSnapshot(this.options.dbFile, rows);
        this.journal.dropPrevious();
        this.lastSnapshotMs = performance.now() - started;
    }
}

const journalFileOf = (dbFile: string): string => `${dbFile}.journal`;

/** The seed over the data file, and no journal left to replay over it (`npm run reset`, `--fresh`). */
export const resetDataFile = async (dbFile: string, seedFile: string): Promise<void> => {
    await copySeed(dbFile, seedFile);
    await rm(journalFileOf(dbFile), { force: true });
    await rm(`${journalFileOf(dbFile)}.old`, { force: true });
};

const changeOf = (entry: JournalEntry): Change => ('put' in entry ? { put: entry.put } : { del: entry.del });
