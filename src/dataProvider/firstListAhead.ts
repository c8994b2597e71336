/**
 * The list a page opened on, asked for again on the next load of that page by the boot's first code (src/boot),
 * before the code that builds its request has loaded: the data provider's own identical request then takes that
 * answer. Kept in this browser without its token; sent only to the API the console is configured for, with the
 * session's token of the moment, and taken only by a request identical to it.
 */

import { pathOf } from '../shared/openPaths';
import type { Endpoint } from '../shared/types';

/** The requests kept, by page (this browser's last pages). */
const KEY = 'console.firstLists';
const KEPT_PAGES = 10;
/** An answer sent ahead is taken only this soon after; later the console asks afresh. */
const TAKEN_WITHIN_MS = 10_000;

interface SentRequest {
    url: string;
    method: string;
    headers: Record<string, string>;
    body?: string;
}

let ahead: { request: SentRequest; answer: Promise<Response>; at: number } | undefined;
let watched: { page: string; path: string; method: string } | undefined;

/** A page's key: its path without slashes around it, in lower case (routes match whatever their case). */
export const pageKey = (pathname: string): string => pathname.replace(/^\/+|\/+$/g, '').toLowerCase();

const keptRequests = (): Record<string, SentRequest> => {
    try {
        const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
        return typeof kept === 'object' && kept !== null && !Array.isArray(kept)
            ? (kept as Record<string, SentRequest>)
            : {};
    } catch {
        return {};
    }
};

const keep = (page: string, request: SentRequest | undefined): void => {
    const { [page]: _, ...others } = keptRequests();
    const pages = Object.entries(others).slice(-(KEPT_PAGES - 1));
    try {
        localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(request ? [...pages, [page, request]] : pages)));
    } catch {
        // A full or refused storage only costs the next load its head start.
    }
};

const isSentRequest = (value: unknown): value is SentRequest => {
    const r = value as Partial<SentRequest> | null;
    return (
        typeof r?.url === 'string' &&
        // What a list is read with: anything else kept here is not a list.
        (r.method === 'GET' || r.method === 'POST') &&
        typeof r.headers === 'object' &&
        r.headers !== null &&
        Object.values(r.headers).every(v => typeof v === 'string') &&
        (r.body === undefined || typeof r.body === 'string')
    );
};

/** Sends the list `page` opened on last time, with `token`, if it went to the API at `api`. */
export const sendFirstListAhead = (page: string, token: string | null, api: string): void => {
    const kept = keptRequests()[page];
    if (!token || !isSentRequest(kept) || !kept.url.startsWith(`${api.replace(/\/+$/, '')}/`)) return;
    const request = { ...kept, headers: { ...kept.headers, authorization: `Bearer ${token}` } };
    const answer = fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
    // Nobody may take it: an unread failure must not reach the console as an error.
    answer.catch(() => undefined);
    ahead = { request, answer, at: Date.now() };
};

/** Keeps the next request to `endpoint` as `page`'s first list, replacing the last. */
export const watchFirstList = (page: string, endpoint: Pick<Endpoint, 'path' | 'open' | 'method'>): void => {
    keep(page, undefined);
    watched = { page, path: pathOf(endpoint), method: endpoint.method };
};

const urlOf = (input: RequestInfo | URL): string =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A request's headers with their names in lower case, however it gave them. */
const headersOf = (init?: RequestInit): Record<string, string> => Object.fromEntries(new Headers(init?.headers));

const sameRequest = (a: SentRequest, url: string, init: RequestInit = {}): boolean => {
    const headers = headersOf(init);
    const names = new Set([...Object.keys(a.headers), ...Object.keys(headers)]);
    return (
        a.url === url &&
        a.method === (init.method ?? 'GET') &&
        a.body === (init.body ?? undefined) &&
        [...names].every(name => a.headers[name] === headers[name])
    );
};

/** `fetch`, but a request identical to one sent ahead takes its answer (once), and a watched one is kept. */
export const fetchAhead: typeof fetch = (input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    if (watched && new URL(url).pathname.endsWith(watched.path) && method === watched.method) {
        const { authorization: _, ...headers } = headersOf(init);
        const body = typeof init?.body === 'string' ? init.body : undefined;
        if (init?.body === undefined || body !== undefined) keep(watched.page, { url, method, headers, body });
        watched = undefined;
    }
    const early = ahead;
    if (early && Date.now() - early.at <= TAKEN_WITHIN_MS && sameRequest(early.request, url, init)) {
        ahead = undefined;
        return early.answer;
    }
    return fetch(input, init);
};
