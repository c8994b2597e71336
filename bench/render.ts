import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import jsonServer from 'json-server';
import { build, preview, type PreviewServer } from 'vite';
import { hashedAssetCaching } from '../scripts/vite/hashedAssetCaching';
import { startApi } from '../server/app';
import { requireChromium } from '../scripts/chromium.js';

/**
 * `npm run bench:render`: time to the first data row of each app's own
 * interactive list (react-admin's DataTable, not a picture of it) at /event
 * with a stored session, in the console and in a bare react-admin app
 * (bench/minimal-admin, built here from the same packages, one resource and
 * its own data). Each run starts a fresh headless Chromium (empty cache):
 * "cold" is the first navigation, "warm" a reload in the same browser; then
 * the JS heap after a forced GC and the DOM's element count on the settled
 * list. Runs alternate between the two apps, so both see the same machine;
 * the last line is the ratio of the medians (console / minimal app).
 * Numbers are indicative only: a benchmark, never a test.
 */
const RUNS = Number(process.env.RENDER_RUNS ?? 7);
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const API_PORT = port('BENCH_API_PORT', 3311);
const MINIMAL_API_PORT = port('BENCH_MINIMAL_API_PORT', 3312);
const CONSOLE_PORT = port('BENCH_CONSOLE_PORT', 5481);
const MINIMAL_PORT = port('BENCH_MINIMAL_PORT', 5482);
const CHROMIUM = requireChromium();
const MINIMAL_ROWS = 1000;

const root = resolve(import.meta.dirname, '..');
const dir = await mkdtemp(join(tmpdir(), 'render-bench-'));

/** CPU time counters from /proc/stat (null where there is none); busy % is the non-idle share between two samples. */
interface CpuSample {
    idle: number;
    total: number;
}
const cpuSample = (): CpuSample | null => {
    try {
        const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
        return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
    } catch {
        return null;
    }
};
const busySince = (from: CpuSample | null): string => {
    const to = cpuSample();
    if (!from || !to || to.total === from.total) return 'n/a';
    return `${Math.round(100 * (1 - (to.idle - from.idle) / (to.total - from.total)))}%`;
};
const pause = (ms: number) => new Promise(done => setTimeout(done, ms));

const listen = (server: Server, on: number) =>
    new Promise<void>((done, fail) => {
        server.once('error', fail);
        server.listen(on, () => done());
    });

let apiClose: (() => Promise<void>) | undefined;
const servers: Server[] = [];
const previews: PreviewServer[] = [];

