import { createContext, useContext } from 'react';

/**
 * What the engine's list screen gets from the app around it, so the engine
 * imports nothing above it: the keyboard's focus ring colour (the theme's),
 * and what to do once a list has its own rows (the app ends the rows painted
 * at boot).
 */
export interface ListScreenParts {
    focusRing: string;
    onListReady(): void;
}

const ListScreenContext = createContext<ListScreenParts>({ focusRing: 'currentColor', onListReady: () => undefined });

export const ListScreenProvider = ListScreenContext.Provider;

export const useListScreenParts = (): ListScreenParts => useContext(ListScreenContext);
