import { createContext, useContext } from 'react';
import type { SessionRole } from '../types';

/**
 * What the engine's screens get from the app around them, so the engine
 * imports nothing above it: what to do once a list has shown its rows (the
 * app renders the layout's chrome then), and whose session they are shown
 * to (a coach's view offers only what a coach may do). The keyboard's focus ring is the
 * theme's, for every focusable element alike.
 */
export interface ListScreenParts {
    onListShown(): void;
    role: SessionRole;
}

const ListScreenContext = createContext<ListScreenParts>({ onListShown: () => undefined, role: 'superadmin' });

export const ListScreenProvider = ListScreenContext.Provider;

export const useListScreenParts = (): ListScreenParts => useContext(ListScreenContext);

/** Whose session the console is shown to: the super-admin's, or a coach's (log in as). */
export const useSessionRole = (): SessionRole => useContext(ListScreenContext).role;
