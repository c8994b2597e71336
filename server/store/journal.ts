import {
    appendFile,
    appendFileSync,
    close,
    closeSync,
    existsSync,
    fdatasync,
    fstatSync,
    ftruncate,
    ftruncateSync,
    openSync,
    readFileSync,
    readSync,
    renameSync,
    rmSync,
} from 'node:fs';
import { promisify } from 'node:util';

const appendTo = promisify(appendFile) as (fd: number, data: string, encoding: 'utf8') => Promise<void>;
const syncData = promisify(fdatasync);
const truncateTo = promisify(ftruncate);
const closeFd = promisify(close);

/** One change, as a journal line: a whole record put, or a record removed. */
export type JournalEntry = { c: string; put: Record<string, unknown> & { _id: string } } | { c: string; del: string };

interface Waiter {
    upTo: number;
    resolve: () => void;
    reject: (err: unknown) => void;
}

/**
 * Reads a journal's complete lines. A crash can leave the last line half
 * written: it was never acknowledged, so it is ignored (and cut off by
 * `Journal.open`, so the next append does not glue onto it).
 */
export const readJournal = (file: string): JournalEntry[] => {
    if (!existsSync(file)) return [];
    // Line by line from the bytes: a journal of any size is read back (one string of it all ends near 512 MB).
    const bytes = readFileSync(file);
    const entries: JournalEntry[] = [];
    // After the last newline: nothing, or a torn line.
    for (let start = 0, end = bytes.indexOf(0x0a); end !== -1; start = end + 1, end = bytes.indexOf(0x0a, start)) {
        if (end === start) continue;
        try {
            entries.push(JSON.parse(bytes.toString('utf8', start, end)) as JournalEntry);
        } catch {
            console.warn(`${file}: skipped a line that is not JSON`);
        }
    }
    return entries;
};

/** Cuts a torn last line off, so appends start on a line of their own. */
const dropTornTail = (file: string): void => {
    if (!existsSync(file)) return;
    const fd = openSync(file, 'r+');
    try {
        const size = fstatSync(fd).size;
        if (size === 0) return;
        const last = Buffer.alloc(1);
        readSync(fd, last, 0, 1, size - 1);
        if (last[0] === 0x0a) return;
        const text = readFileSync(file);
        ftruncateSync(fd, text.lastIndexOf(0x0a) + 1);
    } finally {
        closeSync(fd);
    }
};

/**
 * An append-only file of changes, made durable before the API answers.
 * Appends are buffered in memory and written by one writer: changes that
 * arrive while a write and its fsync run share the next write and fsync
 * (group commit), so a burst of N changes costs far fewer than N fsyncs.
 */
export class Journal {
    private fd: number;
    private buffer: string[] = [];
    private appended = 0;
    private durable = 0;
    private waiters: Waiter[] = [];
    private writing: Promise<void> | undefined;
    private failure: unknown;

    private constructor(
        readonly file: string,
        fd: number,
    ) {
        this.fd = fd;
    }

    static open(file: string): Journal {
        dropTornTail(file);
        return new Journal(file, openSync(file, 'a'));
    }

    /** Where `rotate` moves the journal while a snapshot is being written. */
    get previousFile(): string {
        return `${this.file}.old`;
    }

    /** Changes not yet on disk. */
    get pending(): boolean {
        return this.durable < this.appended;
    }

    append(entry: JournalEntry): void {
        this.buffer.push(`${JSON.stringify(entry)}\n`);
        this.appended += 1;
        if (!this.writing) this.writing = this.drain();
    }

    /** Resolves once every change appended so far is on disk (rejects if the disk refused it). */
    whenDurable(): Promise<void> {
        if (this.failure) return Promise.reject(this.failure);
        if (!this.pending) return Promise.resolve();
        return new Promise((resolve, reject) => this.waiters.push({ upTo: this.appended, resolve, reject }));
    }

    /** A write is in flight. */
    get busy(): boolean {
        return this.writing !== undefined;
    }

    /** Waits until no write is in flight (the buffer may still hold lines appended meanwhile). */
    async idle(): Promise<void> {
        while (this.writing) await this.writing.catch(() => undefined);
    }

    /**
     * Moves the journal aside (to `previousFile`) and starts a new one. Call
     * it when no write is in flight, in the same synchronous step that takes
     * the snapshot: changes made before are in the snapshot (and in the old
     * file), changes after go to the new one. Lines still buffered go to the
     * new file; replaying them over the snapshot changes nothing.
     */
    rotateSync(): void {
        if (this.writing) throw new Error('Journal.rotateSync during a write');
        closeSync(this.fd);
        if (existsSync(this.previousFile)) {
            // A snapshot failed earlier: its journal still holds changes the data file lacks.
            appendFileSync(this.previousFile, readFileSync(this.file));
            rmSync(this.file);
        } else if (existsSync(this.file)) {
            renameSync(this.file, this.previousFile);
        }
        this.fd = openSync(this.file, 'a');
    }

    /** After a snapshot holds everything in `previousFile`. */
    dropPrevious(): void {
        rmSync(this.previousFile, { force: true });
    }

    /** Empties both files (reset to the seed); buffered lines are dropped. */
    async clear(): Promise<void> {
        await this.idle();
        this.buffer = [];
        this.durable = this.appended;
        this.settle();
        await truncateTo(this.fd, 0);
        this.dropPrevious();
    }

    async close(): Promise<void> {
        await this.idle();
        await closeFd(this.fd);
    }

    private async drain(): Promise<void> {
        try {
            while (this.buffer.length > 0) {
                const lines = this.buffer.join('');
                this.buffer = [];
                const upTo = this.appended;
                await appendTo(this.fd, lines, 'utf8');
                await syncData(this.fd);
                this.durable = Math.max(this.durable, upTo);
                this.settle();
            }
        } catch (err) {
            this.failure = err;
            for (const w of this.waiters) w.reject(err);
            this.waiters = [];
            console.error('The fake API could not write its journal:', err);
        } finally {
            this.writing = undefined;
        }
    }

    private settle(): void {
        const done = this.waiters.filter(w => w.upTo <= this.durable);
        this.waiters = this.waiters.filter(w => w.upTo > this.durable);
        for (const w of done) w.resolve();
    }
}
