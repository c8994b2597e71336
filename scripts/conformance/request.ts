/** Sends one spec call as the console builds it (its payload keys, body type and token) and reads the answer. */
import { payloadOf } from '../../src/dataProvider/http';
import { fillPath } from '../../src/shared/endpoints';
import type { Endpoint } from '../../src/shared/types';

export interface Session {
    token: string;
    userId: string;
}

export interface Answer {
    status: number;
    body: unknown;
    seconds: number;
    /** Its Content-Range header (a `rest` list's total), when it has one. */
    range?: string;
}

const text = (value: unknown): string =>
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The request an endpoint describes: the query, a JSON body or form-data, as src/dataProvider/http.ts sends it. */
const requestOf = (endpoint: Endpoint, payload: Record<string, unknown>): { query: string; body?: BodyInit } => {
    if (endpoint.body === 'query' || endpoint.method === 'GET') {
        const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, text(v)])).toString();
        return { query: query ? `?${query}` : '' };
    }
    if (endpoint.body === 'form-data') {
        const form = new FormData();
        for (const [key, value] of Object.entries(payload)) {
            if (Array.isArray(value)) value.forEach(item => form.append(`${key}[]`, text(item)));
            else form.append(key, text(value));
        }
        return { query: '', body: form };
    }
    return { query: '', body: endpoint.send.length > 0 ? JSON.stringify(payload) : undefined };
};

/** Calls `path` (the endpoint's, or an open path as configured) on the API and reads the JSON answer. */
export const send = async (
    api: string,
    endpoint: Endpoint,
    path: string,
    values: Record<string, unknown>,
    session: Session | undefined,
    id?: string,
    fetchImpl: typeof fetch = fetch,
): Promise<Answer> => {
    const payload = payloadOf(endpoint, values, {
        id,
        userId: session?.userId ?? null,
        role: 'superadmin',
        ...(endpoint.guarded ? { token: session?.token ?? null } : {}),
    });
    const { query, body } = requestOf(endpoint, payload);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    if (endpoint.guarded && session) headers.Authorization = `Bearer ${session.token}`;
    const started = performance.now();
    const response = await fetchImpl(`${api}${fillPath(path, id)}${query}`, { method: endpoint.method, headers, body });
    const raw = await response.text();
    let parsed: unknown = raw;
    try {
        parsed = raw ? JSON.parse(raw) : undefined;
    } catch {
        // Not JSON: the check says so.
    }
    const range = response.headers.get('content-range') ?? undefined;
    return { status: response.status, body: parsed, seconds: (performance.now() - started) / 1000, range };
};
