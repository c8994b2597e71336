/**
 * The API as an OpenAPI 3.1 document, built from the routes as they were registered (each with its
 * description: ./routeDoc.ts). Every answer is the `{success, message, data}` envelope; refusals carry the
 * message, a 409 the current record.
 */
import type { JsonSchema } from './ruleSchema';
import type { RouteDoc } from './routeDoc';

const refusal = (data: JsonSchema = { type: 'null' }): JsonSchema => ({
    type: 'object',
    properties: { success: { const: false }, message: { type: 'string', minLength: 1 }, data },
    required: ['success', 'message', 'data'],
});

const success = (data: JsonSchema = {}): JsonSchema => ({
    type: 'object',
    properties: { success: { const: true }, message: { type: 'string' }, data },
    required: ['success', 'message', 'data'],
});

const WHY: Record<number, string> = {
    400: 'Refused: bad input or a change the API does not allow; the message names the field',
    401: 'Unauthorized: no session, or one that has ended',
    403: 'Forbidden: a coach on a super-admin route, a caller from another machine, or a write from another site',
    404: 'Not found: no record with this id',
    409: 'Changed since read (If-Match: the answer carries the current record), or still in use (delete)',
    415: 'The body must be application/json or multipart/form-data',
    429: 'Too many failed sign-in attempts',
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** `/grade/edit/:id` → `/grade/edit/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map(m => m[1]);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The statuses a route may answer besides 200, from what it takes and who may call it. */
const refusalsOf = (route: RouteDoc): number[] => {
    const write = WRITES.has(route.method);
    const takesInput = write || pathParams(route.path).length > 0 || route.query !== undefined;
    const statuses = [
        takesInput || route.conflict ? 400 : 0,
        route.access === 'public' ? 0 : 401,
        route.access !== 'public' || write ? 403 : 0,
        pathParams(route.path).length > 0 ? 404 : 0,
        route.conflict ? 409 : 0,
        write && route.method !== 'DELETE' ? 415 : 0,
        route.throttled ? 429 : 0,
    ];
    return [...new Set([...statuses, ...(route.refuses ?? [])])].filter(status => status !== 0).sort((a, b) => a - b);
};

const successContent = (route: RouteDoc) => {
    switch (route.answer ?? 'envelope') {
        case 'array':
            return json({ type: 'array', items: route.data ?? {} });
        case 'plain':
            return json(route.data ?? {});
        case 'file':
            return { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } };
        case 'events':
            return { 'text/event-stream': { schema: { type: 'string' } } };
        default:
            return json(success(route.data));
    }
};

/** Why a route refuses with this status; a 403 names the permission a staff role lacks. */
const whyRefused = (route: RouteDoc, status: number): string => {
    const { permission } = route;
    if (status !== 403 || !permission) return WHY[status];
    const words = (list: readonly { screen: string; action: string }[], joint: string) =>
        list.map(p => `"${p.action}" on "${p.screen}"`).join(joint);
    const needed = permission.allOf
        ? words(permission.allOf, ' and ')
        : words(permission.anyOf ?? [permission], ' or ');
    return `${WHY[status]}; or a staff role without ${needed} (message: "{Role} may not {action} {records}")`;
};

const operation = (route: RouteDoc) => {
    const params = [
        ...pathParams(route.path).map(name => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...Object.entries(route.query ?? {}).map(([name, schema]) => ({ name, in: 'query', schema })),
        ...(route.conflict
            ? [
                  {
                      name: 'If-Match',
                      in: 'header',
                      description: 'The version read ("N", the record\'s __v); * or none: last write wins',
                      schema: { type: 'string' },
                  },
              ]
            : []),
    ];
    const responses: Record<string, unknown> = { 200: { description: 'Done', content: successContent(route) } };
    for (const status of refusalsOf(route)) {
        // A stale edit's 409 carries the current record; a refused delete's (still in use) carries nothing.
        const data = status === 409 && route.conflict ? (route.data ?? {}) : { type: 'null' };
        const why = whyRefused(route, status);
        responses[status] = { description: why, content: json(refusal(data)) };
    }
    return {
        operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string = '') => c.toUpperCase())}`,
        summary: route.summary,
        tags: [route.tag],
        // The permission a staff session needs (its role's grants: GET /me/permissions).
        ...(route.permission ? { 'x-permission': route.permission } : {}),
        ...(route.access === 'superadmin' || route.access === 'session' ? { security: [{ bearer: [] }] } : {}),
        ...(route.access === 'testers' ? { description: 'For testers: answers callers on this machine only.' } : {}),
        ...(params.length > 0 ? { parameters: params } : {}),
        ...(route.body
            ? {
                  requestBody: {
                      required: true,
                      content: {
                          [route.body.type === 'form-data' ? 'multipart/form-data' : 'application/json']: {
                              schema: route.body.schema,
                          },
                      },
                  },
              }
            : {}),
        responses,
    };
};

export interface DocumentInfo {
    /** The API's own address, as browsers reach it. */
    serverUrl: string;
    consoleUrl: string;
}

/** The OpenAPI 3.1 document of these routes. */
export const openApiDocument = (routes: readonly RouteDoc[], info: DocumentInfo) => {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of routes) {
        const at = (paths[openApiPath(route.path)] ??= {});
        at[route.method.toLowerCase()] = operation(route);
    }
    return {
        openapi: '3.1.0',
        info: {
            title: 'Coaching admin console: the fake API',
            version: '1.0.0',
            description: `Every answer is \`{success, message, data}\`. Sign in with \`POST /api/v1/superadminlogin\` and send the \`accessToken\` as a bearer token. The console runs at ${info.consoleUrl}.`,
        },
        // First the address the document was loaded from (relative: the reference's "Try it out" calls the host its
        // page is on, 127.0.0.1 or localhost, which the page's policy allows as 'self'), then the configured one.
        servers: [
            { url: '/', description: 'This API, at the address this document was loaded from' },
            ...(info.serverUrl ? [{ url: info.serverUrl, description: 'This API at its configured address' }] : []),
        ],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        paths,
    };
};
