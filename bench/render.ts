import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPorts, consoleSession, MINIMAL_SESSION, minimalEvents, serveApps, type ServedApps } from './kit/apps';
import { firstRowRun, type FirstRowRun, type FirstRowTarget } from './kit/firstRow';
import { alternate, busySince, cpuSample, median, pause } from './kit/machine';
import { recordRun } from './kit/record';

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
 * Numbers are indicative only: a benchmark, never a test. `--record` appends the run to bench/runs/render.json.
 */
const RUNS = Number(process.env.RENDER_RUNS ?? 15);
const PORTS = benchPorts({ api: 3311, minimalApi: 3312, console: 5481, minimal: 5482 });
const MINIMAL_ROWS = 1000;

const dir = await mkdtemp(join(tmpdir(), 'render-bench-'));
let apps: ServedApps | undefined;

try {
    const events = minimalEvents(MINIMAL_ROWS);
    apps = await serveApps(dir, PORTS, events);
    const firstPage = await apps.call<{ data: { docs: { event_name: string }[] } }>('/event/alldetails', {
        page: 1,
        limit: 10,
        search: '',
        sortBy: null,
        sortOrder: 'asc',
    });
    const consoleMarker = firstPage.data.docs[0].event_name;

    const targets: FirstRowTarget[] = [
        {
            name: 'console',
            url: `${apps.consoleUrl}/event`,
            storage: consoleSession(apps.token),
            marker: consoleMarker,
            listPath: '/event/alldetails',
        },
        {
            name: 'minimal',
            url: `${apps.minimalUrl}/event`,
            storage: MINIMAL_SESSION,
            marker: events[0].event_name,
            listPath: `:${PORTS.minimalApi}/event?`,
        },
    ];

    const results = new Map<string, FirstRowRun[]>(targets.map(t => [t.name, []]));
    const runOnce = async (target: FirstRowTarget) => {
        results.get(target.name)!.push(await firstRowRun(target));
    };

    if (process.env.RENDER_SERVE) {
        // Look at both apps by hand: RENDER_SERVE=1 npm run bench:render (Ctrl+C stops).
        console.log(`console ${targets[0].url}\nminimal ${targets[1].url}\nconsole token ${apps.token}`);
        await new Promise(() => undefined);
    }

    const idle = cpuSample();
    await pause(2000);
    const busyBefore = busySince(idle);
    const during = cpuSample();
    await alternate(RUNS, targets, runOnce);
    const busyDuring = busySince(during);

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
            const runs = results.get(target.name)!.map(run => run[load]);
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
    const ratio = (pick: (run: FirstRowRun) => number) =>
        (median(results.get('console')!.map(pick)) / median(results.get('minimal')!.map(pick))).toFixed(2);
    console.log(
        `\ninteractive cold ${ratio(r => r.cold.live)}x warm ${ratio(r => r.warm.live)}x heap ${ratio(r => r.heap)}x`,
    );
    const both = (pick: (run: FirstRowRun) => number, digits = 0) => {
        const [ours, bare] = ['console', 'minimal'].map(name => +median(results.get(name)!.map(pick)).toFixed(digits));
        return { console: ours, minimal: bare, ratio: +ratio(pick) };
    };
    await recordRun('render', {
        machine: { cpus: cpus().length, busyBefore, busyDuring },
        rounds: RUNS,
        figures: {
            coldMs: both(r => r.cold.live),
            warmMs: both(r => r.warm.live),
            heapMiB: both(r => r.heap, 2),
            dom: both(r => r.dom),
            scriptWarmMs: both(r => r.warm.script),
        },
    });
} finally {
    await apps?.close();
    await rm(dir, { recursive: true, force: true });
}
