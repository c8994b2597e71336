/**
 * The first requests a load makes (the list a page opened on, the API's capabilities), asked for again on the next
 * load by the boot's first code (src/boot), before the code that builds them has loaded: the data provider's own
 * identical requests then take those answers. Kept in this browser by name, without their token; sent only to the
 * API the console is configured for, with the session's token of the moment, and taken only by an identical request.
 */

import { pathOf } from '../shared/openPaths';
import type { Endpoint } from '../shared/types';
import { answersAhead, type SentRequest } from './answersAhead';
import { readWholeListAhead } from './wholeListWorker';

/**
 * The requests kept, by name: a page's first list by its page key (this browser's last pages), the capabilities by
 * their path (a page's key never starts with a slash).
 */
const KEY = 'console.requestsAhead';
const KEPT = 12;

interface KeptRequest extends SentRequest {
    /** A whole list's, sent from its worker (./wholeListWorker.ts), which holds the answer. */
    whole?: true;
}

const ahead = answersAhead<Promise<Response>>();
let watched: { name: string; path: string; method: string }[] = [];

/** A page's key: its path without slashes around it, in lower case (routes match whatever their case). */
export const pageKey = (pathname: string): string => pathname.replace(/^\/+|\/+$/g, '').toLowerCase();

const keptRequests = (): Record<string, KeptRequest> => {
    try {
        const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
        return typeof kept === 'object' && kept !== null && !Array.isArray(kept)
            ? (kept as Record<string, KeptRequest>)
            : {};
    } catch {
        return {};
    }
};

const keep = (name: string, request: KeptRequest | undefined): void => {
    const { [name]: _, ...others } = keptRequests();
    const kept = Object.entries(others).slice(-(KEPT - 1));
    try {
        localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(request ? [...kept, [name, request]] : kept)));
    } catch {
        // A full or refused storage only costs the next load its head start.
    }
};

const isKeptRequest = (value: unknown): value is KeptRequest => {
    const r = value as Partial<KeptRequest> | null;
    return (
        typeof r?.url === 'string' &&
        // What a list or the capabilities are read with: anything else kept here is not one of them.
        (r.method === 'GET' || r.method === 'POST') &&
        typeof r.headers === 'object' &&
        r.headers !== null &&
        Object.values(r.headers).every(v => typeof v === 'string') &&
        (r.body === undefined || typeof r.body === 'string') &&
        (r.whole === undefined || r.whole === true)
    );
};

/** Sends the requests kept as `names` last time, with `token`, those that went to the API at `api`. */
export const sendAhead = (names: string[], token: string | null, api: string): void => {
    if (!token) return;
    const kept = keptRequests();
    for (const name of names) {
        const last = kept[name];
        if (!isKeptRequest(last) || !last.url.startsWith(`${api.replace(/\/+$/, '')}/`)) continue;
        const { whole, ...sent } = last;
        const request = { ...sent, headers: { ...sent.headers, authorization: `Bearer ${token}` } };
        if (whole) {
            readWholeListAhead(request);
            continue;
        }
        const answer = fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
        // Nobody may take it: an unread failure must not reach the console as an error.
        answer.catch(() => undefined);
        ahead.add(request, answer);
    }
};

/** Keeps the next request to `endpoint` as `name`'s (a page's first list, the capabilities), replacing the last. */
export const watchRequest = (name: string, endpoint: Pick<Endpoint, 'path' | 'open' | 'method'>): void => {
    keep(name, undefined);
    watched = [...watched.filter(w => w.name !== name), { name, path: pathOf(endpoint), method: endpoint.method }];
};

const urlOf = (input: RequestInfo | URL): string =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A request's headers with their names in lower case, however it gave them. */
const headersOf = (init?: RequestInit): Record<string, string> => Object.fromEntries(new Headers(init?.headers));

/** Keeps `request` (without its token) as the next load's to send ahead, if it is one watched for. */
export const keepIfWatched = (request: KeptRequest): void => {
    const watch = watched.find(w => new URL(request.url).pathname.endsWith(w.path) && request.method === w.method);
    if (!watch) return;
    const { authorization: _, ...headers } = headersOf(request);
    keep(watch.name, { ...request, headers });
    watched = watched.filter(w => w !== watch);
};

/** `fetch`, but a request identical to one sent ahead takes its answer (once), and a watched one is kept. */
export const fetchAhead: typeof fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : undefined;
    // Only what a kept request can say again: no body, or text.
    if (init?.body !== undefined && body === undefined) return fetch(input, init);
    const request = { url: urlOf(input), method: init?.method ?? 'GET', headers: headersOf(init), body };
    keepIfWatched(request);
    return ahead.take(request) ?? fetch(input, init);
};
