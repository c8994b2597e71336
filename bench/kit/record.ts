import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';

/** What a bench keeps of one run, beside the date and commit `recordRun` adds. */
interface RunRecord {
    machine?: { cpus: number; busyBefore: string; busyDuring: string };
    rounds: number;
    [figures: string]: unknown;
}

/**
 * The commit the run measured, marked when src/, server/ or bench/ held changes not yet committed (the recorded
 * runs themselves aside: a run recorded just before does not change what the next one measures).
 */
const commitNow = () => {
    try {
        const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
        return (
            git('rev-parse', '--short', 'HEAD') +
            (git('status', '--porcelain', 'src', 'server', 'bench', ':!bench/runs') ? '+changes' : '')
        );
    } catch {
        return null;
    }
};

/**
 * With `--record` (`npm run bench:render -- --record`), appends the run to bench/runs/<bench>.json: figures are
 * kept as data a reader can compare, not copied into the docs' prose. Without it, does nothing.
 */
export const recordRun = async (bench: string, run: RunRecord) => {
    if (!process.argv.includes('--record')) return;
    const file = resolve(import.meta.dirname, '../runs', `${bench}.json`);
    const runs = JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as unknown[];
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    runs.push({ date, commit: commitNow(), ...run });
    // Formatted as the format check wants it, so a recorded file is committed as it is.
    const options = { ...(await resolveConfig(file)), filepath: file };
    await writeFile(file, await format(JSON.stringify(runs), options));
    console.log(`recorded in ${relative(process.cwd(), file)}`);
};
