/*
 * Reads a data file a piece at a time, each record parsed on its own: no size of file is too big to read back
 * (a whole-file `JSON.parse` needs the file as one string, and V8's strings end near 512 MB), and a damaged file
 * gives up the records before the damage.
 */
import { open } from 'node:fs/promises';

/** A record as stored (./dbFile.ts names the same shape `StoredRecord`). */
type Row = Record<string, unknown> & { _id: string };

/** Where a file stopped making sense, and why. */
interface Damage {
    /** The byte offset of the first damage. */
    at: number;
    reason: string;
}

/** What a scan read: every complete record, and the first damage met (the scan stops at broken structure). */
export interface Scanned {
    state: Record<string, Row[]>;
    records: number;
    /** Records skipped: not JSON, or without a string `_id`. */
    skipped: number;
    damage?: Damage;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const isSpace = (byte: number): boolean => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

const CHUNK_BYTES = 4 * 1024 * 1024;

/** Backslashes right before `at`, back to `from`. */
const backslashesBefore = (chunk: Buffer, at: number, from: number): number => {
    let count = 0;
    while (at - count - 1 >= from && chunk[at - count - 1] === BACKSLASH) count += 1;
    return count;
};

/** The quote that closes a string going on at `from` (one not escaped), or -1 when it is past the chunk. */
const closingQuote = (chunk: Buffer, from: number): number => {
    for (let at = chunk.indexOf(QUOTE, from); at !== -1; at = chunk.indexOf(QUOTE, at + 1))
        if (backslashesBefore(chunk, at, from) % 2 === 0) return at;
    return -1;
};

/** Whether a string cut at the chunk's end leaves its next byte escaped (an odd run of backslashes). */
const endsEscaping = (chunk: Buffer, from: number): boolean => backslashesBefore(chunk, chunk.length, from) % 2 === 1;

export const isRecord = (value: unknown): value is Row =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { _id?: unknown })._id === 'string';

/** Where the scan is in the file's shape `{"name": [{record}, ...], ...}`. */
type Expect = 'object' | 'key' | 'colon' | 'array' | 'record' | 'afterRecord' | 'afterCollection' | 'end';

/** In each place, which byte leads where; `readKey` and `readRecord` start reading one. */
const STEPS: Record<Expect, ReadonlyArray<readonly [number, Expect | 'readKey' | 'readRecord']>> = {
    object: [[OPEN_BRACE, 'key']],
    key: [
        [QUOTE, 'readKey'],
        [CLOSE_BRACE, 'end'],
    ],
    colon: [[COLON, 'array']],
    array: [[OPEN_BRACKET, 'record']],
    record: [
        [OPEN_BRACE, 'readRecord'],
        [CLOSE_BRACKET, 'afterCollection'],
    ],
    afterRecord: [
        [COMMA, 'record'],
        [CLOSE_BRACKET, 'afterCollection'],
    ],
    afterCollection: [
        [COMMA, 'key'],
        [CLOSE_BRACE, 'end'],
    ],
    end: [],
};

/** Reads a data file's bytes in order, a chunk at a time. */
class Scanner {
    readonly result: Scanned = { state: {}, records: 0, skipped: 0 };
    private expect: Expect = 'object';
    private name = '';
    private rows: Row[] = [];
    // A key or a record being read: its bytes from earlier chunks, where it starts in this one, its nesting,
    // whether inside one of its strings and right after a backslash there.
    private reading: 'key' | 'record' | undefined;
    private pieces: Buffer[] = [];
    private from = 0;
    private startedAt = 0;
    private depth = 0;
    private inString = false;
    private escaped = false;

    get complete(): boolean {
        return this.expect === 'end';
    }

