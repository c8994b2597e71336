import type { GetListParams, GetListResult } from 'ra-core';
import { INVALID_DAY } from '../shared/invalidDay';
import { sentFilters } from '../shared/listFilterKeys';
import { labelsOf, listedReferences, type LabelsByField } from '../shared/referenceLabels';
import type { ListProtocol, ResourceDeclaration } from '../shared/types';
import type { HttpClient } from './http';
import type { ListRequest } from './wholeListStore';
import { withId } from './records';

/** Sort fields react-admin uses when the user has not chosen one. */
const NO_SORT = new Set(['', 'id', '_id']);

/** The body of a server-paged list request. */
export const pagedRequest = (params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const field = params.sort?.field ?? '';
    const q = params.filter?.q;
    return {
        ...params.filter,
        page,
        limit: perPage,
        search: typeof q === 'string' ? q : '',
        sortBy: NO_SORT.has(field) ? null : field,
        sortOrder: params.sort?.order === 'ASC' ? 'asc' : 'desc',
    };
};

interface PagedData {
    docs?: unknown[];
    totalDocs?: number;
    totalPages?: number;
}

/** The history form of a page (spec part 2, section 7). */
interface ResultsData {
    results?: unknown[];
    count?: number;
    totalPage?: number;
}

export const pagedResult = (data: PagedData | undefined, perPage: number): GetListResult => {
    const docs = (data?.docs ?? []).map(withId);
    const total = data?.totalDocs ?? (data?.totalPages ?? 0) * perPage;
    return { data: docs, total };
};

/** The fields a search of the list looks in. */
export const searchableFields = (decl: ResourceDeclaration): string[] =>
    Object.entries(decl.fields)
        .filter(([, f]) => f.searchable)
        .map(([name]) => name);

/** A whole list's request as its reader receives it: whole lists send JSON or nothing. */
export const jsonRequest = (request: ReturnType<HttpClient['request']>): ListRequest => {
    const { body } = request;
    if (body !== undefined && typeof body !== 'string')
        throw new Error('A whole list is asked for with JSON or no body');
    return { ...request, body };
};

/**
 * The labels of the references a whole list searches or sorts by: each picker's options, read beside the rows,
 * so a reference is searched and sorted by its record's label, never by the id it keeps.
 */
const referenceLabelsOf = async (http: HttpClient, decl: ResourceDeclaration): Promise<LabelsByField> => {
    const read = await Promise.all(
        listedReferences(decl).map(async ([name, field]) => {
            const { data } = await http.call<unknown>(field.source, { search: '' });
            return [name, labelsOf(field, data)] as const;
        }),
    );
    return Object.fromEntries(read);
};

type Reader = (
    http: HttpClient,
    decl: ResourceDeclaration,
    protocol: ListProtocol,
    params: GetListParams,
) => Promise<GetListResult>;

/** One way the API pages a list: how to ask, how to read the answer, and the most rows one request may ask for. */
interface ProtocolRow {
    read: Reader;
    maxPerPage?: number;
}

const pageOf = (params: GetListParams) => ({ page: 1, perPage: 10, ...params.pagination });
const searchOf = (params: GetListParams) => (typeof params.filter?.q === 'string' ? params.filter.q : '');

/** The fake API's (and the real one's) largest page for the spec's list calls. */
const API_MAX_PAGE = 100;
/** The largest range the REST lists answer in one request. */
const REST_MAX_PAGE = 1000;

