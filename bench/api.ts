import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateDb } from '../fixtures/generate';
import { startApi } from '../server/app';
import type { StoredRecord } from '../server/store/dbFile';
import { INSIGHT_PANELS, INSIGHTS_API } from '../src/shared/insights';
import { recordRun } from './kit/record';

/**
 * `npm run bench`: the fake API on a 100k-row data set (events, grades and subscription history),
 * timed from a client on the same machine. Numbers are indicative only. `--record` appends the figures to
 * bench/runs/api.json.
 */
const ROWS = 100_000;
const DAY_MS = 86_400_000;

/** The fixture's subscription history grown to `ROWS` rows, spread over the two years before its base day. */
const manyHistory = (rows: readonly StoredRecord[]): StoredRecord[] =>
    Array.from({ length: ROWS }, (_, i) => {
        const row = rows[i % rows.length];
        const shift = ((i % 730) - 365) * DAY_MS;
        const moved = (key: string) => new Date(Date.parse(String(row[key])) + shift).toISOString();
        return {
            ...row,
            _id: i.toString(16).padStart(24, '0'),
            created_at: moved('created_at'),
            start_date: moved('start_date'),
            end_date: moved('end_date'),
        };
    });
const REPEATS = 5;
/** New search terms: common and rare words, a phrase, a miss. */
const SEARCH_TERMS = [
    'awards',
    'museum',
    'club',
    'term 2, week 7',
    'bring a water',
    'spelling',
    'zzz',
    'parade',
    'ORIENTATION',
    'exam',
    'day',
];

const dir = await mkdtemp(join(tmpdir(), 'fake-api-bench-'));
const seedFile = join(dir, 'seed.json');
const dbFile = join(dir, 'db.json');

try {
    let start = performance.now();
    const seed = await generateDb(ROWS);
    seed.subscription_history = manyHistory(seed.subscription_history as StoredRecord[]);
    await writeFile(seedFile, JSON.stringify(seed));
    const generated = performance.now() - start;

    start = performance.now();
    const api = await startApi({ port: 0, dbFile, seedFile });
    const started = performance.now() - start;

    const call = async (method: string, path: string, body?: unknown, token = ''): Promise<Response> => {
        const res = await fetch(api.url + path, {
            method,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        return res;
    };
    const login = await fetch(`${api.url}/api/v1/superadminlogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@example.com', password: 'Password@123' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

    const timeOnce = async (run: () => Promise<unknown>): Promise<number> => {
        const t0 = performance.now();
        await run();
        return performance.now() - t0;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

    const rows: { request: string; firstMs: string; repeatMs: string }[] = [];
    const measure = async (request: string, run: () => Promise<unknown>) => {
        const first = await timeOnce(run);
        const repeats: number[] = [];
        for (let i = 0; i < REPEATS; i++) repeats.push(await timeOnce(run));
        rows.push({ request, firstMs: first.toFixed(1), repeatMs: median(repeats).toFixed(1) });
    };
    const events = (body: object) => () =>
        call(
            'POST',
            '/event/alldetails',
            { page: 1, limit: 10, search: '', sortBy: null, sortOrder: 'asc', ...body },
            token,
        );

    await measure('events page 1', events({}));
    await measure('events page 5000', events({ page: 5000 }));
    await measure('events sorted by name, page 3', events({ sortBy: 'event_name', sortOrder: 'desc', page: 3 }));
    await measure('events search "robotics", page 2', events({ search: 'robotics', page: 2 }));
    await measure('events another search "week 3"', events({ search: 'week 3' }));
    // Each term is new to the API (no cached answer), as when someone types a fresh search.
    const fresh: number[] = [];
    for (const term of SEARCH_TERMS) fresh.push(await timeOnce(events({ search: term })));
    rows.push({
        request: `events, ${SEARCH_TERMS.length} new search terms (p50)`,
        firstMs: median(fresh).toFixed(1),
        repeatMs: '-',
    });
    await measure('grades whole list (100k rows)', () => call('GET', '/grade/alldetails', undefined, token));
    await measure('json-server router page 1 (/_db)', () =>
        call('GET', '/_db/events?_page=1&_limit=10', undefined, token),
    );

    // The Insights screen's panels over 12 months: subscriptions reads the 100k history rows.
    for (const panel of INSIGHT_PANELS)
        await measure(`insights ${panel}, last 12 months`, () =>
            call('GET', `${INSIGHTS_API[panel].path}?period=last12months`, undefined, token),
        );

    const writesBefore = api.writes;
    const burst = await timeOnce(() =>
        Promise.all(
            Array.from({ length: 50 }, (_, i) =>
                call('POST', '/event/add', { event_name: `Bench event ${i}`, event_color: '#e53935' }, token),
            ),
        ),
    );
    const flushed = await timeOnce(() => api.flush());
    rows.push({ request: '50 concurrent creates', firstMs: burst.toFixed(1), repeatMs: '-' });
    rows.push({
        request: `  then flush (${api.writes - writesBefore} file writes)`,
        firstMs: flushed.toFixed(1),
        repeatMs: '-',
    });
    await measure('events page 1 after the creates', events({}));

    // Writes beside reads, for a few seconds each, so background snapshots of the 100k-row data file happen
    // during the runs and show in the tail: one writer beside one reader (each call's own latency), then 10 + 10
    // clients (latency with queueing: 20 calls in flight on the only thread).
    const pct = (values: number[], p: number) =>
        [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
    const underLoad = async (clients: number, label: string) => {
        const latencies = { create: [] as number[], read: [] as number[] };
        const until = performance.now() + 4000;
        const client = async (kind: 'create' | 'read', n: number) => {
            for (let i = 0; performance.now() < until; i++) {
                const run =
                    kind === 'create'
                        ? () => call('POST', '/grade/add', { grade: `load ${label} ${n}-${i}` }, token)
                        : events({});
                latencies[kind].push(await timeOnce(run));
            }
        };
        await Promise.all([
            ...Array.from({ length: clients }, (_, n) => client('create', n)),
            ...Array.from({ length: clients }, (_, n) => client('read', n)),
        ]);
        for (const kind of ['create', 'read'] as const) {
            const values = latencies[kind];
            rows.push({
                request: `${kind === 'create' ? 'creates' : 'page-1 reads'} beside each other, ${label} (${values.length} calls)`,
                firstMs: `p50 ${pct(values, 0.5).toFixed(1)}`,
                repeatMs: `p99 ${pct(values, 0.99).toFixed(1)}`,
            });
        }
    };
    await underLoad(1, '1 + 1 clients');
    await underLoad(10, '10 + 10 clients');

    const size = (await stat(dbFile)).size;
    await api.close();

    console.log(
        `Fake API bench: ${ROWS} events + ${ROWS} grades + ${ROWS} subscriptions, data file ${(size / 1e6).toFixed(1)} MB`,
    );
    console.log(`generate ${generated.toFixed(0)} ms, start (read + index) ${started.toFixed(0)} ms\n`);
    console.table(rows);
    console.log(
        `\nsearch at ${ROWS / 1000}k rows: a new term answers in ${median(fresh).toFixed(1)} ms p50 (${SEARCH_TERMS.length} terms)`,
    );
    await recordRun('api', { rounds: REPEATS, figures: { newSearchTermP50Ms: +median(fresh).toFixed(1), rows } });
} finally {
    await rm(dir, { recursive: true, force: true });
}
