// Splits the e2e files between shards by how long they take, not by how many tests they hold: Playwright's own
// --shard cuts the ordered list of tests in equal counts, so a file of minute-long accessibility sweeps weighed
// like a file of five-second tests and one shard ran 30 minutes longer than the other.
// Durations come from tests/e2e/timings.json (seconds per file, refreshed by `node scripts/e2eShards.js --update`
// from the last run's reports); a file missing there counts DEFAULT_SECONDS per test.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DEFAULT_SECONDS = 6;
const TIMINGS = 'tests/e2e/timings.json';

/** Every spec in a Playwright JSON report, with the file it is in (relative to the test folder). */
function* specs(suite) {
    for (const spec of suite.specs ?? []) yield spec;
    for (const child of suite.suites ?? []) yield* specs(child);
}

/** Tests per file, from `playwright test --list --reporter=json`. */
export function testsPerFile(root, bin) {
    const listed = spawnSync(bin, ['test', '--list', '--reporter=json'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '' },
    });
    const report = JSON.parse(listed.stdout);
    const counts = {};
    for (const suite of report.suites ?? [])
        for (const spec of specs(suite)) counts[spec.file] = (counts[spec.file] ?? 0) + spec.tests.length;
    return counts;
}

/**
 * Longest first, each file to the shard with the least time so far (within a few percent of the best split for
 * many small files and a few large ones). Returns the files of each shard, in their usual (alphabetical) order.
 */
export function planShards(counts, timings, shards) {
    const cost = file => timings[file] ?? counts[file] * DEFAULT_SECONDS;
    const plan = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
    for (const file of Object.keys(counts).sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
        const lightest = plan.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
        lightest.files.push(file);
        lightest.seconds += cost(file);
    }
    return plan.map(shard => ({ ...shard, files: shard.files.sort() }));
}

export function readTimings(root) {
    const file = join(root, TIMINGS);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Seconds per file from the shards' JSON reports (every attempt counted: a retry costs time too). */
export function timingsFromReports(reports) {
    const seconds = {};
    for (const report of reports)
        for (const suite of report?.suites ?? [])
            for (const spec of specs(suite))
                for (const test of spec.tests)
                    for (const result of test.results ?? [])
                        seconds[spec.file] = (seconds[spec.file] ?? 0) + result.duration / 1000;
    return Object.fromEntries(
        Object.entries(seconds)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([file, s]) => [file, Math.round(s)]),
    );
}

// `node scripts/e2eShards.js --update`: write the timings of the last `npm test` run.
if (process.argv[2] === '--update') {
    const root = new URL('..', import.meta.url).pathname;
    const reports = [1, 2, 3, 4]
        .map(i => join(root, '.test-output', `playwright-${i}.json`))
        .filter(existsSync)
        .map(file => JSON.parse(readFileSync(file, 'utf8')));
    const timings = { ...readTimings(root), ...timingsFromReports(reports) };
    writeFileSync(join(root, TIMINGS), `${JSON.stringify(timings, null, 4)}\n`);
    console.log(`${TIMINGS}: ${Object.keys(timings).length} files from ${reports.length} report(s)`);
}
