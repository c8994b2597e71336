import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
    benchPorts,
    consoleSession,
    launchBrowser,
    MINIMAL_SESSION,
    minimalEvents,
    serveApps,
    type ServedApps,
} from './kit/apps';
import { alternate, busySince, cpuSample, median, pause } from './kit/machine';

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
        const browser = await launchBrowser();
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
    await apps?.close();
    await rm(dir, { recursive: true, force: true });
}
