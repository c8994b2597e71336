/**
 * Two fake APIs on one data file (issue 47): the second refuses to start, in one line naming the first and how to
 * pick another data folder, so neither loses the other's acknowledged writes; the file is free again once the
 * first stops, and a lock left by a process that is gone is no lock.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataFile, lockFileOf } from '../../scripts/dataLock.js';

const TSX = join('node_modules', '.bin', 'tsx');
let dir: string;
let dbFile: string;
const running: ChildProcess[] = [];

beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'data-lock-'));
    dbFile = join(dir, 'db.json');
});
afterEach(async () => {
    for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
});

const env = () => ({ ...process.env, API_DB: dbFile, PORT: '0', JWT_SECRET: 'data-lock-test' });

/** `npm run api` on the test's data file, resolved once it listens. */
const startApi = (): Promise<ChildProcess> =>
    new Promise((resolve, reject) => {
        const child = spawn(TSX, ['server/main.ts'], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
        running.push(child);
        let out = '';
        child.stdout!.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (out.includes('Fake API on')) resolve(child);
        });
        child.once('exit', code => reject(new Error(`the API exited (${code}) before it listened: ${out}`)));
    });

const exited = (child: ChildProcess): Promise<number | null> =>
    child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise(resolve => child.once('exit', resolve));

/** A command run to its end on the test's data file: its exit status and what it said on stderr. */
const runMain = (...args: string[]) => {
    const result = spawnSync(TSX, ['server/main.ts', ...args], { env: env(), encoding: 'utf8', timeout: 60_000 });
    return { status: result.status, stderr: result.stderr.trim() };
};

describe('one fake API per data file', () => {
    it('refuses a second API on the same file in one line naming the first, until the first stops', async () => {
        const first = await startApi();
        const holder = JSON.parse(readFileSync(lockFileOf(dbFile), 'utf8')) as { pid: number };

        const second = runMain();
        expect(second.status).toBe(1);
        expect(second.stderr.split('\n')).toHaveLength(1);
        expect(second.stderr).toContain(`is in use by the fake API on :0 (pid ${holder.pid})`);
        expect(second.stderr).toContain('API_DB=');
        // Nor may a reset copy the seed under it.
        expect(runMain('--reset-only').status).toBe(1);

        first.kill('SIGTERM');
        expect(await exited(first)).toBe(0);
        expect(existsSync(lockFileOf(dbFile))).toBe(false);
        const third = await startApi();
        third.kill('SIGTERM');
        expect(await exited(third)).toBe(0);
    }, 90_000);

    it('takes over a lock left by a process that is gone', () => {
        const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
        writeFileSync(lockFileOf(dbFile), JSON.stringify({ pid: Number(gone.stdout.trim()), port: '3001' }));
        const release = lockDataFile(dbFile, 3002);
        expect(JSON.parse(readFileSync(lockFileOf(dbFile), 'utf8'))).toEqual({ pid: process.pid, port: '3002' });
        release();
        expect(existsSync(lockFileOf(dbFile))).toBe(false);
    });
});
