import { useCallback, useSyncExternalStore } from 'react';

/**
 * A demo's sample data as browser session state: a reducer over module-level
 * state, so leaving a demo screen and coming back keeps the changes, while a
 * reload starts again from the sample data. No data provider, no API.
 */
export const createSessionStore = <S, A>(reducer: (state: S, action: A) => S, initial: S) => {
    let state = initial;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
    };
    const dispatch = (action: A) => {
        state = reducer(state, action);
        listeners.forEach(listener => listener());
    };
    const getState = () => state;
    const useStore = () => {
        const current = useSyncExternalStore(subscribe, getState, getState);
        return [current, useCallback(dispatch, [])] as const;
    };
    return { useStore, dispatch, getState };
};
