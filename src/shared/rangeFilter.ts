/**
 * The list filters' date range rule, one for the browser (lists read whole,
 * src/dataProvider/wholeListQuery.ts) and the fake API (REST lists, server/domain/restList.ts):
 * `{field}_gte` / `{field}_lte` bound a field; a bound written as a day
 * (YYYY-MM-DD) compares whole days, so "to 22/11" keeps the entries of the 22nd.
 * Pure: no imports.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The field and side a filter key bounds (`created_at_gte`), or undefined for any other key. */
export const rangeBound = (key: string): { field: string; side: 'gte' | 'lte' } | undefined => {
    const bound = /^(.+)_(gte|lte)$/.exec(key);
    return bound ? { field: bound[1], side: bound[2] as 'gte' | 'lte' } : undefined;
};

/** Whether a bound's value reads as a date (a day, or a date and time). */
export const isDateBound = (limit: string): boolean => DAY.test(limit) || !Number.isNaN(Date.parse(limit));

/** Whether a value is within one bound. */
export const withinBound = (side: 'gte' | 'lte', limit: string): ((value: unknown) => boolean) => {
    const cut = (v: unknown) => (DAY.test(limit) ? text(v).slice(0, 10) : text(v));
    return side === 'gte' ? value => cut(value) >= limit : value => cut(value) <= limit;
};