    /** Reads one chunk (at `offset` in the file); false once the shape is broken: the scan stops there. */
    feed(chunk: Buffer, offset: number): boolean {
        this.from = 0;
        for (let i = 0; i < chunk.length; i += 1) {
            if (this.reading && this.inString) i = this.string(chunk, i);
            else if (this.reading) this.nested(chunk, i);
            else if (!isSpace(chunk[i]) && !this.step(chunk[i], i, offset + i)) return false;
        }
        // A key or a record still open goes on in the next chunk.
        if (this.reading) this.pieces.push(Buffer.from(chunk.subarray(this.from)));
        return true;
    }

    damaged(at: number, reason: string): void {
        this.result.damage ??= { at, reason };
    }

    /** Inside a string: on to its closing quote (most of a file is text); answers where to go on from. */
    private string(chunk: Buffer, i: number): number {
        if (this.escaped) {
            this.escaped = false;
            return i;
        }
        const end = closingQuote(chunk, i);
        if (end === -1) {
            this.escaped = endsEscaping(chunk, i);
            return chunk.length;
        }
        this.inString = false;
        if (this.reading === 'key') {
            this.name = JSON.parse(this.text(chunk, end + 1)) as string;
            this.reading = undefined;
            this.expect = 'colon';
        }
        return end;
    }

    /** Inside a record, outside its strings: its nesting, and its end. */
    private nested(chunk: Buffer, i: number): void {
        const byte = chunk[i];
        if (byte === QUOTE) this.inString = true;
        else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) this.depth += 1;
        else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
            this.depth -= 1;
            if (this.depth > 0) return;
            this.reading = undefined;
            this.keep(this.text(chunk, i + 1));
            this.expect = 'afterRecord';
        }
    }

    /** Between records: the file's shape, one byte at a time. */
    private step(byte: number, i: number, at: number): boolean {
        const next = STEPS[this.expect].find(([expected]) => expected === byte)?.[1];
        if (next === undefined) {
            this.damaged(at, `unexpected ${JSON.stringify(String.fromCharCode(byte))}`);
            return false;
        }
        if (next === 'readKey' || next === 'readRecord') {
            this.reading = next === 'readKey' ? 'key' : 'record';
            this.inString = next === 'readKey';
            this.depth = 1;
            this.from = i;
            this.startedAt = at;
            return true;
        }
        if (this.expect === 'array') {
            this.rows = this.result.state[this.name] ?? [];
            this.result.state[this.name] = this.rows;
        }
        this.expect = next;
        return true;
    }

    /** The key or record read, up to `to` in this chunk. */
    private text(chunk: Buffer, to: number): string {
        const pieces = this.pieces;
        this.pieces = [];
        return pieces.length === 0
            ? chunk.toString('utf8', this.from, to)
            : Buffer.concat([...pieces, chunk.subarray(this.from, to)]).toString('utf8');
    }

    /** A record read whole: kept when it is JSON with a string `_id`, else counted as skipped. */
    private keep(text: string): void {
        const { result, name, startedAt } = this;
        try {
            const row: unknown = JSON.parse(text);
            if (isRecord(row)) {
                this.rows.push(row);
                result.records += 1;
                return;
            }
            this.damaged(startedAt, `a row of "${name}" has no string _id`);
        } catch (err) {
            this.damaged(startedAt, `a row of "${name}" is not JSON (${(err as Error).message})`);
        }
        result.skipped += 1;
    }
}

/**
 * Scans `{"collection": [record, ...], ...}` in any layout (one line, a record per line, pretty-printed): every
 * record read whole, and the first damage (past broken structure nothing more is read).
 */
export const scanDbFile = async (file: string): Promise<Scanned> => {
    const handle = await open(file, 'r');
    const scanner = new Scanner();
    let offset = 0;
    try {
        const buffer = Buffer.alloc(CHUNK_BYTES);
        for (;;) {
            const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, offset);
            if (bytesRead === 0) break;
            if (!scanner.feed(buffer.subarray(0, bytesRead), offset)) return scanner.result;
            offset += bytesRead;
        }
    } finally {
        await handle.close();
    }
    if (!scanner.complete) scanner.damaged(offset, 'the file ends before its last collection does');
    return scanner.result;
};
