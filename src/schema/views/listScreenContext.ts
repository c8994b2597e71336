import { createContext, useContext } from 'react';

/**
 * What the engine's list screen gets from the app around it, so the engine
 * imports nothing above it: what to do once a list has its own rows (the
 * app ends the rows painted at boot). The keyboard's focus ring is the
 * theme's, for every focusable element alike.
 */
export interface ListScreenParts {
    onListReady(): void;
}

const ListScreenContext = createContext<ListScreenParts>({ onListReady: () => undefined });

export const ListScreenProvider = ListScreenContext.Provider;

export const useListScreenParts = (): ListScreenParts => useContext(ListScreenContext);
