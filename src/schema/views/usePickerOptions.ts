import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EngineDataProvider } from '../engineDataProvider';
import { optionsOf, pickerSource } from '../../shared/pickerOptions';
import { pickedValue } from '../../shared/rules';
import type { Endpoint, PickerField } from '../../shared/types';

/**
 * A picker's options, read once per endpoint and parent and shared by every
 * input showing them (react-query's cache): the form's and the list filter's.
 */
export const usePickerOptions = (field: PickerField | undefined, values: { by?: unknown; parent?: unknown }) => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const endpoint = field ? pickerSource(field, values) : undefined;
    const parent = field?.dependsOn ? pickedValue(values.parent) : undefined;
    const query = useQuery({
        queryKey: ['picker', endpoint?.method, endpoint?.path, parent],
        enabled: Boolean(endpoint),
        staleTime: 30_000,
        // One quiet retry, then the picker says it could not load, with its own Retry.
        retry: 1,
        queryFn: async () => {
            const { data } = await dataProvider.call<unknown[]>(endpoint as Endpoint, {
                id: parent as string | undefined,
                data: { search: '' },
            });
            return optionsOf(field as PickerField, data);
        },
    });
    return {
        options: query.data ?? [],
        loading: query.isLoading && Boolean(endpoint),
        error: query.error,
        ready: Boolean(endpoint) && query.isSuccess,
        /** Nothing to read until another field is chosen (For whom, a folder). */
        waiting: Boolean(field) && !endpoint,
        /** Asks again after a failed read (the picker's Retry). */
        retry: () => void query.refetch(),
    };
};
