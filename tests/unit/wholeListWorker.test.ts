import { afterEach, describe, expect, it, vi } from 'vitest';

const request = { url: 'http://api/grade/alldetails', method: 'GET', headers: { authorization: 'Bearer a' } };

afterEach(() => vi.unstubAllGlobals());

/** The module afresh: its one worker is per page. */
const load = async () => {
    vi.resetModules();
    return import('../../src/dataProvider/wholeListWorker');
};

/** A Worker that records what it is sent and can fail as one whose script did not load. */
class FakeWorker extends EventTarget {
    posted: unknown[] = [];
    onerror: ((event: Event) => void) | null = null;
    postMessage(message: unknown) {
        this.posted.push(message);
    }
    fail() {
        const event = new Event('error');
        this.dispatchEvent(event);
        this.onerror?.(event);
    }
}

const fakeWorker = (started: FakeWorker[]) =>
    class extends FakeWorker {
        constructor() {
            super();
            started.push(this);
        }
    };

describe("the whole lists' worker", () => {
    it('that the page may not start leaves the boot be', async () => {
        const { readWholeListAhead } = await load();
        vi.stubGlobal(
            'Worker',
            class {
                constructor() {
                    throw new DOMException('Refused by the page policy', 'SecurityError');
                }
            },
        );
        expect(() => readWholeListAhead(request)).not.toThrow();
    });

    it('is started once, by the first to need it, and reads ahead what it is given', async () => {
        const { readWholeListAhead, wholeListWorker } = await load();
        const started: FakeWorker[] = [];
        vi.stubGlobal('Worker', fakeWorker(started));
        readWholeListAhead(request);
        expect(wholeListWorker()).toBe(started[0]);
        expect(started).toHaveLength(1);
        expect(started[0].posted).toEqual([{ ahead: request }]);
    });

    it('that failed to start, even before anyone listened, is not handed out again', async () => {
        const { wholeListWorker } = await load();
        const started: FakeWorker[] = [];
        vi.stubGlobal('Worker', fakeWorker(started));
        const failed = wholeListWorker();
        started[0].fail();
        const next = wholeListWorker();
        expect(next).not.toBe(failed);
        expect(started).toHaveLength(2);
        expect(wholeListWorker()).toBe(next);
    });

    it('fails the asks waiting on a worker that failed, and asks a new one next', async () => {
        vi.resetModules();
        const { wholeLists } = await import('../../src/dataProvider/wholeLists');
        const started: FakeWorker[] = [];
        vi.stubGlobal('Worker', fakeWorker(started));
        const lists = wholeLists();
        const params = {
            pagination: { page: 1, perPage: 10 },
            sort: { field: '', order: 'DESC' as const },
            filter: {},
        };
        const first = lists.page('grade', request, ['grade'], params);
        started[0].fail();
        await expect(first).rejects.toMatchObject({ status: 0 });
        void lists.page('grade', request, ['grade'], params).catch(() => undefined);
        expect(started).toHaveLength(2);
        expect(started[1].posted).toHaveLength(1);
    });
});
