import type { LiveMessage, LiveStatus } from '../shared/liveChanges';
import { PRESENCE_EVENT, type PresenceNote } from '../shared/presence';

export interface LiveStreamOptions {
    /** The stream's address (the API's GET /live). */
    url: string;
    /** The session's token, asked at each (re)connect; null stops the stream (signed out). */
    token(): string | null;
    onMessage(message: LiveMessage): void;
    onStatus(status: LiveStatus): void;
    /** Who has a record open (the stream's `presence` events). */
    onPresence?(note: PresenceNote): void;
    /** The session's permissions changed (its role was edited): read them again. */
    onPermissions?(): void;
    fetch?: typeof fetch;
}

/**
 * Waits before the nth reconnect: 1 s, 2 s, 4 s, then 5 s, with a little jitter so clients spread out. Capped
 * low: the live mark should clear within seconds of the API being back, and one small request each 5 s is cheap.
 */
export const backoffMs = (attempt: number): number =>
    Math.min(5_000, 1000 * 2 ** Math.min(attempt, 3)) * (0.8 + Math.random() * 0.4);

/** The open streams' "try now" calls: an answer from the API, or the browser back online or focused. */
const retriesNow = new Set<() => void>();

/** Any answer from the API (even a refusal) says it is reachable: a waiting stream reconnects now. */
export const apiAnswered = (): void => {
    for (const retry of retriesNow) retry();
};

interface Block {
    id?: string;
    event?: string;
    data: string;
}

/** Server-Sent Events' text, block by block (`field: value` lines, a blank line ends a block). */
export const parseBlocks = (text: string): { blocks: Block[]; rest: string } => {
    const blocks: Block[] = [];
    const parts = text.replace(/\r\n?/g, '\n').split('\n\n');
    const rest = parts.pop() ?? '';
    for (const part of parts) {
        const block: Block = { data: '' };
        for (const line of part.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const name = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id') block.id = value;
            else if (name === 'event') block.event = value;
            else if (name === 'data') block.data = block.data ? `${block.data}\n${value}` : value;
        }
        blocks.push(block);
    }
    return { blocks, rest };
};

/** A `presence` event's note, when it is one and reads as one. */
const presenceOf = (block: Block): PresenceNote | undefined => {
    if (block.event !== PRESENCE_EVENT) return undefined;
    try {
        const note = JSON.parse(block.data) as PresenceNote;
        return typeof note.resource === 'string' && typeof note.id === 'string' && Array.isArray(note.people)
            ? note
            : undefined;
    } catch {
        return undefined;
    }
};

const messageOf = (block: Block): LiveMessage | undefined => {
    if (block.event === 'resync') return 'resync';
    if (block.event !== 'change') return undefined;
    try {
        const data = JSON.parse(block.data) as Record<string, unknown>;
        if (typeof data.collection !== 'string' || typeof data.id !== 'string') return undefined;
        const kind = data.kind === 'created' || data.kind === 'deleted' ? data.kind : 'updated';
        return { collection: data.collection, id: data.id, kind, by: typeof data.by === 'string' ? data.by : '' };
    } catch {
        return undefined;
    }
};

/**
 * Reads the API's live stream with fetch (EventSource sends no Authorization header): one connection,
 * reconnecting with backoff after a drop and asking for what it missed (`Last-Event-ID`). A 401 or 403
 * ends it (the session is over; the auth provider deals with that). Returns a stop function.
 */
export const openLiveStream = (options: LiveStreamOptions): (() => void) => {
    const doFetch = options.fetch ?? fetch;
    const abort = new AbortController();
    let lastId: string | undefined;
    let stopped = false;
    let wake: (() => void) | undefined;
    let triedAt = 0;
    let soon: ReturnType<typeof setTimeout> | undefined;
    // A try at most once a second, however many calls answer meanwhile: within a second of one, the next waits.
    const retryNow = () => {
        const wait = triedAt + 1000 - Date.now();
        if (wait <= 0) wake?.();
        else
            soon ??= setTimeout(() => {
                soon = undefined;
                wake?.();
            }, wait);
    };
    retriesNow.add(retryNow);
    const browser = typeof window === 'undefined' ? undefined : window;
    browser?.addEventListener('online', retryNow);
    browser?.addEventListener('focus', retryNow);

    const pause = (ms: number) =>
        new Promise<void>(resolve => {
            const timer = setTimeout(resolve, ms);
            wake = () => {
                clearTimeout(timer);
                wake = undefined;
                resolve();
            };
        });

    const readOnce = async (token: string): Promise<'again' | 'stop'> => {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
        if (lastId) headers['Last-Event-ID'] = lastId;
        const response = await doFetch(options.url, { headers, signal: abort.signal, cache: 'no-store' });
        if (response.status === 401 || response.status === 403) return 'stop';
        if (!response.ok || !response.body) return 'again';
        options.onStatus('on');
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
            const { value, done } = await reader.read();
            if (done) return 'again';
            const { blocks, rest } = parseBlocks(buffer + value);
            buffer = rest;
            for (const block of blocks) {
                if (block.id) lastId = block.id;
                if (block.event === 'permissions') options.onPermissions?.();
                const message = messageOf(block);
                if (message) options.onMessage(message);
                const note = presenceOf(block);
                if (note) options.onPresence?.(note);
            }
        }
    };

    void (async () => {
        let attempt = 0;
        while (!stopped) {
            const token = options.token();
            if (!token) break;
            const connectedAt = (triedAt = Date.now());
            const outcome = await readOnce(token).catch(() => 'again' as const);
            if (stopped || outcome === 'stop') break;
            // Shown from the next task: leaving the page drops the connection too, and nothing is drawn then.
            await pause(0);
            if (stopped) break;
            options.onStatus('off');
            // A connection that lasted a while starts the backoff again.
            attempt = Date.now() - connectedAt > 30_000 ? 0 : attempt + 1;
            await pause(backoffMs(attempt - 1));
        }
        if (!stopped) options.onStatus('idle');
    })();

    return () => {
        stopped = true;
        retriesNow.delete(retryNow);
        clearTimeout(soon);
        browser?.removeEventListener('online', retryNow);
        browser?.removeEventListener('focus', retryNow);
        abort.abort();
        wake?.();
        options.onStatus('idle');
    };
};
