import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { type ColumnChoice, readColumnChoice } from '../../shared/columnChoice';

/**
 * The columns a user chose for a list, kept in the browser's storage under the user and the list, so the
 * choice outlives a reload and signing out (the session keys are cleared on sign-out, not these).
 */
const storageKey = (userId: string | number, list: string) => `console.columns.${userId}.${list}`;

const read = (key: string | undefined): ColumnChoice | undefined => {
    if (!key) return undefined;
    try {
        return readColumnChoice(JSON.parse(localStorage.getItem(key) ?? 'null'));
    } catch {
        return undefined;
    }
};

export const useColumnChoice = (list: string) => {
    const { identity } = useGetIdentity();
    const key = identity?.id === undefined ? undefined : storageKey(identity.id, list);
    // The stored choice is read again when the user or the list changes (identity arrives after the first draw).
    const [kept, setKept] = useState(() => ({ key, choice: read(key) }));
    const choice = useMemo(() => (kept.key === key ? kept.choice : read(key)), [kept, key]);
    const change = useCallback(
        (next: ColumnChoice | undefined) => {
            setKept({ key, choice: next });
            if (!key) return;
            if (next) localStorage.setItem(key, JSON.stringify(next));
            else localStorage.removeItem(key);
        },
        [key],
    );
    // One value while nothing changed: the table below the list's context re-renders only for a new choice.
    return useMemo(() => [choice, change] as const, [choice, change]);
};

type Choice = ReturnType<typeof useColumnChoice>;

/** The list's choice, for the table and its Columns button. */
export const ColumnChoiceContext = createContext<Choice>([undefined, () => undefined]);

export const useListColumns = () => useContext(ColumnChoiceContext);
