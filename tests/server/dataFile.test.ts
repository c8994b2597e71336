import { readFile, readdir, stat, truncate, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEED_FILE } from '../../server/app';
import { readDb, writeSnapshot } from '../../server/store/dbFile';
import { HISTORY_MAX_BYTES, HISTORY_MAX_VERSIONS } from '../../src/shared/recordHistory';
import { startTestApi, type TestApi } from './harness';

/**
 * The API starts on any data file it wrote itself, whatever its size; a damaged one is kept aside, never
 * overwritten, the records before the damage are kept, and one line says so.
 */

let t: TestApi | undefined;
afterEach(async () => {
    await t?.stop();
    t = undefined;
});

type Row = Record<string, unknown> & { _id: string };
type Db = Record<string, Row[]>;
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Db;

/** The one line the API warned, while `run` ran. */
const warnedDuring = async (run: () => Promise<void>): Promise<string[]> => {
    const lines: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(line));
    try {
        await run();
    } finally {
        warn.mockRestore();
    }
    return lines;
};

describe('a data file of any size', () => {
    it('is read a record at a time when too big to parse whole: the same data, in any layout it was written', async () => {
        t = await startTestApi();
        const seed = await readJson(DEFAULT_SEED_FILE);
        const snapshot = `${t.dir}/snapshot.json`;
        await writeSnapshot(snapshot, Object.entries(seed));
        const oneLine = `${t.dir}/one-line.json`;
        await writeFile(oneLine, JSON.stringify(seed));
        for (const file of [snapshot, oneLine, DEFAULT_SEED_FILE]) {
            // A whole-file parse needs the file as one string (V8's end near 512 MB); 0 bytes forces the other way.
            const read = await readDb(file, 0);
            expect(read.damage, file).toBeUndefined();
            expect(read.state, file).toEqual(seed);
        }
    });

    it('from before the bounds, with a history far past them: the API starts on it and trims it to the bounds', async () => {
        t = await startTestApi();
        const notice = (
            await t.call('POST', '/notice/add', {
                notice_heading: 'Old',
                notice_desc: '<p>x</p>',
                end_date: '2099-01-01',
            })
        ).body.data as Row;
        await t.api.close();
        // As the API wrote it before: one line, every version's long text inline, no bound.
        const db = await readJson(t.dbFile);
        const long = (i: number) => `<p>${`version ${i} `.repeat(2_000)}</p>`;
        const at = new Date().toISOString();
        db.revisions = Array.from({ length: 400 }, (_, i) => ({
            _id: `legacy${String(i).padStart(6, '0')}`,
            collection: 'notices',
            record_id: notice._id,
            version: i + 2,
            kind: 'updated',
            at,
            actor_id: null,
            actor_name: 'Super Admin',
            changes: [{ field: 'notice_desc', before: long(i), after: long(i + 1) }],
        }));
        db.notices = db.notices.map(row =>
            row._id === notice._id ? { ...row, __v: 401, notice_desc: long(400) } : row,
        );
        await writeFile(t.dbFile, JSON.stringify(db));
        expect((await stat(t.dbFile)).size).toBeGreaterThan((40 * HISTORY_MAX_BYTES) / 4);

        await t.restart();
        const history = await t.call('GET', `/records/notice/${notice._id}/history?limit=1`);
        expect(history.status).toBe(200);
        expect(history.body.data).toMatchObject({ version: 401, entries: [{ version: 401 }] });
        expect(history.body.data.dropped).toBeGreaterThan(400 - HISTORY_MAX_VERSIONS);
        await t.api.flush();
        const kept = (await readJson(t.dbFile)).revisions.filter(row => row.record_id === notice._id);
        expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(HISTORY_MAX_BYTES);
    });
});

describe('a damaged data file', () => {
    it('is kept aside as it was; the records before the damage are kept, and one line says so', async () => {
        t = await startTestApi();
        const added = (await t.call('POST', '/grade/add', { grade: 'before the damage' })).body.data as Row;
        await t.api.close();
        const whole = await readFile(t.dbFile);
        // Cut in the middle of a later collection: everything up to there is whole.
        const cut = whole.indexOf('"subscription_history"');
        expect(cut).toBeGreaterThan(whole.indexOf(added._id));
        await truncate(t.dbFile, cut + 100);
        const damaged = await readFile(t.dbFile);

        const lines = await warnedDuring(() => t!.restart());
        const aside = (await readdir(t.dir)).filter(name => name.startsWith('db.json.damaged-'));
        expect(aside).toHaveLength(1);
        expect(await readFile(`${t.dir}/${aside[0]}`)).toEqual(damaged);
        expect(lines).toHaveLength(1);
        expect(lines[0]).not.toContain('\n');
        expect(lines[0]).toMatch(
            /^db\.json is damaged \(the file ends before its last collection does, at byte \d+\): kept it as .*db\.json\.damaged-.* and started on the \d+ records read from it; what could not be read is still in that file\.$/,
        );
        expect(lines[0]).not.toMatch(/npm run reset/);

        // The data before the damage is served, and the super-admin signs in (users come first).
        t.token = (
            await t.call(
                'POST',
                '/api/v1/superadminlogin',
                { email: 'superadmin@example.com', password: 'Password@123' },
                '',
            )
        ).body.data.accessToken;
        const grades = (await t.call('GET', '/grade/alldetails')).body.data as Row[];
        expect(grades.map(g => g._id)).toContain(added._id);
        // The data file is whole again: the next start reads it without a word.
        expect(await warnedDuring(() => t!.restart())).toEqual([]);
    });

    it('skips a row that is not a record, keeps the others, and says how many', async () => {
        t = await startTestApi();
        await t.api.close();
        const text = await readFile(t.dbFile, 'utf8');
        const db = JSON.parse(text) as Db;
        const [first] = db.grades;
        await writeFile(t.dbFile, text.replace(`"_id":"${first._id}"`, `"id":"${first._id}"`));
        const lines = await warnedDuring(() => t!.restart());
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/a row of "grades" has no string _id/);
        expect(lines[0]).toMatch(/\(1 unreadable rows left out\)/);
        const grades = (await readJson(t.dbFile)).grades.map(g => g._id);
        expect(grades).toEqual(db.grades.slice(1).map(g => g._id));
    });
});
