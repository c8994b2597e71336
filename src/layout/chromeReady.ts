import { useSyncExternalStore } from 'react';

/**
 * The console opened on a list asked for at boot shows that list first: the
 * layout's chrome (the menu's links, the top bar's tools and profile menu)
 * is held until the list has its rows (or its empty state or error), then
 * rendered in the next frame: drawn first, they held a reloaded list back (`npm run bench:render`
 * shows it). Any other first screen
 * gets its chrome at once. Tiny on purpose: the boot imports it.
 */
let held = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** However the list fares, the chrome never waits longer than this. */
const AT_MOST_MS = 1500;

/** The first screen is a list whose rows are on their way: the chrome waits for them. */
export const holdChromeForList = (): void => {
    held = true;
    timer = setTimeout(releaseChrome, AT_MOST_MS);
};

/**
 * The list's rows are committed: the chrome comes once they have been painted
 * (a frame, then a task of its own). Released from React's effect directly,
 * the chrome would render in the same task as the rows, before any paint.
 */
export const releaseChromeAfterPaint = (): void => {
    if (held) requestAnimationFrame(() => setTimeout(releaseChrome, 0));
};

/** The chrome comes now. */
const releaseChrome = (): void => {
    if (!held) return;
    held = false;
    clearTimeout(timer);
    listeners.forEach(listener => listener());
};

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** Whether the layout's chrome may render now. */
export const useChromeReady = (): boolean => useSyncExternalStore(subscribe, () => !held);
