import type { Page } from '@playwright/test';
import { launchBrowser } from './apps';
import { followRequests } from './settle';
import { pause } from './machine';

/**
 * One run of the first-row benches (bench/render.ts, bench/ui.ts): in a fresh headless Chromium (empty cache),
 * the time to the first data row of an app's own list, "cold" on the first navigation and "warm" on a reload in
 * the same browser, with the main-thread script and CPU time until then; then the JS heap after a forced GC and
 * the DOM's element count on the settled list.
 */
export interface FirstRowTarget {
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
 * Installed before any page script: stores the session, then notes when a table cell first shows the marker
 * text. A string, so the TypeScript runner's helpers do not end up in the page.
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
    /** Main-thread CPU time until the row (Chromium's ThreadTime): far less moved by other work on the machine. */
    cpu: number;
}

interface Counters {
    script: number;
    cpu: number;
}

const readTiming = async (
    page: Page,
    listPath: string,
    before: Counters,
    counters: () => Promise<Counters>,
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
    const now = await counters();
    // Chromium counts per document; a reload may start a counter again from zero.
    const since = (key: keyof Counters) => (now[key] >= before[key] ? now[key] - before[key] : now[key]);
    // The first load may run in a renderer of its own, started by the navigation: its CPU time counts from zero.
    const cpu = before.cpu < 0 ? now.cpu : since('cpu');
    return { row, live, request, answer, script: since('script'), cpu };
};

export interface FirstRowRun {
    cold: Timing;
    warm: Timing;
    /** Used JS heap after a forced GC on the settled list, MiB. */
    heap: number;
    /** Elements in the document. */
    dom: number;
}

/** One cold and one warm load of `target` in a fresh headless Chromium, then the settled list's heap and DOM. */
export const firstRowRun = async (target: FirstRowTarget): Promise<FirstRowRun> => {
    const browser = await launchBrowser();
    try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
        await context.addInitScript({ content: watchFirstRow(target.storage, target.marker) });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        // Settled is judged without the console's live stream, which stays open (bench/kit/settle.ts).
        const { settled } = followRequests(page);
        const counters = async (): Promise<Counters> => {
            const { metrics } = await cdp.send('Performance.getMetrics');
            const ms = (name: string) => 1000 * (metrics.find(m => m.name === name)?.value ?? 0);
            return { script: ms('ScriptDuration'), cpu: ms('ThreadTime') };
        };
        let before = { ...(await counters()), cpu: -1 };
        await page.goto(target.url, { waitUntil: 'commit' });
        const cold = await readTiming(page, target.listPath, before, counters);
        // Let the first load settle (late chunks, the session check) before reloading.
        await settled();
        before = await counters();
        await page.reload({ waitUntil: 'commit' });
        const warm = await readTiming(page, target.listPath, before, counters);
        // The list as it stays: settled (no request left but the live stream), garbage collected twice.
        await settled();
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
