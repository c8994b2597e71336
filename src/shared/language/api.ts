import type { OpenPathKey } from '../openPaths';
import type { SessionRole } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the value of a payload key comes from when the console builds a request. */
export interface Endpoint {
    method: HttpMethod;
    /** Path on the API host; `:id` is replaced by the record id. */
    path: string;
    /** Payload keys, in the order the spec lists them. */
    send: readonly string[];
    /** JSON (default), multipart form-data, or URL query string. */
    body: 'json' | 'form-data' | 'query';
    /** Constant payload values, e.g. `{ userId: '' }` where the spec says "sent empty". */
    fixed?: Readonly<Record<string, unknown>>;
    /** Constant payload values for one kind of session, over `fixed` (a coach's adds are `owner: 'coach'`). */
    fixedAs?: Readonly<Partial<Record<SessionRole, Readonly<Record<string, unknown>>>>>;
    /** Whether the bearer token is sent (default true). */
    guarded: boolean;
    /** A path the spec leaves open: config.json may move it (../openPaths.ts); `path` is its default. */
    open?: OpenPathKey;
}

/**
 * How a list endpoint pages:
 * - `paged`: the server pages; answer `data.docs`, `data.totalDocs`, `data.totalPages`.
 * - `whole`: the server answers the whole list in `data`; the console pages, sorts and filters it.
 * - `pageQuery`: GET with `?current_page=&limit=`; answer `data.docs`, `data.totalPages` (coupons).
 * - `results`: GET with `?limit=&current_page=&search=`; answer `data.results`, `data.count`, `data.totalPage`
 *   (subscription history).
 * - `rest`: an ordinary REST collection in ra-data-simple-rest's dialect: GET `?sort=&range=&filter=` (JSON),
 *   a plain array of records and the total in `Content-Range` (the activity log).
 */
export type ListProtocol =
    | { kind: 'paged'; endpoint: Endpoint }
    | { kind: 'whole'; endpoint: Endpoint }
    | { kind: 'pageQuery'; endpoint: Endpoint }
    | { kind: 'results'; endpoint: Endpoint }
    | { kind: 'rest'; endpoint: Endpoint };

/** The calls a declaration's screen makes; a missing one means the screen does not offer it. */
export interface ApiSection {
    list: ListProtocol;
    /** Reads one record (the edit modal opens on it, e.g. GET /viewAdmin/:id). */
    view?: Endpoint;
    create?: Endpoint;
    update?: Endpoint;
    delete?: Endpoint;
}
