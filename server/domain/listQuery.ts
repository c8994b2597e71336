import type { ResourceDeclaration } from '../../src/shared/types';
import { filtersSent, passesFilters } from '../../src/shared/listFilterKeys';
import { searchedFields } from './seenFields';
import { foundByReference, sortValue, type LabelsByField } from '../../src/shared/referenceLabels';
import { valueAt } from '../../src/shared/values';
import { Refusal } from '../http/answers';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import { searchIndexOf } from '../store/searchIndex';

/** The paged-list body (spec §7: page is the page index + 1). */
export interface ListQuery {
    page: number;
    limit: number;
    search: string;
    sortBy: string | null;
    sortOrder: 'asc' | 'desc';
    /** The declared list filters the body sets (`filters` in the list section), by the key they are sent as. */
    filters?: Readonly<Record<string, unknown>>;
}

export interface Page {
    docs: readonly StoredRecord[];
    totalDocs: number;
    totalPages: number;
    page: number;
    limit: number;
}

const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 10;
/** Server-set creation time; rows are kept in this order, so sorting by it is a walk. */
const CREATED_AT = 'created_at';

const wholeNumber = (value: unknown, fallback: number): number | undefined => {
    if (value === undefined || value === null || value === '') return fallback;
    const n = typeof value === 'string' ? Number(value) : value;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
};

export const sortableFields = (decl: ResourceDeclaration): string[] =>
    Object.entries(decl.fields)
        .filter(([, f]) => f.sortable)
        .map(([name]) => name);

const pageAndLimit = (body: Record<string, unknown>): { page: number; limit: number } => {
    const page = wholeNumber(body.page, 1);
    if (page === undefined) throw new Refusal(400, 'page must be a whole number from 1');
    const limit = wholeNumber(body.limit, DEFAULT_LIMIT);
    if (limit === undefined || limit > MAX_LIMIT)
        throw new Refusal(400, `limit must be a whole number from 1 to ${MAX_LIMIT}`);
    return { page, limit };
};

/** A sortable field of the declaration, or null ('' and null: the plain order). */
const sortKeyAsked = (decl: ResourceDeclaration, sortBy: unknown): string | null => {
    const sortKey = sortBy === '' ? null : sortBy;
    if (sortKey !== null && (typeof sortKey !== 'string' || !sortableFields(decl).includes(sortKey))) {
        throw new Refusal(400, `Cannot sort ${decl.title} by ${String(sortBy)}`);
    }
    return sortKey;
};

const sortOrderAsked = (sortOrder: unknown): 'asc' | 'desc' => {
    // Sent empty (a picker reading the list sends its keys without values): the plain order.
    if (sortOrder === null) return 'asc';
    const order = typeof sortOrder === 'string' ? sortOrder.toLowerCase() : sortOrder;
    if (order !== 'asc' && order !== 'desc') throw new Refusal(400, 'sortOrder must be asc or desc');
    return order;
};

export const parseListQuery = (decl: ResourceDeclaration, body: Record<string, unknown>): ListQuery => {
    const { page, limit } = pageAndLimit(body);
    const { search = '', sortBy = null, sortOrder = 'asc' } = body;
    if (search !== null && typeof search !== 'string') throw new Refusal(400, 'search must be text');
    const sortKey = sortKeyAsked(decl, sortBy);
    const order = sortOrderAsked(sortOrder);
    const filters = filtersSent(decl, body);
    return { page, limit, search: (search ?? '').trim(), sortBy: sortKey, sortOrder: order, filters };
};

const newestFirst = (rows: readonly StoredRecord[]): StoredRecord[] => rows.slice().reverse();

type SortKey = string | number;
const sortKeyOf = (value: unknown): SortKey => {
    if (typeof value === 'number') return value;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return typeof value === 'string' ? value.toLowerCase() : '';
};

/** The labels of the references a request searches or sorts by, read when it first needs them (none: no reference). */
export type LabelsOnce = () => LabelsByField;
const NO_LABELS: LabelsOnce = () => ({});

/**
 * Stable sort over rows already newest first, so ties stay newest first in both directions; a reference
 * sorts by its label.
 */
const sortRows = (
    rows: readonly StoredRecord[],
    field: string,
    order: 'asc' | 'desc',
    labels: LabelsByField = {},
): StoredRecord[] => {
    const direction = order === 'asc' ? 1 : -1;
    return rows
        .map(row => ({ row, key: sortKeyOf(sortValue(labels, row, field)) }))
        .sort((a, b) => (a.key < b.key ? -direction : a.key > b.key ? direction : 0))
        .map(({ row }) => row);
};

/**
 * The rows a search finds, in collection order: those whose searchable text holds the term (already
 * lower-cased), and those whose searchable reference names a record whose label holds it.
 */
export const searchRows = (
    decl: ResourceDeclaration,
    rows: Collection,
    needle: string,
    labels: LabelsByField,
): readonly StoredRecord[] => {
    const found = searchIndexOf(decl, rows).search(needle);
    const byReference = foundByReference(decl, labels, needle);
    if (!byReference) return found;
    const inText = new Set(found);
    return rows.all.filter(row => inText.has(row) || byReference(row));
};