try {
    // Both apps are built fresh, production mode, each against its own API.
    process.env.VITE_API_URL = `http://localhost:${API_PORT}`;
    process.env.VITE_MINIMAL_API_URL = `http://localhost:${MINIMAL_API_PORT}`;
    const consoleDist = join(dir, 'console');
    const minimalDist = join(dir, 'minimal');
    await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: consoleDist, emptyOutDir: true },
    });
    await build({
        root: join(root, 'bench/minimal-admin'),
        configFile: false,
        plugins: [react()],
        logLevel: 'warn',
        build: { outDir: minimalDist, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });

    const api = await startApi({
        port: API_PORT,
        dbFile: join(dir, 'db.json'),
        consoleUrl: `http://localhost:${CONSOLE_PORT}`,
        // As npm start: links to files start with the address the console's config.json names.
        publicUrl: `http://localhost:${API_PORT}`,
    });
    apiClose = api.close;
    const login = await fetch(`${api.url}/api/v1/superadminlogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@example.com', password: 'Password@123' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const firstPage = await fetch(`${api.url}/event/alldetails`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ page: 1, limit: 10, search: '', sortBy: null, sortOrder: 'asc' }),
    });
    const consoleMarker = ((await firstPage.json()) as { data: { docs: { event_name: string }[] } }).data.docs[0]
        .event_name;

    // The minimal app's own data, served by json-server's REST router as in react-admin's tutorials.
    const events = Array.from({ length: MINIMAL_ROWS }, (_, i) => ({
        id: i + 1,
        event_name: `Minimal event ${i + 1}`,
        event_color: '#1e88e5',
        created_at: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
    }));
    const minimalApi = jsonServer.create();
    minimalApi.use(jsonServer.defaults({ logger: false, noGzip: true }));
    minimalApi.use(jsonServer.router({ event: events }));
    const minimalServer = createServer(minimalApi);
    servers.push(minimalServer);
    await listen(minimalServer, MINIMAL_API_PORT);

    // Both builds served the same way, as `npm start` serves the console: vite preview, hashed files cached for good.
    const served = (outDir: string, port: number) =>
        preview({
            root,
            configFile: false,
            plugins: [hashedAssetCaching()],
            logLevel: 'warn',
            build: { outDir },
            preview: { port, strictPort: true },
        });
    previews.push(await served(consoleDist, CONSOLE_PORT), await served(minimalDist, MINIMAL_PORT));

    interface Target {
        name: string;
        url: string;
        /** localStorage as a signed-in user leaves it. */
        storage: Record<string, string>;
        /** Text of the first data row. */
        marker: string;
        /** Part of the list request's URL. */
        listPath: string;
    }
    const targets: Target[] = [
        {
            name: 'console',
            url: `http://localhost:${CONSOLE_PORT}/event`,
            storage: { isLogin: 'true', accessToken: token, token },
            marker: consoleMarker,
            listPath: '/event/alldetails',
        },
        {
            name: 'minimal',
            url: `http://localhost:${MINIMAL_PORT}/#/event`,
            storage: { 'minimal.token': 'bench' },
            marker: events[0].event_name,
            listPath: `:${MINIMAL_API_PORT}/event?`,
        },
    ];

    /**
     * Installed before any page script: stores the session, then notes when a
     * table cell first shows the marker text. A string, so the TypeScript
     * runner's helpers do not end up in the page.
     */
    const watchFirstRow = (storage: Record<string, string>, marker: string) => `
        for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);
        const mark = (window.__bench = { row: null, live: null });
        const observer = new MutationObserver(() => {
            // A row of react-admin's own DataTable (sortable, its buttons working).
            for (const td of document.querySelectorAll('tr.RaDataTable-row td')) {
                if (!td.textContent.includes(${JSON.stringify(marker)})) continue;
                const now = performance.now();
                if (mark.row === null) mark.row = now;
                // Not a picture of the list drawn early (inert, hidden from assistive technology), if there were one.
                if (mark.live === null && !td.closest('[aria-hidden="true"], [inert]')) mark.live = now;
            }
            if (mark.live !== null) observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
    `;

    interface Timing {
        /** Any drawing of the first row (earlier than `live` only if an inert early picture came first). */
        row: number;
        /** The app's own list (sortable, its buttons working). */
        live: number;
        request: number;
        /** When the list's answer had arrived. */
        answer: number;
        script: number;
    }
    const readTiming = async (
        page: Page,
        listPath: string,
        scriptBefore: number,
        metrics: () => Promise<number>,
    ): Promise<Timing> => {
        await page.waitForFunction('window.__bench && window.__bench.live !== null', null, {
            timeout: 60_000,
            polling: 50,
        });
        const { row, live, request, answer } = (await page.evaluate(`({
            row: window.__bench.row,
            live: window.__bench.live,
            request: performance.getEntriesByType('resource').find(e => e.name.includes(${JSON.stringify(listPath)}))?.startTime ?? NaN,
            answer: performance.getEntriesByType('resource').find(e => e.name.includes(${JSON.stringify(listPath)}))?.responseEnd ?? NaN,
        })`)) as { row: number; live: number; request: number; answer: number };
        const script = await metrics();
        // Chromium counts script time per document; a reload may start it again from zero.
        return { row, live, request, answer, script: script >= scriptBefore ? script - scriptBefore : script };
    };

    interface Settled {
        /** Used JS heap after a forced GC, MiB. */
        heap: number;
        /** Elements in the document. */
        dom: number;
    }
    const results = new Map<string, { cold: Timing[]; warm: Timing[]; settled: Settled[] }>(
        targets.map(t => [t.name, { cold: [], warm: [], settled: [] }]),
    );
    const runOnce = async (target: Target) => {
        const browser = await chromium.launch({
            executablePath: CHROMIUM,
            args: [
                '--no-sandbox',
                '--disable-gpu',
                '--no-first-run',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
                '--disable-dev-shm-usage',
            ],
        });
        try {
            const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
            await context.addInitScript({ content: watchFirstRow(target.storage, target.marker) });
            const page = await context.newPage();
            const cdp = await context.newCDPSession(page);
            await cdp.send('Performance.enable');
            // The console's live stream (GET /live) stays open for good: refused here, so network idle can be judged.
            // Blocked through the browser rather than Playwright's routing, which would turn the HTTP cache off
            // (a "warm" reload would fetch every file again).
            await cdp.send('Network.enable');
            await cdp.send('Network.setBlockedURLs', { urls: ['*/live'] });
            const scriptMs = async () => {
                const { metrics } = await cdp.send('Performance.getMetrics');
                return 1000 * (metrics.find(m => m.name === 'ScriptDuration')?.value ?? 0);
            };
            let before = await scriptMs();
            await page.goto(target.url, { waitUntil: 'commit' });
            const cold = await readTiming(page, target.listPath, before, scriptMs);
            // Let the first load settle (late chunks, the session check) before reloading.
            await page.waitForLoadState('networkidle');
            before = await scriptMs();
            await page.reload({ waitUntil: 'commit' });
            const warm = await readTiming(page, target.listPath, before, scriptMs);
            // The list as it stays: settled (no request left), garbage collected twice.
            await page.waitForLoadState('networkidle');
            await pause(1000);
            await cdp.send('HeapProfiler.collectGarbage');
            await cdp.send('HeapProfiler.collectGarbage');
            const { usedSize } = await cdp.send('Runtime.getHeapUsage');
            const dom = (await page.evaluate('document.getElementsByTagName("*").length')) as number;
            const slot = results.get(target.name)!;
            slot.cold.push(cold);
            slot.warm.push(warm);
            slot.settled.push({ heap: usedSize / 1048576, dom });
        } finally {
            await browser.close();
        }
    };

    if (process.env.RENDER_SERVE) {
        // Look at both apps by hand: RENDER_SERVE=1 npm run bench:render (Ctrl+C stops).
        console.log(`console ${targets[0].url}\nminimal ${targets[1].url}\nconsole token ${token}`);
        await new Promise(() => undefined);
    }

    const idle = cpuSample();
    await pause(2000);
    const busyBefore = busySince(idle);
    const during = cpuSample();
    for (let i = 0; i < RUNS; i++) {
        // Alternate which app goes first, so neither always follows the other's browser.
        for (const target of i % 2 ? [...targets].reverse() : targets) await runOnce(target);
        process.stdout.write('.');
    }
    const busyDuring = busySince(during);
    process.stdout.write('\n');

    const median = (values: number[]) => {
        const sorted = values.filter(v => !Number.isNaN(v)).sort((a, b) => a - b);
        if (!sorted.length) return NaN;
        const mid = Math.floor(sorted.length / 2);
        return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
    const ms = (n: number) => (Number.isNaN(n) ? '-' : `${Math.round(n)}`).padStart(7);
    console.log(
        `Render bench: first data row of each app's own interactive list at /event with a stored session, ${RUNS} runs each (alternating), fresh headless Chromium, 1280x800`,
    );
    console.log(
        `machine: ${cpus().length} CPUs, busy ${busyBefore} in the 2 s before the runs, ${busyDuring} during them (the bench's own browser included)\n`,
    );
    console.log(
        `${'app'.padEnd(9)}${'load'.padEnd(6)}${'median'.padStart(7)}${'min'.padStart(7)}${'max'.padStart(7)}   list request at  answered at   main-thread script (ms, medians)`,
    );
    for (const load of ['cold', 'warm'] as const) {
        for (const target of targets) {
            const runs = results.get(target.name)![load];
            const live = runs.map(r => r.live);
            console.log(
                `${target.name.padEnd(9)}${load.padEnd(6)}${ms(median(live))}${ms(Math.min(...live))}${ms(Math.max(...live))}   ${ms(median(runs.map(r => r.request)))}          ${ms(median(runs.map(r => r.answer)))}           ${ms(median(runs.map(r => r.script)))}`,
            );
            // An inert picture of the rows drawn before the list itself, if an app had one: on its own line.
            const early = runs.map(r => r.row).filter((row, i) => row < runs[i].live);
            if (early.length)
                console.log(`${''.padEnd(15)}early picture of the rows at ${ms(median(early))} (${early.length} runs)`);
        }
    }
    console.log('');
    for (const target of targets) {
        const settled = results.get(target.name)!.settled;
        console.log(
            `${target.name.padEnd(9)}settled list: JS heap after GC ${median(settled.map(s => s.heap)).toFixed(2)} MiB, ${Math.round(median(settled.map(s => s.dom)))} DOM elements (medians)`,
        );
    }
    const ratio = (pick: (slot: { cold: Timing[]; warm: Timing[]; settled: Settled[] }) => number[]) =>
        (median(pick(results.get('console')!)) / median(pick(results.get('minimal')!))).toFixed(2);
    console.log(
        `\ninteractive cold ${ratio(s => s.cold.map(r => r.live))}x warm ${ratio(s => s.warm.map(r => r.live))}x heap ${ratio(s => s.settled.map(r => r.heap))}x`,
    );
} finally {
    await Promise.all(previews.map(p => p.close()));
    await Promise.all(servers.map(s => new Promise(done => s.close(done))));
    await apiClose?.();
    await rm(dir, { recursive: true, force: true });
}
