import type { CDPSession, Page } from '@playwright/test';
import { launchBrowser } from './apps';
import { pause } from './machine';
import { followRequests } from './settle';

/**
 * One run of `npm run bench:field`: bench:render's first-row run (bench/kit/firstRow.ts) under Chromium's own
 * network throttling (CDP Network.emulateNetworkConditions), at a device's width, also counting the bytes on the
 * wire before the first row (Network.loadingFinished's encoded sizes, the API's answers included) and the layout
 * shift while the screen loads (PerformanceObserver 'layout-shift', summed, shifts after input left out).
 */
export interface Device {
    name: string;
    viewport: { width: number; height: number };
    deviceScaleFactor: number;
    isMobile: boolean;
    hasTouch: boolean;
}

export const PHONE: Device = {
    name: 'phone',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
};
export const LAPTOP: Device = {
    name: 'laptop',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
};

/** DevTools' slow 4G as the issue gives it: 150 ms a request, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
};

export interface FieldTarget {
    name: string;
    url: string;
    /** localStorage as a signed-in user leaves it. */
    storage: Record<string, string>;
    /** Text of the first data row (in the table at a laptop's width, in the phone list at a phone's). */
    marker: string;
}

/**
 * Installed before any page script: the session, when the first row shows (a table cell, or the phone list's
 * item, not hidden from assistive technology) and the layout shift so far.
 */
const watchPage = (storage: Record<string, string>, marker: string) => `
    for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);
    const mark = (window.__field = { live: null, cls: 0, shifts: [] });
    new PerformanceObserver(list => {
        for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            mark.cls += entry.value;
            const what = (entry.sources || []).map(s => s.node && s.node.nodeType === 1
                ? s.node.tagName.toLowerCase() + '.' + String(s.node.className).split(' ').slice(0, 2).join('.')
                : '?');
            mark.shifts.push(Math.round(entry.startTime) + 'ms ' + entry.value.toFixed(4) + ' ' + what.join(', '));
        }
    }).observe({ type: 'layout-shift', buffered: true });
    const observer = new MutationObserver(() => {
        for (const cell of document.querySelectorAll('tr.RaDataTable-row td, .MuiListItem-root')) {
            if (!cell.textContent.includes(${JSON.stringify(marker)})) continue;
            if (cell.closest('[aria-hidden="true"], [inert]')) continue;
            mark.live = performance.now();
            observer.disconnect();
            return;
        }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
`;

interface FieldLoad {
    /** ms from navigation to the first row. */
    live: number;
    /** Bytes on the wire (encoded, headers included) of every request finished before the first row. */
    bytes: number;
    /** Requests finished before the first row. */
    requests: number;
    /** Layout shift summed from navigation until the screen settled. */
    cls: number;
    shifts: string[];
}

export interface FieldRun {
    cold: FieldLoad;
    warm: FieldLoad;
}

/** Finished requests, in the page's wall-clock time (CDP's monotonic seconds mapped with a request's wallTime). */
const watchWire = async (cdp: CDPSession) => {
    let offsetMs = NaN;
    const finished: { at: number; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', event => {
        if (Number.isNaN(offsetMs)) offsetMs = event.wallTime * 1000 - event.timestamp * 1000;
    });
    cdp.on('Network.loadingFinished', event => {
        finished.push({ at: event.timestamp * 1000, bytes: event.encodedDataLength });
    });
    await cdp.send('Network.enable');
    return {
        /** Requests finished between two wall-clock times (ms since the epoch). */
        between: (from: number, to: number) => {
            const within = finished.filter(f => f.at + offsetMs >= from && f.at + offsetMs <= to);
            return { bytes: within.reduce((sum, f) => sum + f.bytes, 0), requests: within.length };
        },
    };
};

const readLoad = async (
    page: Page,
    wire: Awaited<ReturnType<typeof watchWire>>,
    settled: () => Promise<void>,
): Promise<FieldLoad> => {
    await page.waitForFunction('window.__field && window.__field.live !== null', null, {
        timeout: 120_000,
        polling: 50,
    });
    const { origin, live } = (await page.evaluate(
        '({ origin: performance.timeOrigin, live: window.__field.live })',
    )) as { origin: number; live: number };
    // The screen as it stays: its late chunks arrived and drawn, then the shift so far.
    await settled();
    await pause(1500);
    const { cls, shifts } = (await page.evaluate('({ cls: window.__field.cls, shifts: window.__field.shifts })')) as {
        cls: number;
        shifts: string[];
    };
    return { live, cls, shifts, ...wire.between(origin, origin + live) };
};

/** A cold and a warm load of `target` at `device`'s width in a fresh headless Chromium on slow 4G. */
export const fieldRun = async (target: FieldTarget, device: Device): Promise<FieldRun> => {
    const browser = await launchBrowser();
    try {
        const { name: _, ...emulation } = device;
        const context = await browser.newContext({ ...emulation, bypassCSP: true });
        await context.addInitScript({ content: watchPage(target.storage, target.marker) });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const wire = await watchWire(cdp);
        // As bench:render: settled is judged without the console's live stream, which stays open.
        const { settled } = followRequests(page);
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await page.goto(target.url, { waitUntil: 'commit' });
        const cold = await readLoad(page, wire, settled);
        await page.reload({ waitUntil: 'commit' });
        const warm = await readLoad(page, wire, settled);
        return { cold, warm };
    } finally {
        await browser.close();
    }
};
