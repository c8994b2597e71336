import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAnswered, backoffMs, openLiveStream, parseBlocks } from '../../src/dataProvider/liveStream';
import type { LiveStatus } from '../../src/shared/liveChanges';

/** Lets the stream's promise chains run; the fake clock stays put, so no backoff timer fires. */
const microtasks = async () => {
    for (let tick = 0; tick < 50; tick += 1) await Promise.resolve();
};
/** And the tasks due now (the stream tells of a drop from the next task); a 0 ms timer set while the fake clock ticks is due 1 ms on. */
const settle = async () => {
    await microtasks();
    await vi.advanceTimersByTimeAsync(1);
    await microtasks();
};

/** A stream whose fetch fails while `down` is true and then answers with an open, empty event stream. */
const streamWithApi = () => {
    const api = { down: true, tries: 0 };
    const statuses: LiveStatus[] = [];
    const fetchStream = (() => {
        api.tries += 1;
        if (api.down) return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(new Response(new ReadableStream(), { status: 200 }));
    }) as typeof fetch;
    const stop = openLiveStream({
        url: 'http://api.test/live',
        token: () => 'token',
        onMessage: () => undefined,
        onStatus: status => statuses.push(status),
        fetch: fetchStream,
    });
    return { api, statuses, stop };
};

describe('the live stream reader', () => {
    it('reads Server-Sent Events block by block, keeping a half-received block for the next chunk', () => {
        const { blocks, rest } = parseBlocks(
            'retry: 2000\n\n: beat\n\nid: 0a1b2c3d.7\nevent: change\ndata: {"collection":"grades"}\n\nid: 0a1b2c3d.8\nevent: ch',
        );
        expect(blocks).toEqual([
            { data: '' },
            { data: '' },
            { id: '0a1b2c3d.7', event: 'change', data: '{"collection":"grades"}' },
        ]);
        expect(rest).toBe('id: 0a1b2c3d.8\nevent: ch');
        expect(parseBlocks(`${rest}ange\r\ndata: {}\r\n\r\n`).blocks).toEqual([
            { id: '0a1b2c3d.8', event: 'change', data: '{}' },
        ]);
    });

    it('waits longer after each failed reconnect, from about a second up to about five', () => {
        expect(backoffMs(0)).toBeGreaterThanOrEqual(800);
        expect(backoffMs(0)).toBeLessThanOrEqual(1200);
        expect(backoffMs(2)).toBeGreaterThanOrEqual(3200);
        expect(backoffMs(20)).toBeLessThanOrEqual(5000 * 1.2);
        expect(backoffMs(20)).toBeGreaterThanOrEqual(4000);
    });

    describe('reconnecting', () => {
        afterEach(() => {
            vi.useRealTimers();
            vi.restoreAllMocks();
        });

        it('tries again at once when the API answers another call, or the window is focused or back online', async () => {
            vi.useFakeTimers();
            // The longest jitter: the backoff's first wait is then 1.2 s.
            vi.spyOn(Math, 'random').mockReturnValue(0.999);
            const { api, statuses, stop } = streamWithApi();
            await settle();
            expect(statuses).toEqual(['off']);
            // Within a second of a try, an answer elsewhere brings the next one to a second after it (not ~1.2 s).
            apiAnswered();
            apiAnswered();
            await settle();
            expect(api.tries).toBe(1);
            await vi.advanceTimersByTimeAsync(1000);
            await settle();
            expect(api.tries).toBe(2);
            vi.setSystemTime(Date.now() + 1500);
            api.down = false;
            window.dispatchEvent(new Event('focus'));
            await settle();
            expect(statuses.at(-1)).toBe('on');
            stop();
            expect(statuses.at(-1)).toBe('idle');
        });

        it('tells of a drop from the next task, so the drop of a page being left draws nothing', async () => {
            vi.useFakeTimers();
            const { statuses, stop } = streamWithApi();
            await microtasks();
            expect(statuses).toEqual([]);
            await vi.advanceTimersByTimeAsync(1);
            expect(statuses).toEqual(['off']);
            stop();
        });

        it('a stopped stream is not woken again', async () => {
            vi.useFakeTimers();
            const { api, statuses, stop } = streamWithApi();
            await settle();
            expect(statuses).toEqual(['off']);
            stop();
            vi.setSystemTime(Date.now() + 1500);
            apiAnswered();
            window.dispatchEvent(new Event('online'));
            await settle();
            expect(api.tries).toBe(1);
        });
    });
});
