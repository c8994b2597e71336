import type { ListRequest } from './wholeListStore';

/**
 * The whole lists' worker (./wholeList.worker.ts), one per page, started by the first to need it: the boot, to
 * read a list this page opened on last time ahead (./requestsAhead.ts), or the data provider's first ask.
 */
let worker: Worker | undefined;

export const wholeListWorker = (): Worker =>
    (worker ??= new Worker(new URL('./wholeList.worker.ts', import.meta.url), { type: 'module' }));

/** The worker could not start: the next to need it starts another. */
export const forgetWholeListWorker = (): void => {
    worker = undefined;
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
