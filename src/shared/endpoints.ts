import { OPEN_PATHS, type OpenPathKey } from './openPaths';
import type { Endpoint, HttpMethod, ListProtocol } from './types';

type EndpointOptions = Partial<Omit<Endpoint, 'method' | 'path'>>;

const endpoint =
    (method: HttpMethod) =>
    (path: string, options: EndpointOptions = {}): Endpoint => ({
        method,
        path,
        send: options.send ?? [],
        body: options.body ?? (method === 'GET' ? 'query' : 'json'),
        fixed: options.fixed,
        ...(options.fixedAs ? { fixedAs: options.fixedAs } : {}),
        guarded: options.guarded ?? true,
        ...(options.open ? { open: options.open } : {}),
    });

/** A GET call: `get(path, { send, body, guarded, ... })`; `:id` in the path is the record's id. */
export const get = endpoint('GET');
/** A POST call, its body JSON unless `body: 'form-data'`. */
export const post = endpoint('POST');
/** A PUT call. */
export const put = endpoint('PUT');
/** A PATCH call. */
export const patch = endpoint('PATCH');
/** A DELETE call. */
export const del = endpoint('DELETE');

/** A call whose path the spec leaves open: its method and default path from ./openPaths.ts, config.json may move it. */
export const openEndpoint = (key: OpenPathKey, options: EndpointOptions = {}): Endpoint =>
    endpoint(OPEN_PATHS[key].method)(OPEN_PATHS[key].path, { ...options, open: key });

/** The keys a server-paged list sends unless told otherwise. */
const PAGED_KEYS = ['page', 'limit', 'search', 'sortBy', 'sortOrder'] as const;

/** Server-paged POST: body `{page (index + 1), limit, search, sortBy or null, sortOrder}`. */
export const pagedPost = (path: string, options: EndpointOptions = {}): ListProtocol => ({
    kind: 'paged',
    endpoint: post(path, { send: PAGED_KEYS, ...options }),
});

/** The whole list in one answer; the console pages, sorts and filters it. */
export const wholeList = (endpointDef: Endpoint): ListProtocol => ({
    kind: 'whole',
    endpoint: endpointDef,
});

/** GET with `?current_page=&limit=` (the coupon list). */
export const pageQuery = (path: string, options: EndpointOptions = {}): ListProtocol => ({
    kind: 'pageQuery',
    endpoint: get(path, { send: ['current_page', 'limit'], ...options }),
});

/** `/grade/edit/:id` with id 7 gives `/grade/edit/7`. */
export const fillPath = (path: string, id?: string | number): string =>
    id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)));

/** GET with `?limit=&current_page=&search=` answering `results`, `count`, `totalPage` (subscription history). */
export const resultsQuery = (path: string, options: EndpointOptions = {}): ListProtocol => ({
    kind: 'results',
    endpoint: get(path, { send: ['limit', 'current_page', 'search'], ...options }),
});

/**
 * An ordinary REST collection (ra-data-simple-rest's dialect): GET `path?sort=["f","ASC"]&range=[0,9]&filter={}`
 * answering an array of records, the total in `Content-Range: items 0-9/42`.
 */
export const rest = (path: string, options: EndpointOptions = {}): ListProtocol => ({
    kind: 'rest',
    endpoint: get(path, { send: ['sort', 'range', 'filter'], ...options }),
});
