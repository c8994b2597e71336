import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { loadOnIntent } from '../schema/preloadable';
import { useCapabilities } from '../schema/views/useExtra';
import type { ScreenEntry } from './types';

/**
 * The screen registry: the console's screens as one list, read by the app's
 * routes, the menus, the command palette and the boot code. It knows no
 * screen's code until that screen is loaded (entries hold preloadable
 * components). The list itself is put together above the screens (src/consoleScreens.ts)
 * and handed down: to the layout through this context, to the boot code directly.
 */

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * Whether `pathname` is the screen's: its path segment by segment (`:name` matches any one segment, case
 * ignored as the router ignores it); a declared list also holds what is below it (`/event/12`, `/sub-category/3`).
 */
export const holdsPath = (screen: ScreenEntry, pathname: string): boolean => {
    const pattern = segments(screen.path);
    const actual = segments(pathname);
    if (screen.resource ? actual.length < pattern.length : actual.length !== pattern.length) return false;
    return pattern.every((part, i) => part.startsWith(':') || part === actual[i]);
};

/** The screen at `pathname`, if any. */
export const screenAt = (screens: readonly ScreenEntry[], pathname: string): ScreenEntry | undefined =>
    screens.find(screen => holdsPath(screen, pathname));

/** Starts loading the code of the screen at `pathname`, so it renders without waiting once reached. */
export const preloadScreenAt = (screens: readonly ScreenEntry[], pathname: string): Promise<void> | undefined =>
    screenAt(screens, pathname)?.Component.preload();

/** Props for a menu link: pointing at it or tabbing to it starts loading its screen. */
export const preloadOnIntent = (screen: ScreenEntry) => loadOnIntent(screen.Component);

const ScreensContext = createContext<readonly ScreenEntry[] | null>(null);

/** Hands the console's screens to what renders inside it (the layout's menus and palette). */
export const ScreensProvider = ({ screens, children }: { screens: readonly ScreenEntry[]; children: ReactNode }) =>
    createElement(ScreensContext.Provider, { value: screens }, children);

export const useScreens = (): readonly ScreenEntry[] => {
    const screens = useContext(ScreensContext);
    if (!screens) throw new Error('useScreens needs a ScreensProvider');
    return screens;
};

/** The screens this API serves: a screen needing an extra the API does not offer (GET /capabilities) is left out. */
export const useOfferedScreens = (): readonly ScreenEntry[] => {
    const screens = useScreens();
    const { known, offers } = useCapabilities();
    // Every entry until the API has said: an entry put in above the others moved the whole menu down.
    return useMemo(
        () => screens.filter(screen => !screen.extra || !known || offers(screen.extra)),
        [screens, known, offers],
    );
};
