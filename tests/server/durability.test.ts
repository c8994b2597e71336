import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, appendFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_FILE, startApi } from '../../server/app';
import { resetDataFile } from '../../server/store/store';
import { ADMIN, JWT_SECRET } from './harness';

const freePort = () =>
    new Promise<number>((resolve, reject) => {
        const probe = createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as { port: number };
            probe.close(() => resolve(port));
        });
    });

/**
 * The API as `npm run api` starts it, in a child process that can be killed without warning. Node itself runs
 * it with tsx's loader: the `tsx` command is a parent that starts the server as its own child, so a SIGKILL
 * to it left the server running (orphaned, still writing the files the test then reopened).
 */
const startChild = async (dbFile: string) => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, PORT: String(port), API_DB: dbFile, JWT_SECRET },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
        let seen = '';
        child.stdout!.on('data', (chunk: Buffer) => {
            seen += chunk.toString();
            if (seen.includes('Fake API on')) resolve();
        });
        child.once('exit', code => reject(new Error(`the API exited (${code}) before it listened`)));
    });
    return { child, url: `http://127.0.0.1:${port}` };
};

let children: ChildProcess[] = [];
let dirs: string[] = [];
afterEach(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    children = [];
    dirs = [];
});

describe('durability', () => {
    it('keeps every acknowledged write through kill -9 in the middle of a burst', async () => {
        const dir = await mkdtemp(join(tmpdir(), 'durability-'));
        dirs.push(dir);
        const dbFile = join(dir, 'db.json');
        const { child, url } = await startChild(dbFile);
        children.push(child);
        const login = (await (
            await fetch(`${url}/api/v1/superadminlogin`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(ADMIN),
            })
        ).json()) as {
            data: { accessToken: string };
        };
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.accessToken}` };

        const acknowledged: string[] = [];
        let killed = false;
        const worker = async (w: number) => {
            for (let i = 0; i < 25 && !killed; i++) {
                try {
                    const res = await fetch(`${url}/notes/add`, {
                        method: 'POST',
                        headers,
                        body: JSON.stringify({ note: `burst ${w}-${i}` }),
                    });
                    const body = (await res.json()) as { success: boolean; data: { _id: string } };
                    if (res.status === 200 && body.success) acknowledged.push(body.data._id);
                } catch {
                    return; // the server is gone
                }
                if (acknowledged.length >= 150 && !killed) {
                    killed = true;
                    child.kill('SIGKILL');
                }
            }
        };
        await Promise.all(Array.from({ length: 20 }, (_, w) => worker(w)));
        expect(killed).toBe(true);
        expect(acknowledged.length).toBeGreaterThanOrEqual(150);
        await new Promise(resolve =>
            child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
        );

        const again = await startApi({ port: 0, dbFile, jwtSecret: JWT_SECRET });
        try {
            const token = (
                (await (
                    await fetch(`${again.url}/api/v1/superadminlogin`, {
                        method: 'POST',
                        headers: { 'content-type': 'application/json' },
                        body: JSON.stringify(ADMIN),
                    })
                ).json()) as { data: { accessToken: string } }
            ).data.accessToken;
            const notes = (await (
                await fetch(`${again.url}/notes/alldetails`, { headers: { authorization: `Bearer ${token}` } })
            ).json()) as { data: Array<{ _id: string }> };
            const present = new Set(notes.data.map(n => n._id));
            expect(acknowledged.filter(id => !present.has(id))).toEqual([]);
            // After the restart the data file itself holds them (the journal was replayed into it).
            const file = JSON.parse(await readFile(dbFile, 'utf8')) as { notes: Array<{ _id: string }> };
            const inFile = new Set(file.notes.map(n => n._id));
            expect(acknowledged.filter(id => !inFile.has(id))).toEqual([]);
        } finally {
            await again.close();
        }
    }, 60_000);

    it('ignores a torn last journal line and appends after it cleanly', async () => {
        const dir = await mkdtemp(join(tmpdir(), 'durability-'));
        dirs.push(dir);
        const dbFile = join(dir, 'db.json');
        const first = await startApi({ port: 0, dbFile, jwtSecret: JWT_SECRET });
        await first.close();
        const seed = JSON.parse(await readFile(dbFile, 'utf8')) as { grades: Array<{ _id: string }> };
        const kept = {
            _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
            grade: 'from the journal',
            grade_status: true,
            created_at: '2030-01-01T00:00:00.000Z',
        };
        await writeFile(
            `${dbFile}.journal`,
            `${JSON.stringify({ c: 'grades', put: kept })}\n{"c":"grades","put":{"_id":"torn`,
        );
        const second = await startApi({ port: 0, dbFile, jwtSecret: JWT_SECRET });
        await second.close();
        const after = JSON.parse(await readFile(dbFile, 'utf8')) as { grades: Array<{ _id: string }> };
        expect(after.grades).toHaveLength(seed.grades.length + 1);
        expect(after.grades.at(-1)).toEqual(kept);
        // A line appended after a torn one starts on its own line.
        await appendFile(`${dbFile}.journal`, '{"c":"grades","del":"a1b2c3d4e5f6a1b2c3d4e5f6"}\n');
        const third = await startApi({ port: 0, dbFile, jwtSecret: JWT_SECRET });
        await third.close();
        expect((JSON.parse(await readFile(dbFile, 'utf8')) as { grades: unknown[] }).grades).toHaveLength(
            seed.grades.length,
        );
    });

    it('npm run reset leaves no journal to replay over the seed', async () => {
        const dir = await mkdtemp(join(tmpdir(), 'durability-'));
        dirs.push(dir);
        const dbFile = join(dir, 'db.json');
        const first = await startApi({ port: 0, dbFile, jwtSecret: JWT_SECRET });
        await first.close();
        await writeFile(
            `${dbFile}.journal`,
            `${JSON.stringify({ c: 'grades', put: { _id: 'ffffffffffffffffffffffff', grade: 'stale' } })}\n`,
        );
        await resetDataFile(dbFile, DEFAULT_SEED_FILE);
        const again = await startApi({ port: 0, dbFile, jwtSecret: JWT_SECRET });
        await again.close();
        expect(await readFile(dbFile, 'utf8')).not.toContain('stale');
    });
});
