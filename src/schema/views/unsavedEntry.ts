import { useSyncExternalStore } from 'react';

/**
 * A new record whose save failed in a modal that closes anyway (the student modal, as the spec has it), kept per
 * list for the session so the list can offer it back instead of losing what was typed.
 */
const kept = new Map<string, Record<string, unknown>>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach(listener => listener());

export const keepUnsaved = (route: string, values: Record<string, unknown>): void => {
    kept.set(route, values);
    changed();
};

/** Hands the kept entry over (or drops it) once. */
export const takeUnsaved = (route: string): Record<string, unknown> | undefined => {
    const values = kept.get(route);
    kept.delete(route);
    changed();
    return values;
};

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** Whether the list has an entry to offer back. */
export const useHasUnsaved = (route: string): boolean =>
    useSyncExternalStore(
        subscribe,
        () => kept.has(route),
        () => false,
    );
