import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import type { ListProtocol, ResourceDeclaration } from '../schema/types';
import type { HttpClient } from './http';
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

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).toLowerCase();

const compare = (a: unknown, b: unknown): number => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
    return text(a).localeCompare(text(b), undefined, { numeric: true });
};

/** Filters, sorts and pages a whole list in the browser, as react-admin would expect from a server. */
export const pageInBrowser = (
    decl: ResourceDeclaration,
    rows: RaRecord[],
    params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): GetListResult => {
    const q = text(params.filter?.q).trim();
    const searchable = Object.entries(decl.fields)
        .filter(([, f]) => f.searchable)
        .map(([name]) => name);
    let out = q ? rows.filter(r => searchable.some(name => text(r[name]).includes(q))) : rows;

    const field = params.sort?.field ?? '';
    if (!NO_SORT.has(field)) {
        const sign = params.sort?.order === 'DESC' ? -1 : 1;
        out = [...out].sort((a, b) => sign * compare(a[field], b[field]));
    }
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: out.slice((page - 1) * perPage, page * perPage), total: out.length };
};

/** Runs a declaration's list protocol. */
export const fetchList = async (
    http: HttpClient,
    decl: ResourceDeclaration,
    protocol: ListProtocol,
    params: GetListParams,
): Promise<GetListResult> => {
    if (protocol.kind === 'paged') {
        // A list inside a parent record (sub folders of a folder) names the parent in its path.
        const parent = decl.list.parent ? params.filter?.[decl.list.parent.param] : undefined;
        const { data } = await http.call<PagedData>(protocol.endpoint, pagedRequest(params), parent === undefined ? undefined : String(parent));
        return pagedResult(data, params.pagination?.perPage ?? 10);
    }
    if (protocol.kind === 'results') {
        const { page = 1, perPage = 10 } = params.pagination ?? {};
        const q = params.filter?.q;
        const { data } = await http.call<ResultsData>(protocol.endpoint, { limit: perPage, current_page: page, search: typeof q === 'string' ? q : '' });
        return { data: (data?.results ?? []).map(withId), total: data?.count ?? (data?.totalPage ?? 0) * perPage };
    }
    if (protocol.kind === 'pageQuery') {
        const { page = 1, perPage = 10 } = params.pagination ?? {};
        const { data } = await http.call<PagedData>(protocol.endpoint, { current_page: page, limit: perPage });
        return pagedResult(data, perPage);
    }
    const { data } = await http.call<unknown[]>(protocol.endpoint, { search: params.filter?.q ?? '' });
    return pageInBrowser(decl, (Array.isArray(data) ? data : []).map(withId), params);
};
