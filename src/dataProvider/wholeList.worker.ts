import { wholeListStore, type WholeListAnswer, type WholeListAsk } from './wholeListStore';

/** The whole lists' worker: each message is an ask with its number; the answer goes back with the same number. */
const store = wholeListStore();

self.onmessage = (event: MessageEvent<{ n: number; ask: WholeListAsk }>) => {
    const { n, ask } = event.data;
    void store.ask(ask).then((answer: WholeListAnswer) => self.postMessage({ n, answer }));
};
