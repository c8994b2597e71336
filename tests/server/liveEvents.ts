import { expect } from 'vitest';

/** One named event of a live stream, with its id (the Last-Event-ID to resume from) and data. */
export interface HeardEvent {
    id: string;
    event: string;
    /** A change's fields; other kinds (presence, permissions) carry their own. */
    data: { collection?: string; id?: string; kind?: string; by?: string; [key: string]: unknown };
}

/**
 * A session's live stream (GET /live) as a test reads it, with fetch as the console does (EventSource sends no
 * Authorization header): every named event told so far, whether the API ended it, and a wait for the next.
 */
export const listenLive = async (apiUrl: string, token: string, lastEventId?: string) => {
    const abort = new AbortController();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await fetch(`${apiUrl}/live`, { headers, signal: abort.signal });
    const heard: HeardEvent[] = [];
    let ended = false;
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const pump = (async () => {
        for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
            if (done) {
                ended = true;
                return;
            }
            buffer += value;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                const lines = buffer.slice(0, end).split('\n');
                buffer = buffer.slice(end + 2);
                const field = (name: string) => lines.find(l => l.startsWith(`${name}: `))?.slice(name.length + 2);
                const event = field('event');
                if (event) heard.push({ id: field('id') ?? '', event, data: JSON.parse(field('data') ?? '{}') });
            }
        }
    })();
    return {
        status: response.status,
        contentType: response.headers.get('content-type'),
        heard,
        /** Whether the API closed the stream. */
        get ended() {
            return ended;
        },
        /** Waits until an event matching `match` has been heard, and answers it. */
        async next(match: (h: HeardEvent) => boolean): Promise<HeardEvent> {
            await expect.poll(() => heard.some(match), { timeout: 5000 }).toBe(true);
            return heard.find(match)!;
        },
        close: async () => (abort.abort(), await pump),
    };
};
