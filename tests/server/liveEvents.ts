/** A session's live stream (GET /live) as a test reads it: every named event told so far, with its data. */
export const listenLive = async (apiUrl: string, token: string) => {
    const abort = new AbortController();
    const response = await fetch(`${apiUrl}/live`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: abort.signal,
    });
    const heard: Array<{ event: string; data: Record<string, unknown> }> = [];
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const pump = (async () => {
        for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
            if (done) return;
            buffer += value;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                const lines = buffer.slice(0, end).split('\n');
                buffer = buffer.slice(end + 2);
                const field = (name: string) => lines.find(l => l.startsWith(`${name}: `))?.slice(name.length + 2);
                const event = field('event');
                if (event) heard.push({ event, data: JSON.parse(field('data') ?? '{}') });
            }
        }
    })();
    return { heard, close: async () => (abort.abort(), await pump) };
};
