import { wholeListStore, type ListRequest, type WholeListAnswer, type WholeListAsk } from './wholeListStore';

/**
 * The whole lists' worker: each ask comes with its number and its answer goes back with the same number; a request
 * to read ahead (./wholeListWorker.ts) is sent at once and answers nothing.
 */
const store = wholeListStore();

self.onmessage = (event: MessageEvent<{ n: number; ask: WholeListAsk } | { ahead: ListRequest }>) => {
    if ('ahead' in event.data) return store.readAhead(event.data.ahead);
    const { n, ask } = event.data;
    void store.ask(ask).then((answer: WholeListAnswer) => self.postMessage({ n, answer }));
};