/** The list protocols, by name: a new API dialect is a new row. */
const PROTOCOLS: Record<ListProtocol['kind'], ProtocolRow> = {
    paged: {
        maxPerPage: API_MAX_PAGE,
        read: async (http, decl, protocol, params) => {
            // A list inside a parent record (sub folders of a folder) names the parent in its path.
            const parent = decl.list.parent ? params.filter?.[decl.list.parent.param] : undefined;
            // The declared filters travel with the page's keys, whatever keys the endpoint lists.
            const send = [...new Set([...protocol.endpoint.send, ...sentFilters(decl).map(f => f.key)])];
            const { data } = await http.call<PagedData>(
                { ...protocol.endpoint, send },
                pagedRequest(params),
                parent === undefined ? undefined : String(parent),
            );
            return pagedResult(data, pageOf(params).perPage);
        },
    },
    results: {
        maxPerPage: API_MAX_PAGE,
        read: async (http, _decl, protocol, params) => {
            const { page, perPage } = pageOf(params);
            const { data } = await http.call<ResultsData>(protocol.endpoint, {
                limit: perPage,
                current_page: page,
                search: searchOf(params),
            });
            return { data: (data?.results ?? []).map(withId), total: data?.count ?? (data?.totalPage ?? 0) * perPage };
        },
    },
    pageQuery: {
        maxPerPage: API_MAX_PAGE,
        read: async (http, _decl, protocol, params) => {
            const { page, perPage } = pageOf(params);
            const { data } = await http.call<PagedData>(protocol.endpoint, { current_page: page, limit: perPage });
            return pagedResult(data, perPage);
        },
    },
    // Held by the console once read (./wholeLists.ts): a new page, search or sort asks the API nothing.
    whole: {
        read: async (http, decl, protocol, params) =>
            http.wholeLists.page(
                decl.route,
                jsonRequest(http.request(protocol.endpoint, { search: params.filter?.q ?? '' })),
                searchableFields(decl),
                params,
                await referenceLabelsOf(http, decl),
            ),
    },
    // Any ordinary REST collection: ra-data-simple-rest builds the request and reads Content-Range.
    // Loaded with the first REST list, so the other screens do not carry it.
    rest: {
        maxPerPage: REST_MAX_PAGE,
        read: async (http, _decl, protocol, params) => {
            const { default: simpleRestProvider } = await import('ra-data-simple-rest');
            const provider = simpleRestProvider(http.apiUrl, (url, options) => http.fetchJson(url, options));
            const result = await provider.getList(protocol.endpoint.path.replace(/^\//, ''), params);
            return { ...result, data: result.data.map(withId) };
        },
    },
};

/** A date filter being typed ("12/__/2026") filters nothing until it is a whole day. */
const withoutIncompleteDays = (filter: Record<string, unknown> = {}) =>
    Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== INVALID_DAY));

/** Requests running at once while a large set is read in the API's pages. */
const PARALLEL_PAGES = 4;

/**
 * Runs a declaration's list protocol. A request for more rows than the API
 * answers at once (an export of the whole filtered list) is read as the API's
 * own pages, the first one giving the total, and put together.
 */
export const fetchList = async (
    http: HttpClient,
    decl: ResourceDeclaration,
    protocol: ListProtocol,
    params: GetListParams,
): Promise<GetListResult> => {
    const row = PROTOCOLS[protocol.kind];
    params = { ...params, filter: withoutIncompleteDays(params.filter) };
    const { page, perPage } = pageOf(params);
    const cap = row.maxPerPage;
    if (!cap || perPage <= cap) return row.read(http, decl, protocol, params);

    const start = (page - 1) * perPage;
    const firstApiPage = Math.floor(start / cap) + 1;
    const readApiPage = (n: number) =>
        row.read(http, decl, protocol, { ...params, pagination: { page: n, perPage: cap } });
    const first = await readApiPage(firstApiPage);
    const total = first.total ?? 0;
    const lastApiPage = Math.ceil(Math.min(total, start + perPage) / cap);
    const rest: number[] = [];
    for (let n = firstApiPage + 1; n <= lastApiPage; n++) rest.push(n);
    const pages = [first];
    for (let i = 0; i < rest.length; i += PARALLEL_PAGES) {
        pages.push(...(await Promise.all(rest.slice(i, i + PARALLEL_PAGES).map(readApiPage))));
    }
    const rows = pages.flatMap(p => p.data);
    const offset = start - (firstApiPage - 1) * cap;
    return { data: rows.slice(offset, offset + perPage), total };
};
