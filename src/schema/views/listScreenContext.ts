import { createContext, useContext } from 'react';
import type { SessionRole } from '../../shared/types';

/**
 * What the engine's screens get from the app around them, so the engine
 * imports nothing above it: what to do once a list has shown its rows (the
 * app renders the layout's chrome then) and whether that chrome may render, and whose session they are shown
 * to (a coach's view offers only what a coach may do). The keyboard's focus ring is the
 * theme's, for every focusable element alike.
 */
export interface ListScreenParts {
    onListShown(): void;
    /**
     * Whether what surrounds a list's rows may render now: false while a list opened at boot waits for its
     * rows (the app's chrome store), so its toolbar's tools come in the frame after them.
     */
    useChromeReady(): boolean;
    role: SessionRole;
}

const ListScreenContext = createContext<ListScreenParts>({
    onListShown: () => undefined,
    useChromeReady: () => true,
    role: 'superadmin',
});

export const ListScreenProvider = ListScreenContext.Provider;

export const useListScreenParts = (): ListScreenParts => useContext(ListScreenContext);

/** Whose session the console is shown to: the super-admin's, or a coach's (log in as). */
export const useSessionRole = (): SessionRole => useContext(ListScreenContext).role;
