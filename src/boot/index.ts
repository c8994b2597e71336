import { matchPath } from 'react-router-dom';
import { verifiesSession } from '../authProvider/endpoints';
import { layoutPages } from '../pages/pageChunks';
import { authProvider, dataProvider } from '../providers';
import { declarations } from '../resources/declarations';
import { firstListParams } from '../schema/listDefaults';
import { ConsoleApp, ListView, routeAt } from './chunks';

/**
 * Boot: what the console needs for the URL it opens on starts together, not
 * one after the other. Without this, each step waited for the one before:
 * console chunk, then the session check, then the screen's chunk, then its
 * list request.
 */

/** Custom list pieces, by convention in resources/<name>/overrides (passed to defineScreen). */
const overrides = import.meta.glob(['../resources/*/overrides.ts', '../resources/*/overrides.tsx']);

const declarationAt = (pathname: string) => declarations.find(decl => decl.route.toLowerCase() === routeAt(pathname));

/** Starts loading the chunks of the screen at `pathname`: a list screen and its overrides, or a page. */
export const preloadScreen = (pathname: string): void => {
    const decl = declarationAt(pathname);
    if (decl) {
        void ListView.preload();
        for (const [file, load] of Object.entries(overrides)) {
            if (file.startsWith(`../resources/${decl.name}/`)) void load();
        }
        return;
    }
    void layoutPages.find(page => matchPath(page.path, pathname))?.Page.preload();
};

/**
 * Opening the console on a guarded URL with a stored session: the console's
 * and the screen's chunks, the session check and the screen's list all start
 * now. The check does not hold the screen back; a failure signs out
 * (AppAuthProvider.onSessionLost) before anything guarded stays on screen.
 */
export const startConsole = ({ pathname, search }: { pathname: string; search: string }): void => {
    void ConsoleApp.preload();
    preloadScreen(pathname);
    if (!verifiesSession(pathname) || !authProvider.checkAuth) return;
    authProvider.checkAuth({}).then(
        () => {
            const decl = declarationAt(pathname);
            // Page, sort or search in the URL make a different first request: react-admin asks for it itself.
            if (decl && !search) dataProvider.primeList(decl.route, firstListParams(decl));
        },
        () => undefined,
    );
};

/**
 * On the sign-in page: once it has painted and the browser is idle, fetch the
 * console's code, so signing in does not wait for it.
 */
export const prefetchConsoleWhenIdle = (): void => {
    const prefetch = () => {
        void ConsoleApp.preload();
        void ListView.preload();
    };
    const whenIdle = () =>
        'requestIdleCallback' in window ? window.requestIdleCallback(prefetch, { timeout: 2000 }) : setTimeout(prefetch, 200);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
};
