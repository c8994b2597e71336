import { open, copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isRecord, scanDbFile, type Scanned } from './dbScan';

export type StoredRecord = Record<string, unknown> & { _id: string };
/** The file's shape: one array of records per collection, as json-server expects. */
export type DbState = Record<string, StoredRecord[]>;

/** Below this size a data file is parsed whole (fast); above it, or when that fails, a record at a time. */
const WHOLE_PARSE_BYTES = 256 * 1024 * 1024;

const parsedWhole = async (file: string): Promise<DbState | undefined> => {
    try {
        const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
        const collections = Object.values(parsed);
        return collections.every(rows => Array.isArray(rows) && rows.every(isRecord)) ? (parsed as DbState) : undefined;
    } catch {
        return undefined;
    }
};

/**
 * Reads a data file: parsed whole when it is small enough, else a record at a time (./dbScan.ts), which reads a
 * file of any size and, from a damaged one, every record before the damage.
 */
export const readDb = async (file: string, wholeParseBytes = WHOLE_PARSE_BYTES): Promise<Scanned> => {
    if ((await stat(file)).size < wholeParseBytes) {
        const state = await parsedWhole(file);
        if (state) return { state, records: Object.values(state).reduce((n, rows) => n + rows.length, 0), skipped: 0 };
    }
    return scanDbFile(file);
};

const stampOf = (now: Date): string => now.toISOString().replace(/[:.]/g, '-');

/**
 * Opens a data file the API wrote, whatever its size. A damaged one is never overwritten nor thrown away: it is
 * kept aside (`db.json.damaged-{time}`), the records read before the damage become the data file (the seed when
 * none could be read), and one line says so and where the rest is.
 */
export const openDb = async (
    file: string,
    seedFile: string,
    warn: (line: string) => void = line => console.warn(line),
): Promise<DbState> => {
    const read = await readDb(file);
    if (!read.damage) return read.state;
    const aside = `${file}.damaged-${stampOf(new Date())}`;
    await rename(file, aside);
    const { at, reason } = read.damage;
    const why = `${basename(file)} is damaged (${reason}, at byte ${at})`;
    if (read.records === 0) {
        await copySeed(file, seedFile);
        warn(`${why}: kept it as ${aside}; nothing in it could be read, so the API started from the seed.`);
        return (await readDb(file)).state;
    }
    await writeSnapshot(file, Object.entries(read.state));
    warn(
        `${why}: kept it as ${aside} and started on the ${read.records} records read from it` +
            `${read.skipped > 0 ? ` (${read.skipped} unreadable rows left out)` : ''}; what could not be read is still in that file.`,
    );
    return read.state;
};

/** First run: the data file starts as a copy of the seed. */
export const ensureDbFile = async (file: string, seedFile: string): Promise<void> => {
    if (existsSync(file)) return;
    await copySeed(file, seedFile);
};

export const copySeed = async (file: string, seedFile: string): Promise<void> => {
    await mkdir(dirname(file), { recursive: true });
    const temp = tempNameFor(file);
    await copyFile(seedFile, temp);
    await rename(temp, file);
};

const tempNameFor = (file: string): string => join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);

/** Rows serialised per piece of a snapshot: small enough that requests are answered between pieces. */
const ROWS_PER_PIECE = 500;

/**
 * Writes a snapshot of the collections, a record per line (./dbScan.ts reads it back a record at a time), atomically (temporary file in the same
 * folder, flushed to disk, then renamed over the target: a crash leaves the
 * old file or the new one, never half of one), but a piece at a time with a turn of the event loop between pieces: at
 * 100k rows a whole `JSON.stringify` holds the only thread for a fifth of a
 * second, and every request waits behind it. The rows are taken as they are
 * when the snapshot starts (records are replaced, never mutated, so holding
 * the row arrays' copies is enough).
 */
export const writeSnapshot = async (
    file: string,
    collections: ReadonlyArray<readonly [string, readonly StoredRecord[]]>,
): Promise<void> => {
    const temp = tempNameFor(file);
    const handle = await open(temp, 'w');
    try {
        let first = true;
        await handle.write('{');
        for (const [name, rows] of collections) {
            await handle.write(`${first ? '' : ','}\n${JSON.stringify(name)}:[`);
            first = false;
            for (let at = 0; at < rows.length; at += ROWS_PER_PIECE) {
                const piece = rows.slice(at, at + ROWS_PER_PIECE).map(row => JSON.stringify(row));
                await handle.write(`${at === 0 ? '' : ','}\n${piece.join(',\n')}`);
                await nextTurn();
            }
            await handle.write(rows.length > 0 ? '\n]' : ']');
        }
        await handle.write('\n}\n');
        await handle.datasync();
    } catch (err) {
        await handle.close();
        await rm(temp, { force: true });
        throw err;
    }
    await handle.close();
    await rename(temp, file);
};
