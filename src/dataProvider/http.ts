import { HttpError } from 'ra-core';
import { fillPath } from '../shared/endpoints';
import { pathOf } from '../shared/openPaths';
import { fetchAhead } from './requestsAhead';
import type { Endpoint, SessionRole } from '../shared/types';
import { type Envelope, failureText, NO_SERVER, unwrap } from './envelope';
import { apiAnswered } from './liveStream';
import { wholeLists, type WholeLists } from './wholeLists';

export interface Session {
    /** The bearer token, or null when signed out. */
    token(): string | null;
    /** The signed-in user's id, sent where a payload asks for `userId`. */
    userId(): string | null;
    /** Whose session it is (a coach's while the super-admin is logged in as one). */
    role?(): SessionRole;
}

/** What react-admin's `fetchUtils.fetchJson` resolves to: the shape ra-data-simple-rest's HTTP client must give. */
interface RawAnswer {
    status: number;
    headers: Headers;
    body: string;
    json: unknown;
}

export interface HttpClient {
    call<T = unknown>(
        endpoint: Endpoint,
        values?: Record<string, unknown>,
        id?: string | number,
        /** More request headers (an edit's `If-Match`). */
        extraHeaders?: Record<string, string>,
    ): Promise<Envelope<T>>;
    /** The request `call` would send, unsent (for the whole lists' reader, ./wholeLists.ts). */
    request(
        endpoint: Endpoint,
        values?: Record<string, unknown>,
        id?: string | number,
        extraHeaders?: Record<string, string>,
    ): { url: string; method: string; headers: Record<string, string>; body?: string | FormData };
    /**
     * Sends the call so that it outlives the page (fetch `keepalive`), for what a page says as it goes away; its
     * answer is not read. The same request as `call`'s: the session's token in its header, JSON, from the console's
     * origin, so the API's refusal of cross-site writes still holds (a beacon could carry neither).
     */
    sendOnLeaving(endpoint: Endpoint, values?: Record<string, unknown>, id?: string | number): void;
    /** The whole lists held for this client's session (./wholeLists.ts). */
    readonly wholeLists: WholeLists;
    /** The API's base URL, for clients that build their own URLs (ra-data-simple-rest). */
    readonly apiUrl: string;
    /**
     * A plain JSON request with the session's token, in `fetchUtils.fetchJson`'s shape: the HTTP client
     * handed to ra-data-simple-rest. A failure throws an HttpError with the server's words.
     */
    fetchJson(
        url: string,
        options?: { method?: string; headers?: HeadersInit; body?: BodyInit | null },
    ): Promise<RawAnswer>;
}

const isFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** react-admin file inputs hold `{ rawFile, src, title }`; a new upload has a `rawFile`. */
const fileOf = (v: unknown): Blob | undefined => {
    if (isFile(v)) return v;
    if (typeof v === 'object' && v !== null && 'rawFile' in v && isFile((v as { rawFile: unknown }).rawFile)) {
        return (v as { rawFile: Blob }).rawFile;
    }
    return undefined;
};

const scalar = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
};

interface PayloadContext {
    id?: string | number;
    userId: string | null;
    token?: string | null;
    role?: SessionRole;
}

/** Picks the endpoint's payload keys out of the values, in the spec's order. */
export const payloadOf = (
    endpoint: Endpoint,
    values: Record<string, unknown>,
    context: PayloadContext,
): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const fixed = { ...endpoint.fixed, ...endpoint.fixedAs?.[context.role ?? 'superadmin'] };
    for (const key of endpoint.send) out[key] = key in fixed ? fixed[key] : payloadValue(key, values, context);
    return out;
};

/** A payload key's value when the endpoint does not fix it: the session's own for `id`, `userId` and `token`. */
const payloadValue = (key: string, values: Record<string, unknown>, context: PayloadContext): unknown => {
    if (key === 'id' && context.id !== undefined && values.id === undefined) return context.id;
    if (key === 'userId' && values.userId === undefined) return context.userId ?? '';
    // Log in as sends the active session's token in its body (POST /check-token {token, user}).
    if (key === 'token' && values.token === undefined && context.token !== undefined) return context.token ?? '';
    return values[key] ?? null;
};

