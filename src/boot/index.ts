import { CAPABILITIES_PATH } from '../shared/extras';
import { verifiesSession } from '../shared/account/endpoints';
import { authProvider } from '../authProvider/instance';
import { browserSession } from '../authProvider/session';
import { apiUrl } from '../config';
import { pageKey, sendAhead } from '../dataProvider/requestsAhead';
import { preloadListView } from '../screens/listScreen';
import { ConsoleApp } from './chunks';
import { ConsoleRoot } from './rootChunk';

/**
 * Boot: what the console needs for the URL it opens on starts together, not
 * one after the other. Before, each step waited for the one before: console
 * chunk, then the session check, then the screen's chunk, then its list.
 */

/**
 * Opening the console on any URL but /login: the screen's chunk and, with a
 * stored session, the session check and the screen's list start now. The
 * promise resolves once the list's request has left: the console's chunks
 * start then (both at once, on two busy cores, held the request back). The
 * check does not hold the screen back; a failure signs out
 * (AppAuthProvider.onSessionLost) and takes the screen away.
 */
export const startConsole = (location: { pathname: string; search: string }): Promise<void> => {
    const guarded = verifiesSession(location.pathname);
    // Starts the session check; resolves at once with a stored token (see checkAuth).
    const signedIn = guarded
        ? authProvider.checkAuth({}).then(
              () => true,
              () => false,
          )
        : Promise.resolve(false);
    // The capabilities and the list this page opened on last time, asked for before the code that builds them has
    // run; a public page (registering, a forgotten password) asks neither.
    const first = location.search ? [CAPABILITIES_PATH] : [CAPABILITIES_PATH, pageKey(location.pathname)];
    if (guarded) sendAhead(first, browserSession.token(), apiUrl());
    // The first screen's chunk alone first (index.html hints its files): it asks for the list.
    return import('./firstScreen')
        .then(async ({ startScreen }) => startScreen(location, await signedIn))
        .catch(() => undefined);
};

/**
 * On the sign-in page: once it has painted and the browser is idle, fetch the
 * console's code, so signing in does not wait for it. Called once the page is
 * rendered; the browser's `load` came earlier, while the page's own chunk was
 * still on its way, and prefetching then held the Sign In button back.
 */
export const prefetchConsoleWhenIdle = (): void => {
    const prefetch = () => {
        void ConsoleRoot.preload();
        void ConsoleApp.preload();
        void preloadListView();
    };
    const whenIdle = () =>
        'requestIdleCallback' in window
            ? window.requestIdleCallback(prefetch, { timeout: 2000 })
            : setTimeout(prefetch, 200);
    // The frame after the render has been painted, then idle time.
    requestAnimationFrame(() => setTimeout(whenIdle, 0));
};
