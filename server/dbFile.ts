import { open, copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export type StoredRecord = Record<string, unknown> & { _id: string };
/** The file's shape: one array of records per collection, as json-server expects. */
export type DbState = Record<string, StoredRecord[]>;

const isRecord = (value: unknown): value is StoredRecord =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { _id?: unknown })._id === 'string';

export const readDb = async (file: string): Promise<DbState> => {
    let parsed: unknown;
    try {
        parsed = JSON.parse(await readFile(file, 'utf8'));
    } catch (err) {
        throw new Error(`${file} is not readable JSON (${(err as Error).message}); run \`npm run reset\` to start again from the seed`);
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

/**
 * Writes the whole state so that a crash leaves either the old file or the new
 * one, never half of one: write a temporary file in the same folder, flush it
 * to disk, then rename it over the target (rename is atomic within a folder).
 */
export const writeDbAtomically = async (file: string, text: string): Promise<void> => {
    const temp = tempNameFor(file);
    const handle = await open(temp, 'w');
    try {
        await handle.writeFile(text, 'utf8');
        await handle.datasync();
    } finally {
        await handle.close();
    }
    try {
        await rename(temp, file);
    } catch (err) {
        await rm(temp, { force: true });
        throw err;
    }
};
