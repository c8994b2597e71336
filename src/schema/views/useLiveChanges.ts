import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveMessage, LiveStatus } from '../../shared/liveChanges';

/**
 * Live changes, as the engine hears them: the API's stream (src/dataProvider/liveStream.ts, started by the
 * layout while signed in) publishes here, and lists, modals and pages subscribe. The engine holds the bus
 * and imports no data provider.
 */
const listeners = new Set<(message: LiveMessage) => void>();
let status: LiveStatus = 'idle';
const statusListeners = new Set<() => void>();

export const publishLive = (message: LiveMessage): void => listeners.forEach(listen => listen(message));

export const setLiveStatus = (next: LiveStatus): void => {
    if (next === status) return;
    status = next;
    statusListeners.forEach(listen => listen());
};

const subscribeStatus = (listen: () => void) => {
    statusListeners.add(listen);
    return () => {
        statusListeners.delete(listen);
    };
};

export const useLiveStatus = (): LiveStatus => useSyncExternalStore(subscribeStatus, () => status);

/** Calls `onMessage` (kept current without resubscribing) for every live change and resync while mounted. */
export const useLiveChanges = (onMessage: (message: LiveMessage) => void): void => {
    const latest = useRef(onMessage);
    useEffect(() => {
        latest.current = onMessage;
    });
    useEffect(() => {
        const listen = (message: LiveMessage) => latest.current(message);
        listeners.add(listen);
        return () => {
            listeners.delete(listen);
        };
    }, []);
};

/** How long changes that arrive together wait to be read as one refresh. */
const GATHER_MS = 150;

/**
 * Runs `refresh` (at most once per GATHER_MS) when a change touches one of `collections`, or on resync: a
 * list reads its page again in place, keeping its page, search and selection.
 */
export const useLiveRefresh = (collections: readonly string[], refresh: () => void): void => {
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);
    useLiveChanges(message => {
        if (message !== 'resync' && !collections.includes(message.collection)) return;
        if (timer.current !== undefined) return;
        timer.current = setTimeout(() => {
            timer.current = undefined;
            refresh();
        }, GATHER_MS);
    });
};
