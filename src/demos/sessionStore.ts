import { useSyncExternalStore } from 'react';

/**
 * A demo's state for the browser session: a reducer whose state lives at
 * module level, so leaving a demo and coming back keeps what was changed,
 * while a reload brings the sample data back. The sample data is built on
 * first use, not at import, so "today" is the day the demo opens.
 */
export const sessionStore = <S, A>(reducer: (state: S, action: A) => S, initial: () => S) => {
    let state: S | undefined;
    const listeners = new Set<() => void>();
    const read = (): S => (state ??= initial());
    const dispatch = (action: A) => {
        const next = reducer(read(), action);
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
    return () => [useSyncExternalStore(subscribe, read), dispatch] as const;
};
