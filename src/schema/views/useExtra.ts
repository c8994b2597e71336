import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { EngineDataProvider } from '../engineDataProvider';
import { type Extra, SPEC_ONLY } from '../../shared/extras';

interface Offered {
    /** Whether the API has said what it offers (or could not say: then it offers nothing). */
    known: boolean;
    offers(extra: Extra): boolean;
}

/**
 * What the API offers beyond the spec (GET /capabilities), asked once per session and kept by react-query: the
 * boot asks as the console opens, so this takes that answer. Until it is known nothing is offered; an API that
 * cannot say (no such call, an error) offers nothing.
 */
export const useCapabilities = (): Offered => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const { data, isError } = useQuery({
        queryKey: ['capabilities'],
        queryFn: () => dataProvider.capabilities(),
        staleTime: Infinity,
        retry: 1,
    });
    const offered = data ?? SPEC_ONLY;
    const offers = useCallback((extra: Extra) => offered.includes(extra), [offered]);
    return { known: data !== undefined || isError, offers };
};

/** Whether the API offers this extra: `useExtra('views')`. False until the API has said. */
export const useExtra = (extra: Extra): boolean => useCapabilities().offers(extra);
