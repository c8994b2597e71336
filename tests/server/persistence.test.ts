import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEED_FILE, startApi } from '../../server/app';
import { JWT_SECRET, startTestApi, type TestApi } from './harness';

interface Row {
    _id: string;
    [key: string]: unknown;
}
const readDbFile = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, Row[]>;

let t: TestApi | undefined;
afterEach(async () => {
    await t?.stop();
    t = undefined;
});

describe('persistence', () => {
    it('creates the data file from the seed on first start', async () => {
        t = await startTestApi();
        expect(await readDbFile(t.dbFile)).toEqual(await readDbFile(DEFAULT_SEED_FILE));
    });

    it('saves changes; after flush the file parses, holds them, and no temporary file is left', async () => {
        t = await startTestApi();
        const added = (await t.call('POST', '/grade/add', { grade: 'Saved Grade' })).body.data;
        const gone = (await readDbFile(t.dbFile)).events[0];
        await t.call('DELETE', `/event/delete/${gone._id}`);
        await t.api.flush();
        const db = await readDbFile(t.dbFile);
        expect(db.grades.at(-1)).toEqual(added);
        expect(db.events.some(e => e._id === gone._id)).toBe(false);
        // The journal stays, empty: everything it held is in the data file now.
        expect(await readdir(t.dir)).toEqual(['db.json', 'db.json.journal']);
        expect(await readFile(`${t.dbFile}.journal`, 'utf8')).toBe('');
    });

    it('shares one file write among a burst of 20 parallel creates', async () => {
        t = await startTestApi({ snapshotDelayMs: 50 });
        await t.api.flush();
        const before = t.api.writes;
        const replies = await Promise.all(
            Array.from({ length: 20 }, (_, i) => t!.call('POST', '/grade/add', { grade: `burst ${i}` })),
        );
        expect(replies.every(r => r.body.success)).toBe(true);
        await t.api.flush();
        expect(t.api.writes - before).toBeGreaterThan(0);
        expect(t.api.writes - before).toBeLessThan(20);
        const grades = (await readDbFile(t.dbFile)).grades.map(g => g.grade);
        expect(grades.filter(g => String(g).startsWith('burst '))).toHaveLength(20);
    });

    it('keeps the data across a restart', async () => {
        t = await startTestApi();
        const added = (await t.call('POST', '/grade/add', { grade: 'survivor' })).body.data;
        await t.api.close();
        const again = await startApi({ port: 0, dbFile: t.dbFile, jwtSecret: JWT_SECRET });
        try {
            const grades = (await fetch(`${again.url}/grade/alldetails`, {
                headers: { authorization: `Bearer ${t.token}` },
            }).then(r => r.json())) as {
                data: Row[];
            };
            expect(grades.data[0]).toEqual(added);
        } finally {
            await again.close();
        }
    });

    it('keeps a broken data file aside, never overwritten, and says in one line how it started', async () => {
        t = await startTestApi();
        const broken = `${t.dir}/broken.json`;
        await writeFile(broken, '{"events": [');
        const warned: string[] = [];
        const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void warned.push(line));
        const api = await startApi({ port: 0, dbFile: broken, jwtSecret: JWT_SECRET });
        warn.mockRestore();
        await api.close();
        const aside = (await readdir(t.dir)).filter(name => name.startsWith('broken.json.damaged-'));
        expect(aside).toHaveLength(1);
        expect(await readFile(`${t.dir}/${aside[0]}`, 'utf8')).toBe('{"events": [');
        expect(warned).toHaveLength(1);
        expect(warned[0]).not.toContain('\n');
        expect(warned[0]).toContain(aside[0]);
        expect(warned[0]).toMatch(/nothing in it could be read, so the API started from the seed/);
        expect(warned[0]).not.toMatch(/npm run reset/);
        expect(await readDbFile(broken)).toEqual(await readDbFile(DEFAULT_SEED_FILE));
    });
});

describe('reset', () => {
    it('POST /__reset restores the seed in memory and on disk, without a token', async () => {
        t = await startTestApi();
        await t.call('POST', '/grade/add', { grade: 'temporary' });
        await t.call('DELETE', `/grade/delete/${(await readDbFile(DEFAULT_SEED_FILE)).grades[0]._id}`);
        const { status, body } = await t.call('POST', '/__reset', undefined, '');
        expect(status).toBe(200);
        expect(body.success).toBe(true);
        // A reset ends every session: the old token is refused, a new sign-in works.
        expect((await t.call('GET', '/grade/alldetails')).status).toBe(401);
        t.token = (
            await t.call(
                'POST',
                '/api/v1/superadminlogin',
                { email: 'superadmin@example.com', password: 'Password@123' },
                '',
            )
        ).body.data.accessToken;
        const seed = await readDbFile(DEFAULT_SEED_FILE);
        expect((await t.call('GET', '/grade/alldetails')).body.data).toHaveLength(seed.grades.length);
        expect(await readDbFile(t.dbFile)).toEqual(seed);
    });

    it('reset() does the same for in-process tests', async () => {
        t = await startTestApi();
        await t.call('POST', '/grade/add', { grade: 'temporary' });
        await t.api.reset();
        const grades = (await t.call('GET', '/grade/alldetails')).body.data as Row[];
        expect(grades.some(g => g.grade === 'temporary')).toBe(false);
        expect(existsSync(t.dbFile)).toBe(true);
    });
});