/** A short hash of the labels (FNV-1a over ids and labels): cheap beside a sort, and changed by any rename. */
const fingerprint = (labels: LabelsByField): number => {
    let hash = 0x811c9dc5;
    for (const [name, byId] of Object.entries(labels))
        for (const text of [name, ...[...byId].flat()])
            for (let i = 0; i <= text.length; i++) {
                hash ^= i < text.length ? text.charCodeAt(i) : 0;
                hash = Math.imul(hash, 0x01000193) >>> 0;
            }
    return hash;
};

/**
 * Rows in the asked order. The plain newest-first order needs no copy; other
 * orders are built once per (search, sort, labels read) and reused until the
 * next write.
 */
const ordered = (
    decl: ResourceDeclaration,
    rows: Collection,
    q: ListQuery,
    labelsOnce: LabelsOnce,
): readonly StoredRecord[] | undefined => {
    const byCreation = q.sortBy === null || q.sortBy === CREATED_AT;
    const oldestFirst = q.sortBy === CREATED_AT && q.sortOrder === 'asc';
    const filters = q.filters ?? {};
    const filtered = Object.keys(filters).length > 0;
    if (!q.search && byCreation && !oldestFirst && !filtered) return undefined;
    const labels = q.search || !byCreation ? labelsOnce() : {};
    const needle = q.search.toLowerCase();
    const build = (all: readonly StoredRecord[]) => {
        const found = needle ? searchRows(decl, rows, needle, labels) : all;
        const matching = filtered ? found.filter(passesFilters(decl, filters)) : found;
        if (byCreation) return oldestFirst ? matching.slice() : newestFirst(matching);
        return sortRows(newestFirst(matching), q.sortBy as string, q.sortOrder, labels);
    };
    const labelled = (needle && foundByReference(decl, labels, needle)) || Object.hasOwn(labels, q.sortBy ?? '');
    // Kept with the labels it was built from: a renamed coach builds a new order, a page turn reuses it.
    const shapedBy = labelled ? fingerprint(labels) : 0;
    // Told apart by the fields searched too: a session that may not see some reads other results.
    return rows.derive(JSON.stringify([needle, q.sortBy, q.sortOrder, filters, shapedBy, searchedFields(decl)]), build);
};

/** A page of the collection; `labels` reads its references' labels, once, when the request searches or sorts. */
export const pageOf = (
    decl: ResourceDeclaration,
    rows: Collection,
    q: ListQuery,
    labels: LabelsOnce = NO_LABELS,
): Page => {
    const offset = (q.page - 1) * q.limit;
    const order = ordered(decl, rows, q, labels);
    const totalDocs = order ? order.length : rows.size;
    const docs = order ? order.slice(offset, offset + q.limit) : rows.newest(offset, q.limit);
    // An empty list still has one (empty) page, as the original API's mongoose-paginate answers.
    return { docs, totalDocs, totalPages: Math.ceil(totalDocs / q.limit) || 1, page: q.page, limit: q.limit };
};

/**
 * A whole-list answer: every row, newest first; with a search (lists whose
 * payload carries one, e.g. tags) only the rows whose searchable text holds it.
 */
export const wholeListOf = (
    decl: ResourceDeclaration,
    rows: Collection,
    search = '',
    labelsOnce: LabelsOnce = NO_LABELS,
): readonly StoredRecord[] => {
    const needle = search.trim().toLowerCase();
    if (!needle) return rows.derive('whole', newestFirst);
    const labels = labelsOnce();
    if (foundByReference(decl, labels, needle)) return newestFirst(searchRows(decl, rows, needle, labels));
    return rows.derive(JSON.stringify(['whole', needle, searchedFields(decl)]), () =>
        newestFirst(searchIndexOf(decl, rows).search(needle)),
    );
};

/**
 * A page of some rows of a collection (one audience's folders, one folder's
 * sub folders): the same search, sort and paging as `pageOf`, over rows the
 * caller picked, newest first before sorting. For the small collections that
 * share one store among several screens.
 */
export const pageOfRows = (
    rows: readonly StoredRecord[],
    q: ListQuery,
    searchKeys: readonly string[],
    createdKey = CREATED_AT,
): Page => {
    const needle = q.search.toLowerCase();
    const matching = needle
        ? rows.filter(row =>
              searchKeys.some(key =>
                  String(valueAt(row, key) ?? '')
                      .toLowerCase()
                      .includes(needle),
              ),
          )
        : rows;
    const newest = newestFirst(matching);
    const byCreation = q.sortBy === null || q.sortBy === createdKey;
    const order = byCreation
        ? q.sortOrder === 'asc' && q.sortBy !== null
            ? newest.reverse()
            : newest
        : sortRows(newest, q.sortBy as string, q.sortOrder);
    const offset = (q.page - 1) * q.limit;
    return {
        docs: order.slice(offset, offset + q.limit),
        totalDocs: order.length,
        totalPages: Math.ceil(order.length / q.limit) || 1,
        page: q.page,
        limit: q.limit,
    };
};
