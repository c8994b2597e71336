import type { ListRequest } from './wholeListStore';

/**
 * The whole lists' worker (./wholeList.worker.ts), one per page, started by the first to need it: the boot, to
 * read a list this page opened on last time ahead (./requestsAhead.ts), or the data provider's first ask.
 */
let worker: Worker | undefined;

export const wholeListWorker = (): Worker => {
    if (worker) return worker;
    const started = new Worker(new URL('./wholeList.worker.ts', import.meta.url), { type: 'module' });
    // One that could not start (its script failed to load, even before anyone listened) is not handed out again.
    started.addEventListener('error', () => {
        if (worker === started) worker = undefined;
    });
    return (worker = started);
};

/** Has the worker send `request` now: its next identical read takes that answer (./wholeListStore.ts). */
export const readWholeListAhead = (request: ListRequest): void => {
    if (typeof Worker === 'undefined') return;
    try {
        wholeListWorker().postMessage({ ahead: request });
    } catch {
        // A worker the page may not start (its policy) costs the list its head start, never the boot.
    }
};
