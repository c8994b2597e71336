import type { DataProvider, GetListParams, GetListResult } from 'ra-core';

/** A list asked for at boot is handed over only if react-admin asks within this time; later it asks afresh. */
export const PRIMED_FOR_MS = 10_000;

export interface PrimedLists {
    /** Asks for a list now; the next identical `getList` takes this answer instead of asking again. */
    primeList(resource: string, params: PrimedParams): Promise<GetListResult>;
    /** Forgets lists asked for but not taken (on sign-out, so no answer outlives its session). */
    dropPrimed(): void;
    /**
     * Hands `listener` each list asked for at boot once its answer is in (at once for those in already), while it
     * is still to be taken; for as long as the page lasts.
     */
    onPrimedList(listener: PrimedListener): void;
}

type PrimedParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;
type PrimedListener = (resource: string, params: PrimedParams, result: GetListResult) => void;

/** A list asked for at boot: when, its answer to come, and that answer once it is in. */
interface Primed {
    at: number;
    answer: Promise<GetListResult>;
    answered?: Parameters<PrimedListener>;
}

const keyOf = (resource: string, { pagination, sort, filter }: Partial<GetListParams>) =>
    JSON.stringify([resource, pagination?.page, pagination?.perPage, sort?.field, sort?.order, filter ?? {}]);

/**
 * The list a screen opens on can be asked for while the console's code still
 * loads (src/boot): react-admin's first identical request then takes that
 * answer (or its error, so a 401 still signs out) instead of waiting for a
 * second round trip. Every other call goes straight to the provider.
 */
export const withPrimedLists = <P extends DataProvider>(provider: P, now: () => number = Date.now): P & PrimedLists => {
    const primed = new Map<string, Primed>();
    const listeners = new Set<PrimedListener>();
    const getList: DataProvider['getList'] = (resource, params) => {
        const key = keyOf(resource, params);
        const early = primed.get(key);
        primed.delete(key);
        if (early && now() - early.at <= PRIMED_FOR_MS) return early.answer as Promise<GetListResult<never>>;
        return provider.getList(resource, params);
    };
    return {
        ...provider,
        getList,
        primeList(resource, params) {
            const key = keyOf(resource, params);
            const answer = provider.getList(resource, params);
            const entry: Primed = { at: now(), answer };
            primed.set(key, entry);
            answer.then(
                result => {
                    if (primed.get(key) !== entry) return;
                    entry.answered = [resource, params, result];
                    listeners.forEach(listener => listener(resource, params, result));
                },
                // Nobody may ever take it: an unhandled failure must not reach the console as an error.
                () => undefined,
            );
            return answer;
        },
        dropPrimed() {
            primed.clear();
        },
        onPrimedList(listener) {
            primed.forEach(({ answered }) => answered && listener(...answered));
            listeners.add(listener);
        },
    };
};
