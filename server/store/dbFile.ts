import { open, copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export type StoredRecord = Record<string, unknown> & { _id: string };
/** The file's shape: one array of records per collection, as json-server expects. */
export type DbState = Record<string, StoredRecord[]>;

const isRecord = (value: unknown): value is StoredRecord =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { _id?: unknown })._id === 'string';

export const readDb = async (file: string): Promise<DbState> => {
    let parsed: unknown;
    try {
        parsed = JSON.parse(await readFile(file, 'utf8'));
    } catch (err) {
        throw new Error(
            `${file} is not readable JSON (${(err as Error).message}); run \`npm run reset\` to start again from the seed`,
        );
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error(`${file} must hold an object of collections`);
    }
    for (const [name, rows] of Object.entries(parsed)) {
        if (!Array.isArray(rows) || !rows.every(isRecord)) {
            throw new Error(`${file}: collection "${name}" must be an array of records that each have a string _id`);
        }
    }
    return parsed as DbState;
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
 * Writes a snapshot of the collections, atomically (temporary file in the same
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
            await handle.write(`${first ? '' : ','}${JSON.stringify(name)}:[`);
            first = false;
            for (let at = 0; at < rows.length; at += ROWS_PER_PIECE) {
                const piece = rows.slice(at, at + ROWS_PER_PIECE).map(row => JSON.stringify(row));
                await handle.write(`${at === 0 ? '' : ','}${piece.join(',')}`);
                await nextTurn();
            }
            await handle.write(']');
        }
        await handle.write('}');
        await handle.datasync();
    } catch (err) {
        await handle.close();
        await rm(temp, { force: true });
        throw err;
    }
    await handle.close();
    await rename(temp, file);
};
