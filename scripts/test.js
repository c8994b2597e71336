// `npm test`: typecheck, the code checks (lint, format, layers, unused code), vitest (unit + contract),
// playwright (e2e), then one totals line.
// Every suite runs even when an earlier one fails; the last line printed is `N passed, N failed[, N skipped]`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumInstallHint, findChromium } from './chromium.js';
import { planShards, readTimings, testsPerFile } from './e2eShards.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.test-output');
const bin = name => join(root, 'node_modules', '.bin', name);
mkdirSync(out, { recursive: true });

function run(label, command, args, env = {}) {
    console.log(`\n=== ${label}: ${[command.replace(root, ''), ...args].join(' ')}`);
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    if (result.error) console.error(`${label} could not start: ${result.error.message}`);
    return result.status ?? 1;
}

function readJson(file) {
    if (!existsSync(file)) return undefined;
    try {
        return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
        return undefined;
    }
}

// A runner that exits non-zero without reporting a failure (crash, broken config, server that never
// started, unhandled error) still counts as one failed test so the totals cannot read green.
function atLeastOneIfCrashed(counts, status) {
    return status !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

function typecheck() {
    const status = run('typecheck', bin('tsc'), ['-b', 'tsconfig.json']);
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 };
}

/** A check that passes at zero findings (exit 0): one test passed or failed, like the typecheck. */
function check(label, command, args) {
    const status = run(label, bin(command), args);
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 };
}

function vitest() {
    const file = join(out, 'vitest.json');
    rmSync(file, { force: true });
    const status = run('vitest', bin('vitest'), [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
    ]);
    const report = readJson(file);
    if (!report) return atLeastOneIfCrashed({ passed: 0, failed: 0, skipped: 0 }, status || 1);
    // A file that fails to load has no test results but is a failure of its own.
    const brokenFiles = (report.testResults ?? []).filter(
        f => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
    ).length;
    return atLeastOneIfCrashed(
        {
            passed: report.numPassedTests ?? 0,
            failed: (report.numFailedTests ?? 0) + brokenFiles,
            skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
        },
        status,
    );
}

// The e2e suite runs in E2E_SHARDS shards at once (default 2), each with its own fake API, data and console
// build on ports of its own, so no shard sees another's writes; within a shard tests run one at a time.
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const API_BASE = Number(process.env.E2E_API_PORT ?? 3101);
const CONSOLE_BASE = Number(process.env.E2E_CONSOLE_PORT ?? 5273);

/** One shard, its lines prefixed with its number so interleaved output stays readable. */
function shard(index, files) {
    const file = join(out, `playwright-${index}.json`);
    rmSync(file, { force: true });
    // The shard's files as planned by their timings; Playwright's own count-based split if the listing failed.
    const filter = files ? files.map(f => `tests/e2e/${f}`) : SHARDS > 1 ? [`--shard=${index}/${SHARDS}`] : [];
    const args = ['test', ...filter];
    const env = {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        E2E_API_PORT: String(API_BASE + index - 1),
        E2E_CONSOLE_PORT: String(CONSOLE_BASE + index - 1),
    };
    const prefix = SHARDS > 1 ? `[${index}/${SHARDS}] ` : '';
    return new Promise(resolve => {
        const child = spawn(bin('playwright'), args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
        for (const [from, to] of [
            [child.stdout, process.stdout],
            [child.stderr, process.stderr],
        ]) {
            let rest = '';
            from.on('data', chunk => {
                const lines = (rest + chunk).split('\n');
                rest = lines.pop() ?? '';
                for (const line of lines) to.write(`${prefix}${line}\n`);
            });
            from.on('end', () => rest && to.write(`${prefix}${rest}\n`));
        }
        child.on('error', error => {
            console.error(`playwright shard ${index} could not start: ${error.message}`);
            resolve({ status: 1, report: undefined });
        });
        child.on('close', code => resolve({ status: code ?? 1, report: readJson(file) }));
    });
}

/** Without a browser every e2e test counts as failed (not skipped), so the totals cannot read green. */
function withoutChromium(missing) {
    console.log(`\n=== playwright: not run (${missing})`);
    console.error(chromiumInstallHint());
    let tests = 0;
    try {
        tests = Object.values(testsPerFile(root, bin('playwright'))).reduce((sum, n) => sum + n, 0);
    } catch (error) {
        console.error(`could not list the e2e tests (${error.message})`);
    }
    return { passed: 0, failed: Math.max(1, tests), skipped: 0 };
}

async function playwright() {
    const browser = findChromium();
    if ('missing' in browser) return withoutChromium(browser.missing);
    console.log(
        `\n=== playwright: ${SHARDS} shard(s), ports ${API_BASE}+ / ${CONSOLE_BASE}+, ${browser.source}'s Chromium`,
    );
    let plan;
    try {
        if (SHARDS > 1) plan = planShards(testsPerFile(root, bin('playwright')), readTimings(root), SHARDS);
    } catch (error) {
        console.error(`could not list the e2e tests (${error.message}); splitting by test count instead`);
    }
    plan?.forEach(({ files, seconds }, i) =>
        console.log(`shard ${i + 1}: ${files.length} files, about ${Math.round(seconds / 60)} min of tests`),
    );
    const shards = await Promise.all(Array.from({ length: SHARDS }, (_, i) => shard(i + 1, plan?.[i].files)));
    return shards
        .map(({ status, report }) => playwrightCounts(status, report))
        .reduce((sum, c) => ({
            passed: sum.passed + c.passed,
            failed: sum.failed + c.failed,
            skipped: sum.skipped + c.skipped,
        }));
}

function playwrightCounts(status, report) {
    if (!report?.stats) return atLeastOneIfCrashed({ passed: 0, failed: 0, skipped: 0 }, status || 1);
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    // Errors outside tests (webServer failed to start, global setup threw) are reported apart from tests.
    const outsideTests = unexpected === 0 ? (report.errors ?? []).length : 0;
    return atLeastOneIfCrashed(
        // A test that failed once and passed on retry is flaky, and counts as passed.
        { passed: expected + flaky, failed: unexpected + outsideTests, skipped },
        status,
    );
}

const suites = [
    ['typecheck', typecheck()],
    // ESLint: typescript-eslint, react-hooks, jsx-a11y (eslint.config.js).
    ['lint', check('lint', 'eslint', ['--max-warnings=0', '.'])],
    // Prettier, the project's style (.prettierrc.json).
    ['format', check('format', 'prettier', ['--check', '--log-level=warn', '.'])],
    // The layers and no import circles, type-only ones included (.dependency-cruiser.cjs).
    ['layers', check('layers', 'depcruise', ['--config', '.dependency-cruiser.cjs', 'src', 'server'])],
    // Unused files, exports and dependencies (knip.json).
    ['unused', check('unused', 'knip', [])],
    ['vitest', vitest()],
    ['playwright', await playwright()],
];

const line = ({ passed, failed, skipped }) =>
    `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
const total = suites.reduce(
    (sum, [, c]) => ({
        passed: sum.passed + c.passed,
        failed: sum.failed + c.failed,
        skipped: sum.skipped + c.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
);

console.log('\n=== totals');
for (const [name, counts] of suites) console.log(`${name.padEnd(11)} ${line(counts)}`);
console.log(line(total));
process.exitCode = total.failed > 0 ? 1 : 0;
