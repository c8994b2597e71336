import { CAPABILITIES_PATH } from '../../src/shared/extras';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/dataProvider/http';
import { CAPABILITIES_API } from '../../src/dataProvider/capabilities';
import { fetchAhead, pageKey, sendAhead, watchRequest } from '../../src/dataProvider/requestsAhead';
import { get, post } from '../../src/shared/endpoints';
import { wholeLists } from '../../src/dataProvider/wholeLists';
import { readWholeListAhead } from '../../src/dataProvider/wholeListWorker';

vi.mock('../../src/dataProvider/wholeListWorker', () => ({
    readWholeListAhead: vi.fn(),
    wholeListWorker: vi.fn(),
}));

/** A load's first requests, kept without their token and asked for ahead on the next load. */

const API = 'http://api.test';
const LIST = post('/event/alldetails', { send: ['page', 'limit'] });
const answer = (rows: number) =>
    new Response(JSON.stringify({ success: true, message: '', data: { docs: [], totalDocs: rows } }));

let network: ReturnType<typeof vi.fn>;
beforeEach(() => {
    network = vi.fn(async () => answer(network.mock.calls.length));
    vi.stubGlobal('fetch', network);
});
afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
});

const sessionWith = (token: string) => ({ token: () => token, userId: () => 'u1' });
/** The console's HTTP client as the app makes it (its fetch the default one). */
const client = (token = 't1') => createHttpClient(API, sessionWith(token));

/** A first load of /event: the boot watches for its list, which the data provider then asks. */
const firstLoad = async () => {
    watchRequest(pageKey('/Event/'), LIST);
    await client().call(LIST, { page: 1, limit: 10 });
};

describe('the list a page opened on', () => {
    it('is kept without its token, and asked for on the next load before anything asks; the answer is taken once', async () => {
        await firstLoad();
        expect(localStorage.getItem('console.requestsAhead')).not.toContain('t1');
        network.mockClear();

        // The configured address may end with a slash.
        sendAhead(['event'], 't2', `${API}/`);
        expect(network).toHaveBeenCalledTimes(1);
        const [url, init] = network.mock.calls[0] as [string, RequestInit];
        expect(url).toBe(`${API}/event/alldetails`);
        expect(init.headers).toMatchObject({ authorization: 'Bearer t2' });
        expect(JSON.parse(init.body as string)).toEqual({ page: 1, limit: 10 });

        // The data provider's identical request takes that answer: nothing more goes out.
        await expect(client('t2').call(LIST, { page: 1, limit: 10 })).resolves.toMatchObject({
            data: { totalDocs: 1 },
        });
        expect(network).toHaveBeenCalledTimes(1);
        // Taken once: the next identical request goes to the API.
        await client('t2').call(LIST, { page: 1, limit: 10 });
        expect(network).toHaveBeenCalledTimes(2);
    });

    it('is not taken by another request: another session, another page of it', async () => {
        await firstLoad();
        sendAhead(['event'], 't2', API);
        await client('t3').call(LIST, { page: 1, limit: 10 });
        await client('t2').call(LIST, { page: 2, limit: 10 });
        expect(network).toHaveBeenCalledTimes(1 + 1 + 2);
    });

    it('is not asked for without a session, on another page, for another API, or from a broken copy', async () => {
        await firstLoad();
        const kept = localStorage.getItem('console.requestsAhead') ?? '{}';
        network.mockClear();
        sendAhead(['event'], null, API);
        sendAhead(['grade'], 't1', API);
        sendAhead(['event'], 't1', 'http://elsewhere.test');
        sendAhead(['event'], 't1', 'http://api.te');
        const event = (JSON.parse(kept) as { event: object }).event;
        localStorage.setItem('console.requestsAhead', JSON.stringify({ event: { ...event, method: 'DELETE' } }));
        sendAhead(['event'], 't1', API);
        localStorage.setItem('console.requestsAhead', '{"event": {"url": 7}}');
        sendAhead(['event'], 't1', API);
        localStorage.setItem('console.requestsAhead', 'not json');
        sendAhead(['event'], 't1', API);
        expect(network).not.toHaveBeenCalled();
    });

    it('keeps only the watched request, and a page watched again forgets what it kept', async () => {
        watchRequest('event', LIST);
        await fetchAhead(`${API}/capabilities`, { method: 'GET' });
        expect(localStorage.getItem('console.requestsAhead')).toBe('{}');
        await client().call(LIST, { page: 1, limit: 10 });
        expect(Object.keys(JSON.parse(localStorage.getItem('console.requestsAhead') ?? '{}'))).toEqual(['event']);
        watchRequest('event', LIST);
        expect(localStorage.getItem('console.requestsAhead')).toBe('{}');
    });
});

describe('the capabilities a load asks first', () => {
    it("are kept beside the page's list, both asked for on the next load and each taken by its own request", async () => {
        watchRequest(CAPABILITIES_PATH, CAPABILITIES_API);
        await client().call(CAPABILITIES_API);
        await firstLoad();
        network.mockClear();

        sendAhead([CAPABILITIES_PATH, 'event'], 't2', API);
        expect(network.mock.calls.map(([url]) => url)).toEqual([`${API}/capabilities`, `${API}/event/alldetails`]);
        expect((network.mock.calls[0] as [string, RequestInit])[1].headers).toMatchObject({
            authorization: 'Bearer t2',
        });

        // Asked in the other order, each request takes its own answer (the nth call answers n), and nothing more goes out.
        await expect(client('t2').call(LIST, { page: 1, limit: 10 })).resolves.toMatchObject({
            data: { totalDocs: 2 },
        });
        await expect(client('t2').call(CAPABILITIES_API)).resolves.toMatchObject({ data: { totalDocs: 1 } });
        expect(network).toHaveBeenCalledTimes(2);
    });

    it('are not taken once too old: the console asks afresh', async () => {
        watchRequest(CAPABILITIES_PATH, CAPABILITIES_API);
        await client().call(CAPABILITIES_API);
        network.mockClear();
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
            sendAhead([CAPABILITIES_PATH], 't2', API);
            vi.setSystemTime(Date.now() + 11_000);
            await client('t2').call(CAPABILITIES_API);
            expect(network).toHaveBeenCalledTimes(2);
        } finally {
            vi.useRealTimers();
        }
    });
});

describe('a whole list a page opened on', () => {
    it('is kept without its token, and handed to its worker to read ahead on the next load', async () => {
        const GRADES = get('/grade/alldetails');
        watchRequest(pageKey('/grade'), GRADES);
        const request = { url: `${API}/grade/alldetails`, method: 'GET', headers: { Authorization: 'Bearer t1' } };
        await wholeLists(network as typeof fetch).page('grade', request, ['grade'], {
            pagination: { page: 1, perPage: 10 },
            sort: { field: '', order: 'DESC' },
            filter: {},
        });
        expect(localStorage.getItem('console.requestsAhead')).not.toContain('t1');
        network.mockClear();

        sendAhead(['grade'], 't2', API);
        // Read by the worker, which holds the list: the page itself sends nothing.
        expect(network).not.toHaveBeenCalled();
        expect(readWholeListAhead).toHaveBeenCalledWith({
            url: `${API}/grade/alldetails`,
            method: 'GET',
            headers: { authorization: 'Bearer t2' },
        });
    });
});
