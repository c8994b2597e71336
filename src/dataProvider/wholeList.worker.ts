import { type FetchedAnswer, wholeListStore, type WholeListAnswer, type WholeListAsk } from './wholeListStore';

/**
 * The whole lists' worker: each message is an ask with its number, and may bring the answer to its request, which
 * the page fetched while this worker started; the answer goes back with the same number.
 */
const store = wholeListStore();

self.onmessage = (event: MessageEvent<{ n: number; ask: WholeListAsk; fetched?: FetchedAnswer }>) => {
    const { n, ask, fetched } = event.data;
    const response = fetched && new Response(fetched.body, { status: fetched.status, statusText: fetched.statusText });
    void store.ask(ask, response).then((answer: WholeListAnswer) => self.postMessage({ n, answer }));
};
