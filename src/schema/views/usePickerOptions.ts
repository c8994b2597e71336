import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EngineDataProvider } from '../engineDataProvider';
import { pickedValue, type Picked } from '../../shared/rules';
import type { Endpoint, PickerField } from '../../shared/types';

/** An option row of the API as `{value, label}`: its id, and its label parts joined by a space. */
const optionOf = (field: Pick<PickerField, 'optionValue' | 'optionLabel'>, row: Record<string, unknown>): Picked => ({
    value: String(row[field.optionValue] ?? ''),
    label: field.optionLabel
        .map(key => row[key])
        .filter(part => typeof part === 'string' && part)
        .join(' '),
});

/**
 * The rows of an options answer, in each shape the list protocols answer: a list (whole, REST), a page's
 * `docs` (paged) or `results`; nothing is none. Any other answer fails, so the picker says it could not load.
 */
const optionRows = (answer: unknown): unknown[] => {
    if (answer === null || answer === undefined) return [];
    if (Array.isArray(answer)) return answer;
    const page = answer as { docs?: unknown; results?: unknown };
    const rows = [page.docs, page.results].find(Array.isArray);
    if (!rows) throw new Error('The options answer holds no list of rows');
    return rows as unknown[];
};

/** The options of an answer: its rows that carry a value (anything else in the answer is skipped). */
export const optionsOf = (field: Pick<PickerField, 'optionValue' | 'optionLabel'>, answer: unknown): Picked[] =>
    optionRows(answer)
        .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
        .map(row => optionOf(field, row))
        .filter(option => option.value !== '');

/** The endpoint a picker reads now: its own, or the one for the other field's value (undefined: nothing to read yet). */
const sourceOf = (field: PickerField, values: { by?: unknown; parent?: unknown }): Endpoint | undefined => {
    if (field.sourceBy) {
        const key = pickedValue(values.by);
        return typeof key === 'string' ? field.sourceBy.endpoints[key] : undefined;
    }
    if (field.dependsOn && !pickedValue(values.parent)) return undefined;
    return field.source;
};

/**
 * A picker's options, read once per endpoint and parent and shared by every
 * input showing them (react-query's cache): the form's and the list filter's.
 */
export const usePickerOptions = (field: PickerField | undefined, values: { by?: unknown; parent?: unknown }) => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const endpoint = field ? sourceOf(field, values) : undefined;
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
