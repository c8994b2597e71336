import { describe, expect, it, vi } from 'vitest';
import { wholeListStore, type WholeListAsk } from '../../src/dataProvider/wholeListStore';
import { wholeLists } from '../../src/dataProvider/wholeLists';

const rows = Array.from({ length: 30 }, (_, i) => ({ _id: `g${i}`, grade: `grade ${i + 1}` }));

/** A fake API: every call counted, answering the envelope `answer` gives. */
const api = (
    answer: () => { status: number; body: unknown } = () => ({
        status: 200,
        body: { success: true, message: '', data: rows },
    }),
) => {
    const fetchImpl = vi.fn((_url: string | URL | Request, _init?: RequestInit) => {
        const { status, body } = answer();
        return Promise.resolve(new Response(JSON.stringify(body), { status }));
    });
    return fetchImpl;
};

const request = { url: 'http://api/grade/alldetails', method: 'GET', headers: { Authorization: 'Bearer a' } };
const page = (n: number, q = '') => ({
    pagination: { page: n, perPage: 10 },
    sort: { field: '', order: 'ASC' as const },
    filter: { q },
});

describe('the whole lists a session holds', () => {
    it('reads the API once for pages and searches, answering with ids', async () => {
        const fetchImpl = api();
        const lists = wholeLists(fetchImpl as typeof fetch);
        const first = await lists.page('grade', request, ['grade'], page(1));
        expect(first.total).toBe(30);
        expect(first.data[0]).toEqual({ _id: 'g0', id: 'g0', grade: 'grade 1' });
        expect((await lists.page('grade', request, ['grade'], page(3))).data.map(r => r.id)).toEqual(
            rows.slice(20).map(r => r._id),
        );
        expect((await lists.page('grade', request, ['grade'], page(1, 'GRADE 2'))).total).toBe(11);
        expect(await lists.withIds('grade', request, ['grade'], ['g4'])).toEqual([
            { _id: 'g4', id: 'g4', grade: 'grade 5' },
        ]);
        expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('reads again after a change, for the same page asked twice (a refresh), and for another session', async () => {
        const fetchImpl = api();
        const lists = wholeLists(fetchImpl as typeof fetch);
        await lists.page('grade', request, ['grade'], page(1));
        lists.changed();
        await lists.page('grade', request, ['grade'], page(2));
        expect(fetchImpl).toHaveBeenCalledTimes(2);
        await lists.page('grade', request, ['grade'], page(2));
        expect(fetchImpl).toHaveBeenCalledTimes(3);
        await lists.page('grade', { ...request, headers: { Authorization: 'Bearer b' } }, ['grade'], page(1));
        expect(fetchImpl).toHaveBeenCalledTimes(4);
    });

    it("turns the API's refusal into its error, and keeps nothing of it", async () => {
        let refuse = true;
        const fetchImpl = api(() =>
            refuse
                ? { status: 401, body: { success: false, message: 'Session expired', data: null } }
                : { status: 200, body: { success: true, message: '', data: rows } },
        );
        const lists = wholeLists(fetchImpl as typeof fetch);
        await expect(lists.page('grade', request, ['grade'], page(1))).rejects.toMatchObject({
            message: 'Session expired',
            status: 401,
        });
        refuse = false;
        expect((await lists.page('grade', request, ['grade'], page(2))).total).toBe(30);
    });

    it('says the server cannot be reached when no answer comes', async () => {
        const lists = wholeLists((() => Promise.reject(new TypeError('offline'))) as typeof fetch);
        await expect(lists.page('grade', request, ['grade'], page(1))).rejects.toMatchObject({ status: 0 });
    });

    it('asked twice at once, reads once', async () => {
        const fetchImpl = api();
        const store = wholeListStore(fetchImpl as typeof fetch);
        const ask = (fresh: boolean): WholeListAsk => ({
            list: 'grade',
            request,
            searchable: ['grade'],
            fresh,
            query: { page: page(1) },
        });
        await Promise.all([store.ask(ask(true)), store.ask(ask(false))]);
        expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('takes a request read ahead (the boot, for the list its page opened on last time) once, if the same and soon', async () => {
        vi.useFakeTimers();
        try {
            const fetchImpl = api();
            const store = wholeListStore(fetchImpl as typeof fetch);
            const ask = (sent: typeof request): WholeListAsk => ({
                list: 'grade',
                request: sent,
                searchable: ['grade'],
                fresh: true,
                query: { page: page(1) },
            });
            store.readAhead({ ...request, headers: { authorization: 'Bearer a' } });
            expect(fetchImpl).toHaveBeenCalledTimes(1);
            // The same request, whatever the case of its headers' names, takes it: nothing more goes out.
            await expect(store.ask(ask(request))).resolves.toMatchObject({ ok: true, total: 30 });
            expect(fetchImpl).toHaveBeenCalledTimes(1);
            // Taken once: read again, the list asks the API.
            await store.ask(ask(request));
            expect(fetchImpl).toHaveBeenCalledTimes(2);
            // Another session's request does not take it; nor does the same one once too old.
            store.readAhead(request);
            await store.ask(ask({ ...request, headers: { Authorization: 'Bearer b' } }));
            expect(fetchImpl).toHaveBeenCalledTimes(4);
            vi.advanceTimersByTime(10_001);
            await store.ask(ask(request));
            expect(fetchImpl).toHaveBeenCalledTimes(5);
        } finally {
            vi.useRealTimers();
        }
    });
});
