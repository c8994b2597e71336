import type { GetListParams, RaRecord } from 'ra-core';
import type { LabelsByField } from '../shared/referenceLabels';
import { answersAhead, type SentRequest } from './answersAhead';
import { holdList, queryList, rowsWithIds, type HeldList } from './wholeListQuery';

/**
 * The whole lists the console holds, one per list: read from the API once, then asked for pages, searches, sorts
 * and records by id until the data provider says to read it again (a write, a change heard, the same page asked
 * twice: a refresh). Runs in a Web Worker in the browser (./wholeList.worker.ts), so reading and indexing 100k
 * rows never holds the page; in the same thread where there is no Worker (tests, Node).
 */

/** The request the data provider built (./http.ts), as a worker can receive it. */
export type ListRequest = SentRequest;

export interface WholeListAsk {
    /** The list's name (its resource): one is held per list. */
    list: string;
    request: ListRequest;
    /** The fields a search looks in. */
    searchable: readonly string[];
    /** What its references read as (their records' labels), by field. */
    labels?: LabelsByField;
    /** Read the API again even when the list is held. */
    fresh: boolean;
    query: { page: Pick<GetListParams, 'pagination' | 'sort' | 'filter'> } | { ids: RaRecord['id'][] };
}

export type WholeListAnswer =
    | { ok: true; data: RaRecord[]; total: number }
    /** The API's refusal as it came (the data provider turns it into its error), or status 0: no answer at all. */
    | { ok: false; status: number; statusText: string; body: unknown };

type Failure = Extract<WholeListAnswer, { ok: false }>;

interface Held {
    /** The request it was read with: another (another session, another search sent) is another list. */
    signature: string;
    list: Promise<HeldList | Failure>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The rows of a successful envelope (or of a bare array, as a REST-style answer), else undefined. */
const rowsOf = (status: number, body: unknown): unknown[] | undefined => {
    if (status < 200 || status >= 300 || !isRecord(body) || body.success === false || body.error) return undefined;
    const data = Array.isArray(body) ? body : body.data;
    return Array.isArray(data) ? data : [];
};

/** The API keys records by `_id`; react-admin wants `id`. Both are kept (as ./records.ts), set on the parsed row. */
const withId = (row: unknown): RaRecord => {
    const r = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    r.id ??= r._id;
    return r as RaRecord;
};

/** The API's answer to a request, as text; `status` 0 when none came. */
interface Fetched {
    status: number;
    statusText: string;
    text: string;
}

const send = async (fetchImpl: typeof fetch, { url, ...init }: ListRequest): Promise<Fetched> => {
    try {
        const response = await fetchImpl(url, init);
        return { status: response.status, statusText: response.statusText, text: await response.text() };
    } catch {
        return { status: 0, statusText: '', text: '' };
    }
};

const read = async (answer: Promise<Fetched>, ask: WholeListAsk): Promise<HeldList | Failure> => {
    const { status, statusText, text } = await answer;
    if (status === 0) return { ok: false, status, statusText, body: undefined };
    let body: unknown = undefined;
    try {
        body = text ? JSON.parse(text) : undefined;
    } catch {
        body = undefined;
    }
    const rows = rowsOf(status, body);
    if (!rows) return { ok: false, status, statusText, body };
    return holdList(rows.map(withId), ask.searchable, ask.labels);
};

export const wholeListStore = (fetchImpl: typeof fetch = (...args) => fetch(...args)) => {
    const held = new Map<string, Held>();
    const ahead = answersAhead<Promise<Fetched>>();
    /** The answer to `request`: the one read ahead for it if any (once), else the API's now. */
    const answerTo = (request: ListRequest): Promise<Fetched> => ahead.take(request) ?? send(fetchImpl, request);
    return {
        /** Sends `request` now (the boot, for the list its page opened on last time): the next identical read takes it. */
        readAhead(request: ListRequest): void {
            ahead.add(request, send(fetchImpl, request));
        },
        async ask(ask: WholeListAsk): Promise<WholeListAnswer> {
            // Labels that changed (a coach renamed) make another list: its searches and orders read them.
            const labels = Object.entries(ask.labels ?? {}).map(([name, byId]) => [name, [...byId]]);
            const signature = JSON.stringify([ask.request, ask.searchable, labels]);
            let entry = held.get(ask.list);
            if (!entry || ask.fresh || entry.signature !== signature) {
                entry = { signature, list: read(answerTo(ask.request), ask) };
                held.set(ask.list, entry);
            }
            const list = await entry.list;
            if ('ok' in list) {
                // A refusal is not kept: the next ask reads again.
                if (held.get(ask.list) === entry) held.delete(ask.list);
                return list;
            }
            if ('ids' in ask.query) return { ok: true, data: rowsWithIds(list, ask.query.ids), total: 0 };
            const page = queryList(list, ask.query.page);
            return { ok: true, data: page.data, total: page.total ?? 0 };
        },
    };
};
