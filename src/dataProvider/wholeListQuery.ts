import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { rangeBound, withinBound } from '../shared/rangeFilter';
import { referenceText, type LabelsByField } from '../shared/referenceLabels';

/**
 * A whole list held in the browser, paged, sorted and filtered as react-admin would expect from a server. Built
 * once per answer: each row's searchable text lower-cased ahead, each sorted order kept, the last search's rows
 * kept while its pages are read, so a new search or page over 100k rows costs a scan, not a copy or a sort.
 */
export interface HeldList {
    readonly rows: readonly RaRecord[];
    readonly searchable: readonly string[];
    /** The labels references read as: they are searched and sorted by them, never by the ids they keep. */
    readonly labels: LabelsByField;
    /** Per searchable field, every row's text in lower case, in row order: built at the first search. */
    texts?: readonly (readonly string[])[];
    /** Row positions in each asked order (`field:ASC`), built when first asked for. */
    readonly orders: Map<string, Int32Array>;
    /** The last search's matches in its order, while pages of it are read. */
    found?: { key: string; at: Int32Array };
}

/** Sort fields react-admin uses when the user has not chosen one. */
const NO_SORT = new Set(['', 'id', '_id']);

export const lowerText = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).toLowerCase();

const collator = new Intl.Collator(undefined, { numeric: true });

/** Numbers and booleans by value, anything else as lower-case text with numbers in natural order. */
export const compareValues = (a: unknown, b: unknown): number => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
    return collator.compare(lowerText(a), lowerText(b));
};

/** Holds `rows` for querying; `searchable` names the fields a search looks in, `labels` what references read as. */
export const holdList = (
    rows: readonly RaRecord[],
    searchable: readonly string[],
    labels: LabelsByField = {},
): HeldList => ({ rows, searchable, labels, orders: new Map() });

/** A field's value as a list reads it: a reference's label, any other field as stored. */
const shownValue = (list: HeldList, name: string): ((row: RaRecord) => unknown) => {
    const labels = Object.hasOwn(list.labels, name) ? list.labels[name] : undefined;
    return labels ? row => referenceText(labels, row[name]) : row => row[name];
};

const textsOf = (list: HeldList): readonly (readonly string[])[] =>
    (list.texts ??= list.searchable.map(name => {
        const value = shownValue(list, name);
        return list.rows.map(row => lowerText(value(row)));
    }));

/** The declared list filters (`field`, `field_gte`, `field_lte`; days compare whole), as the REST lists apply them. */
const filterTest = (filter: Record<string, unknown> = {}): ((row: RaRecord) => boolean) | undefined => {
    const tests = Object.entries(filter)
        .filter(([key, value]) => key !== 'q' && value !== undefined && value !== null && value !== '')
        .map(([key, value]) => {
            const bound = rangeBound(key);
            if (!bound) return (r: RaRecord) => String(r[key] ?? '') === String(value);
            const within = withinBound(bound.side, String(value));
            return (r: RaRecord) => within(r[bound.field]);
        });
    return tests.length ? (r: RaRecord) => tests.every(test => test(r)) : undefined;
};

/** Row positions in the asked order: the answer's own, or sorted by one field (stable: ties keep the answer's). */
const orderOf = (list: HeldList, sort: GetListParams['sort'] | undefined): Int32Array | undefined => {
    const field = sort?.field ?? '';
    if (NO_SORT.has(field)) return undefined;
    const order = sort?.order === 'DESC' ? 'DESC' : 'ASC';
    const key = `${field}:${order}`;
    let positions = list.orders.get(key);
    if (!positions) {
        const sign = order === 'DESC' ? -1 : 1;
        const values = list.rows.map(shownValue(list, field));
        positions = Int32Array.from(values.keys()).sort((a, b) => sign * compareValues(values[a], values[b]) || a - b);
        list.orders.set(key, positions);
    }
    return positions;
};

/** Positions of the rows matching the search and filters, in the asked order. */
const matching = (list: HeldList, params: Pick<GetListParams, 'sort' | 'filter'>): Int32Array => {
    const q = lowerText(params.filter?.q).trim();
    const test = filterTest(params.filter);
    const order = orderOf(list, params.sort);
    const key = JSON.stringify([q, params.filter ?? {}, order ? `${params.sort?.field}:${params.sort?.order}` : '']);
    if (list.found?.key === key) return list.found.at;
    const { rows } = list;
    const texts = q ? textsOf(list) : [];
    const at = new Int32Array(rows.length);
    let count = 0;
    for (let n = 0; n < rows.length; n++) {
        const i = order ? order[n] : n;
        if (q && !texts.some(column => column[i].includes(q))) continue;
        if (test && !test(rows[i])) continue;
        at[count++] = i;
    }
    const found = at.slice(0, count);
    list.found = { key, at: found };
    return found;
};

/** One page of the held list, with the total of the rows that match. */
export const queryList = (
    list: HeldList,
    params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): GetListResult => {
    const found = matching(list, params);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const start = Math.max(0, (page - 1) * perPage);
    return { data: Array.from(found.subarray(start, start + perPage), i => list.rows[i]), total: found.length };
};

/** The held rows with these ids. */
export const rowsWithIds = (list: HeldList, ids: readonly RaRecord['id'][]): RaRecord[] => {
    const wanted = new Set(ids.map(String));
    return list.rows.filter(row => wanted.has(String(row.id)));
};