const toFormData = (payload: Record<string, unknown>): FormData => {
    const form = new FormData();
    for (const [key, value] of Object.entries(payload)) {
        const file = fileOf(value);
        if (file) form.append(key, file, (file as File).name ?? key);
        else if (Array.isArray(value)) value.forEach(item => form.append(`${key}[]`, scalar(item)));
        else form.append(key, scalar(value));
    }
    return form;
};

const toQuery = (payload: Record<string, unknown>): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(payload)) params.set(key, scalar(value));
    const s = params.toString();
    return s ? `?${s}` : '';
};

/** The API's address, or where to read it on each request (the console's is configured at run time). */
export type ApiUrl = string | (() => string);

const baseOf = (apiUrl: ApiUrl): string => (typeof apiUrl === 'function' ? apiUrl() : apiUrl).replace(/\/$/, '');

/** The request an endpoint describes, with the session's token where the endpoint is guarded. */
const requestOf =
    (apiUrl: ApiUrl, session: Session): HttpClient['request'] =>
    (endpoint, values = {}, id, extraHeaders = {}) => {
        const token = endpoint.guarded ? session.token() : null;
        const payload = payloadOf(endpoint, values, {
            id,
            userId: session.userId(),
            role: session.role?.() ?? 'superadmin',
            ...(endpoint.guarded ? { token } : {}),
        });
        const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
        if (token) headers.Authorization = `Bearer ${token}`;

        let url = baseOf(apiUrl) + fillPath(pathOf(endpoint), id);
        let body: string | FormData | undefined;
        if (endpoint.body === 'query' || endpoint.method === 'GET') {
            url += toQuery(payload);
        } else if (endpoint.body === 'form-data') {
            body = toFormData(payload);
        } else if (endpoint.send.length > 0) {
            headers['Content-Type'] = 'application/json';
            body = JSON.stringify(payload);
        }
        return { url, method: endpoint.method, headers, body };
    };

/** The API's answer read whole: its text, and that text as JSON when it is (no server at all: NO_SERVER). */
const answerOf = async (fetchImpl: typeof fetch, url: string, init: RequestInit) => {
    let response: Response;
    try {
        response = await fetchImpl(url, init);
    } catch {
        throw new HttpError(NO_SERVER, 0);
    }
    apiAnswered();
    const text = await response.text();
    let json: unknown = undefined;
    try {
        json = text ? JSON.parse(text) : undefined;
    } catch {
        json = undefined;
    }
    return { response, text, json };
};

/** The one place that talks HTTP: builds the request an endpoint describes and unwraps the answer. */
export const createHttpClient = (
    apiUrl: ApiUrl,
    session: Session,
    fetchImpl: typeof fetch = fetchAhead,
): HttpClient => {
    const request = requestOf(apiUrl, session);
    return {
        // Read in a worker where there is one, unless the caller brought its own fetch (tests).
        wholeLists: wholeLists(fetchImpl === fetchAhead || fetchImpl === globalThis.fetch ? undefined : fetchImpl),

        get apiUrl() {
            return baseOf(apiUrl);
        },

        async fetchJson(url, options = {}) {
            const headers = new Headers(options.headers);
            headers.set('Accept', 'application/json');
            if (options.body && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
            const token = session.token();
            if (token) headers.set('Authorization', `Bearer ${token}`);
            const {
                response,
                text: body,
                json,
            } = await answerOf(fetchImpl, url, {
                method: options.method ?? 'GET',
                headers,
                body: options.body,
            });
            if (response.status < 200 || response.status >= 300) {
                throw new HttpError(
                    failureText(json, response.statusText || `HTTP ${response.status}`),
                    response.status,
                    json,
                );
            }
            return { status: response.status, headers: response.headers, body, json };
        },

        request,

        sendOnLeaving(endpoint, values = {}, id) {
            const { url, ...init } = request(endpoint, values, id);
            fetchImpl(url, { ...init, keepalive: true }).catch(() => undefined);
        },

        async call<T>(
            endpoint: Endpoint,
            values: Record<string, unknown> = {},
            id?: string | number,
            extraHeaders: Record<string, string> = {},
        ) {
            const { url, ...init } = request(endpoint, values, id, extraHeaders);
            const { response, json } = await answerOf(fetchImpl, url, init);
            return unwrap<T>(response.status, response.statusText, json);
        },
    };
};
