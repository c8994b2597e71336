import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { hashedAssetCaching } from '../scripts/vite/hashedAssetCaching';
import { startApi } from '../server/app';

/**
 * What the render benches share (bench/render.ts, bench/ui.ts): the machine's busy share, the console's API with a
 * signed-in session, a build served as `npm start` serves it, and one measured run in a fresh headless Chromium.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** CPU time counters from /proc/stat (null where there is none); busy % is the non-idle share between two samples. */
interface CpuSample {
    idle: number;
    total: number;
}
export const cpuSample = (): CpuSample | null => {
    try {
        const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
        return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
    } catch {
        return null;
    }
};
export const busySince = (from: CpuSample | null): string => {
    const to = cpuSample();
    if (!from || !to || to.total === from.total) return 'n/a';
    return `${Math.round(100 * (1 - (to.idle - from.idle) / (to.total - from.total)))}%`;
};
export const pause = (ms: number) => new Promise(done => setTimeout(done, ms));

export const median = (values: number[]) => {
    const sorted = values.filter(v => !Number.isNaN(v)).sort((a, b) => a - b);
    if (!sorted.length) return NaN;
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The console's fake API on `port`, its data in `dir`, with a superadmin's token and the first /event row's name. */
export const consoleApi = async (port: number, consolePort: number, dir: string) => {
    const api = await startApi({ port, dbFile: join(dir, 'db.json'), consoleUrl: `http://localhost:${consolePort}` });
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
    const marker = ((await firstPage.json()) as { data: { docs: { event_name: string }[] } }).data.docs[0].event_name;
    return { close: api.close, token, marker };
};

/** A build served as `npm start` serves the console: vite preview, hashed files cached for good. */
export const serve = (root: string, outDir: string, port: number): Promise<PreviewServer> =>
    preview({
        root,
        configFile: false,
        plugins: [hashedAssetCaching()],
        logLevel: 'warn',
        build: { outDir },
        preview: { port, strictPort: true },
    });

export interface Target {
    name: string;
    url: string;
    /** localStorage as a signed-in user leaves it. */
    storage: Record<string, string>;
    /** Text of the first data row. */
    marker: string;
    /** Part of the list request's URL. */
    listPath: string;
}

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

export interface Timing {
    /** Any drawing of the first row (earlier than `live` only if an inert early picture came first). */
    row: number;
    /** The app's own list (sortable, its buttons working). */
    live: number;
    request: number;
    /** When the list's answer had arrived. */
    answer: number;
    script: number;
    /** Main-thread CPU time until the row (Chromium's ThreadTime): barely moved by other work on the machine. */
    cpu: number;
}
const readTiming = async (
    page: Page,
    listPath: string,
    before: { script: number; cpu: number },
    metrics: () => Promise<{ script: number; cpu: number }>,
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
    const now = await metrics();
    // Chromium counts script time per document; a reload may start it again from zero.
    const since = (key: 'script' | 'cpu') => (now[key] >= before[key] ? now[key] - before[key] : now[key]);
    // The first load may run in a renderer of its own, started by the navigation: its CPU time counts from zero.
    const cpu = before.cpu < 0 ? now.cpu : since('cpu');
    return { row, live, request, answer, script: since('script'), cpu };
};

export interface Run {
    cold: Timing;
    warm: Timing;
    /** Used JS heap after a forced GC on the settled list, MiB. */
    heap: number;
    /** Elements in the document. */
    dom: number;
}

/**
 * One run in a fresh headless Chromium (empty cache): "cold" is the first navigation, "warm" a reload in the same
 * browser; then the JS heap after a forced GC and the DOM's element count on the settled list.
 */
export const runOnce = async (target: Target): Promise<Run> => {
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
            const ms = (name: string) => 1000 * (metrics.find(m => m.name === name)?.value ?? 0);
            return { script: ms('ScriptDuration'), cpu: ms('ThreadTime') };
        };
        let before = { ...(await scriptMs()), cpu: -1 };
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
        return { cold, warm, heap: usedSize / 1048576, dom };
    } finally {
        await browser.close();
    }
};
