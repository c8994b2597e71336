import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import jsonServer from 'json-server';
import { build, type PreviewServer } from 'vite';
import { busySince, consoleApi, cpuSample, median, pause, type Run, runOnce, serve, type Target } from './renderKit';

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
const MINIMAL_ROWS = 1000;

const root = resolve(import.meta.dirname, '..');
const dir = await mkdtemp(join(tmpdir(), 'render-bench-'));

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

    const api = await consoleApi(API_PORT, CONSOLE_PORT, dir);
    apiClose = api.close;
    const { token } = api;
    const consoleMarker = api.marker;

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

    // Both builds served the same way, as `npm start` serves the console.
    previews.push(await serve(root, consoleDist, CONSOLE_PORT), await serve(root, minimalDist, MINIMAL_PORT));

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

    const results = new Map<string, Run[]>(targets.map(t => [t.name, []]));

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
        for (const target of i % 2 ? [...targets].reverse() : targets)
            results.get(target.name)!.push(await runOnce(target));
        process.stdout.write('.');
    }
    const busyDuring = busySince(during);
    process.stdout.write('\n');

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
            const runs = results.get(target.name)!.map(r => r[load]);
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
        const settled = results.get(target.name)!;
        console.log(
            `${target.name.padEnd(9)}settled list: JS heap after GC ${median(settled.map(s => s.heap)).toFixed(2)} MiB, ${Math.round(median(settled.map(s => s.dom)))} DOM elements (medians)`,
        );
    }
    const ratio = (pick: (run: Run) => number) =>
        (median(results.get('console')!.map(pick)) / median(results.get('minimal')!.map(pick))).toFixed(2);
    console.log(
        `\ninteractive cold ${ratio(r => r.cold.live)}x warm ${ratio(r => r.warm.live)}x heap ${ratio(r => r.heap)}x`,
    );
} finally {
    await Promise.all(previews.map(p => p.close()));
    await Promise.all(servers.map(s => new Promise(done => s.close(done))));
    await apiClose?.();
    await rm(dir, { recursive: true, force: true });
}
