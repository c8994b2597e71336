/**
 * What the API's OpenAPI document says about one route, given where the route is registered so that the
 * route and its description come from one place: declared routes get theirs from the declaration
 * (../routes/resourceRoutes.ts), hand-written ones from a small descriptor beside `app.post(...)`.
 */
import type { AnyObjectSchema } from 'yup';
import type { HttpMethod } from '../../src/shared/types';
import { ruleSchema, type JsonSchema } from './ruleSchema';
import type { DocumentedPermission } from '../http/permits';

/** Who may call: anyone, a super-admin's session, any session (a coach's too), or a tester on this machine. */
export type Access = 'public' | 'superadmin' | 'session' | 'testers';

/**
 * The success answer: the `{success, message, data}` envelope, a JSON array of `data`, JSON as it is (`data`
 * itself), a file, or an event stream.
 */
type Answer = 'envelope' | 'array' | 'plain' | 'file' | 'events';

export interface RouteDoc {
    method: HttpMethod;
    path: string;
    summary: string;
    /** The group it is listed under in /docs. */
    tag: string;
    access: Access;
    body?: { type: 'json' | 'form-data'; schema: JsonSchema };
    /** Query parameters by name. */
    query?: Readonly<Record<string, JsonSchema>>;
    /** The success answer's `data` (or the array's items, for `answer: 'array'`); any value when left out. */
    data?: JsonSchema;
    answer?: Answer;
    /** Takes `If-Match: "N"` and answers 409 with the current record when it is stale. */
    conflict?: boolean;
    /** Sign-in attempts: throttled with 429. */
    throttled?: boolean;
    /** Refusals beyond what its access and input imply (a public session check's 401). */
    refuses?: readonly number[];
    /**
     * The screen's action a staff session must hold (its role's grants): refused with 403 otherwise; `anyOf` when
     * the request picks the screen (a folder shared by every library), any one of them.
     */
    permission?: DocumentedPermission;
}

/** A route as `GET /` lists it: "METHOD /path". */
export type RouteEntry = string | RouteDoc;

export const routeLine = (entry: RouteEntry): string =>
    typeof entry === 'string' ? entry : `${entry.method} ${entry.path}`;

type Details = Omit<RouteDoc, 'method' | 'path' | 'body' | 'tag'> & {
    tag?: string;
    /** The rules the route validates its body with (JSON unless `bodyType` says otherwise). */
    body?: AnyObjectSchema | JsonSchema;
    bodyType?: 'json' | 'form-data';
};

const isYup = (schema: AnyObjectSchema | JsonSchema): schema is AnyObjectSchema =>
    typeof (schema as { describe?: unknown }).describe === 'function';

/** The first word of a path names its group: `/category/add` → `category`. */
const tagOf = (path: string): string => path.split('/').find(part => part && !part.startsWith(':')) ?? 'api';

/** A described route: `route('POST /check-token', { summary, access: 'superadmin', body: checkTokenRules })`. */
export const route = (line: string, details: Details): RouteDoc => {
    const [method, path] = line.split(' ') as [HttpMethod, string];
    const { body, bodyType = 'json', tag, ...rest } = details;
    return {
        method,
        path,
        tag: tag ?? tagOf(path),
        ...rest,
        ...(body ? { body: { type: bodyType, schema: isYup(body) ? ruleSchema(body) : body } } : {}),
    };
};

/** A route registered with its line only: described from what every route shares. */
export const undescribed = (line: string): RouteDoc => {
    const [method, path] = line.split(' ') as [HttpMethod, string];
    return {
        method,
        path,
        summary: line,
        tag: tagOf(path),
        access: 'superadmin',
        ...(method === 'GET' || method === 'DELETE'
            ? {}
            : { body: { type: 'json' as const, schema: { type: 'object' } } }),
    };
};
