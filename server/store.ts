import { Collection } from './collection';
import { copySeed, ensureDbFile, readDb, writeDbAtomically, type DbState } from './dbFile';
import { WriteBatcher } from './writeBatcher';

export interface StoreOptions {
    dbFile: string;
    seedFile: string;
    /** Writes asked for within this many ms share one file write. */
    flushDelayMs: number;
    /** Collections that must exist even when the file has none (the declared ones). */
    collections: readonly string[];
}

/**
 * The whole database in memory, saved to `dbFile` in batches. The file is
 * only read at start and on reset; every answer comes from memory.
 */
export class Store {
    private readonly collections = new Map<string, Collection>();
    /** The live rows by collection name, for json-server's read-only inspector. */
    readonly view: DbState = {};
    private readonly batcher: WriteBatcher;

    private constructor(private readonly options: StoreOptions) {
        this.batcher = new WriteBatcher(() => writeDbAtomically(options.dbFile, this.serialise()), options.flushDelayMs);
    }

    static async open(options: StoreOptions): Promise<Store> {
        await ensureDbFile(options.dbFile, options.seedFile);
        const store = new Store(options);
        store.fill(await readDb(options.dbFile));
        return store;
    }

    collection(name: string): Collection {
        const found = this.collections.get(name);
        if (!found) throw new Error(`The fake API has no collection "${name}"`);
        return found;
    }

    /** File writes done so far; lets tests see that a burst of changes was batched. */
    get writes(): number {
        return this.batcher.writes;
    }

    flush(): Promise<void> {
        return this.batcher.flush();
    }

    /** Back to the seed, in memory and on disk. */
    async reset(): Promise<void> {
        await this.batcher.flush();
        await copySeed(this.options.dbFile, this.options.seedFile);
        this.fill(await readDb(this.options.dbFile));
    }

    private fill(state: DbState): void {
        const names = new Set([...Object.keys(state), ...this.options.collections, ...this.collections.keys()]);
        for (const name of names) {
            const rows = state[name] ?? [];
            const existing = this.collections.get(name);
            if (existing) {
                existing.load(rows);
            } else {
                const created = new Collection(rows, () => this.batcher.request());
                this.collections.set(name, created);
                this.view[name] = created.all as DbState[string];
            }
        }
    }

    private serialise(): string {
        return JSON.stringify(this.view);
    }
}
