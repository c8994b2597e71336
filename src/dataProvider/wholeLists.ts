import { HttpError, type GetListParams, type GetListResult, type RaRecord } from 'ra-core';
import { NO_SERVER, unwrap } from './envelope';
import { apiAnswered } from './liveStream';
import { keepIfWatched } from './requestsAhead';
import { wholeListWorker } from './wholeListWorker';
import type { LabelsByField } from '../shared/referenceLabels';
import { wholeListStore, type ListRequest, type WholeListAnswer, type WholeListAsk } from './wholeListStore';

/**
 * The data provider's side of the whole lists (./wholeListStore.ts): asks the worker (or the same thread) for a
 * page or records by id, and decides when a held list must be read again: after anything but a read went
 * through the data provider or a change was heard (`changed`), and when the same page of a list is asked for
 * twice in a row (react-admin asks again for what it shows on a refresh, a change heard, the window's focus).
 */
export interface WholeLists {
    page(
        list: string,
        request: ListRequest,
        searchable: readonly string[],
        params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
        labels?: LabelsByField,
    ): Promise<GetListResult>;
    withIds(
        list: string,
        request: ListRequest,
        searchable: readonly string[],
        ids: RaRecord['id'][],
    ): Promise<RaRecord[]>;
    /** Something may have changed: every held list is read again at its next ask. */
    changed(): void;
}

type Asker = (ask: WholeListAsk) => Promise<WholeListAnswer>;

/** Asks the worker, started at the first ask or by the boot reading ahead (screens without a whole list never load it). */
const workerAsker = (): Asker => {
    let worker: Worker | undefined;
    let next = 0;
    const waiting = new Map<number, (answer: WholeListAnswer) => void>();
    const listenTo = (started: Worker) => {
        started.onmessage = (event: MessageEvent<{ n: number; answer: WholeListAnswer }>) => {
            waiting.get(event.data.n)?.(event.data.answer);
            waiting.delete(event.data.n);
        };
        // A worker that cannot start answers nothing: every ask waiting fails as unreachable.
        started.onerror = () => {
            waiting.forEach(done => done({ ok: false, status: 0, statusText: '', body: undefined }));
            waiting.clear();
        };
        return started;
    };
    return ask =>
        new Promise(done => {
            // The page's worker: a new one when the last failed (./wholeListWorker.ts drops it), heard from once.
            const current = wholeListWorker();
            if (current !== worker) worker = listenTo(current);
            const n = next++;
            waiting.set(n, done);
            worker.postMessage({ n, ask });
        });
};

/** In the same thread, with the caller's fetch (where there is no Worker, or a test brings its own fetch). */
const threadAsker = (fetchImpl?: typeof fetch): Asker => {
    const store = wholeListStore(fetchImpl);
    return ask => store.ask(ask);
};

const answered = (answer: WholeListAnswer): { data: RaRecord[]; total: number } => {
    apiAnswered();
    if (answer.ok) return answer;
    if (answer.status === 0) throw new HttpError(NO_SERVER, 0);
    unwrap(answer.status, answer.statusText, answer.body);
    throw new HttpError('The server answered in an unexpected format', answer.status, answer.body);
};

export const wholeLists = (fetchImpl?: typeof fetch): WholeLists => {
    let ask: Asker | undefined;
    const asker = () => (ask ??= !fetchImpl && typeof Worker !== 'undefined' ? workerAsker() : threadAsker(fetchImpl));
    /** Bumped by every change; a list read before the current one is read again. */
    let generation = 0;
    const readIn = new Map<string, number>();
    const lastPage = new Map<string, string>();

    const send = async (
        list: string,
        request: ListRequest,
        searchable: readonly string[],
        query: WholeListAsk['query'],
        again: boolean,
        labels: LabelsByField = {},
    ) => {
        // Kept for the next load of its page to read ahead, when it is the first list that page asks for.
        keepIfWatched({ ...request, whole: true });
        const fresh = again || readIn.get(list) !== generation;
        readIn.set(list, generation);
        return answered(await asker()({ list, request, searchable: [...searchable], labels, fresh, query }));
    };

    return {
        page: async (list, request, searchable, params, labels) => {
            const key = JSON.stringify([params.pagination, params.sort, params.filter]);
            const again = lastPage.get(list) === key;
            lastPage.set(list, key);
            return send(list, request, searchable, { page: params }, again, labels);
        },
        withIds: async (list, request, searchable, ids) => (await send(list, request, searchable, { ids }, false)).data,
        changed: () => {
            generation++;
        },
    };
};
