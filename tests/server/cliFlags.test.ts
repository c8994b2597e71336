import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FLAGS, apiFlags } from '../../server/cliFlags';

/** `npm run api` answers a mistake in its flags in one line naming the flags there are, never a stack trace. */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `npm run api -- ...args` as npm would (tsx server/main.ts), on a data file of its own. */
const runApi = async (args: string[]) => {
    const dir = await mkdtemp(join(tmpdir(), 'fake-api-cli-'));
    try {
        return await new Promise<{ code: number | null; stdout: string; stderr: string }>(resolve => {
            execFile(
                join(root, 'node_modules/.bin/tsx'),
                ['server/main.ts', ...args],
                { cwd: root, env: { ...process.env, API_DB: join(dir, 'db.json'), PORT: '0' }, timeout: 60_000 },
                (err, stdout, stderr) =>
                    resolve({ code: err ? ((err.code as number | null) ?? null) : 0, stdout, stderr }),
            );
        });
    } finally {
        await rm(dir, { recursive: true, force: true });
    }
};

describe('npm run api flags', () => {
    it.each([
        [['--fault'], '--fault needs a name'],
        [['--fault', '--fresh'], '--fault needs a name'],
        [['--spec-onyl'], 'unknown flag --spec-onyl'],
        [['--fault', 'bogus'], '--fault must be one of envelope, missing-field, 500, not "bogus"'],
        [['fresh'], 'unexpected argument "fresh"'],
        [['--fresh=yes'], '--fresh takes no value'],
    ])('%j: one line, with the accepted flags', (args, problem) => {
        expect(apiFlags(args)).toEqual({ problem: `npm run api: ${problem}. Accepted flags: ${ACCEPTED_FLAGS}` });
    });

    it('reads the flags it knows', () => {
        expect(apiFlags(['--fresh', '--spec-only', '--fault', '500'])).toEqual({
            'reset-only': false,
            fresh: true,
            'spec-only': true,
            fault: '500',
        });
        expect(apiFlags([])).toMatchObject({ fresh: false, fault: undefined });
    });

    it('prints that line alone and exits 1, no stack trace', { timeout: 120_000 }, async () => {
        const [noName, typo] = await Promise.all([runApi(['--fault']), runApi(['--spec-onyl'])]);
        for (const [run, problem] of [
            [noName, '--fault needs a name'],
            [typo, 'unknown flag --spec-onyl'],
        ] as const) {
            expect(run.code).toBe(1);
            expect(run.stdout).toBe('');
            expect(run.stderr).toBe(`npm run api: ${problem}. Accepted flags: ${ACCEPTED_FLAGS}\n`);
        }
    });
});
