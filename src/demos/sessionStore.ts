import { useSyncExternalStore } from 'react';

/**
 * A demo's state for the browser session: a reducer whose state lives at
 * module level, so leaving a demo and coming back keeps what was changed,
 * while a reload brings the sample data back. No data provider, no API.
 * The sample data may be given as a function, built on first use rather than
 * at import (so "today" is the day the demo opens).
 */
export const createSessionStore = <S, A>(reducer: (state: S, action: A) => S, initial: S | (() => S)) => {
    let state: S | undefined;
    const listeners = new Set<() => void>();
    const getState = (): S => (state ??= typeof initial === 'function' ? (initial as () => S)() : initial);
    const dispatch = (action: A) => {
        const next = reducer(getState(), action);
        if (next === state) return;
        state = next;
        listeners.forEach(listener => listener());
    };
    const subscribe = (listener: () => void) => {
        listeners.add(listener);
        return () => {
            listeners.delete(listener);
        };
    };
    const useStore = () => [useSyncExternalStore(subscribe, getState, getState), dispatch] as const;
    return { useStore, dispatch, getState };
};
