import { rangeBound, withinBound } from './rangeFilter';
import { pickedValue } from './rules';
import type { ListFilter, PickerField, ResourceDeclaration } from './types';
import { valueAt } from './values';

/** A declared list filter as it travels: the key it is sent as and the field it tests. */
export interface SentFilter {
    key: string;
    field: string;
}

/** The filter key a declared filter sets: the field itself, or its range bound (`at_gte`, `at_lte`). */
export const filterSource = (filter: ListFilter): string =>
    filter.match === 'from' ? `${filter.field}_gte` : filter.match === 'to' ? `${filter.field}_lte` : filter.field;

/** The list's declared filters: a picker's by its `filterKey` (default its name), the others by `filterSource`. */
export const sentFilters = (decl: Pick<ResourceDeclaration, 'fields' | 'list'>): SentFilter[] =>
    (decl.list.filters ?? []).map(filter =>
        typeof filter === 'string'
            ? { key: (decl.fields[filter] as PickerField | undefined)?.filterKey ?? filter, field: filter }
            : { key: filterSource(filter), field: filter.field },
    );

/** A stored value equal to the wanted one: a picked option by its value, a list of them by any. */
const holdsValue = (stored: unknown, wanted: string): boolean =>
    Array.isArray(stored) ? stored.some(one => holdsValue(one, wanted)) : String(pickedValue(stored) ?? '') === wanted;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Whether a row passes the declared filters a request sets (a paged list's body): a value equal to the
 * field's (a picked option by its value), or a range bound (days whole). Keys the list does not declare are ignored.
 */
export const passesFilters = (
    decl: Pick<ResourceDeclaration, 'fields' | 'list'>,
    sent: Readonly<Record<string, unknown>>,
): ((row: Readonly<Record<string, unknown>>) => boolean) => {
    const tests = sentFilters(decl)
        .filter(({ key }) => given(sent[key]))
        .map(({ key, field }) => {
            const wanted = String(pickedValue(sent[key]));
            const bound = rangeBound(key);
            if (bound && bound.field === field) {
                const within = withinBound(bound.side, wanted);
                return (row: Readonly<Record<string, unknown>>) => within(valueAt(row, field));
            }
            return (row: Readonly<Record<string, unknown>>) => holdsValue(valueAt(row, field), wanted);
        });
    return row => tests.every(test => test(row));
};

/** The filters a request sets, by key, for a cache key and the test above (undeclared keys dropped). */
export const filtersSent = (
    decl: Pick<ResourceDeclaration, 'fields' | 'list'>,
    body: Readonly<Record<string, unknown>>,
): Record<string, unknown> =>
    Object.fromEntries(
        sentFilters(decl).flatMap(({ key }) => (given(body[key]) ? [[key, pickedValue(body[key])]] : [])),
    );
