import type { DataProvider, GetListParams } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { withPrimedLists } from '../../src/dataProvider/primedLists';

const params: GetListParams = { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'DESC' }, filter: {} };

/** A provider that counts its list requests and answers with the request's number. */
const counting = (fail?: Error) => {
    let asked = 0;
    const provider = {
        getList: async () => {
            asked += 1;
            if (fail) throw fail;
            return { data: [{ id: asked }], total: 1 };
        },
    } as unknown as DataProvider;
    return { provider, asked: () => asked };
};

describe('lists asked for at boot', () => {
    it('the first identical getList takes the early answer; the next one asks again', async () => {
        const { provider, asked } = counting();
        const primed = withPrimedLists(provider);
        primed.primeList('event', params);
        expect(asked()).toBe(1);
        await expect(
            primed.getList('event', { ...params, signal: new AbortController().signal }),
        ).resolves.toMatchObject({ data: [{ id: 1 }] });
        expect(asked()).toBe(1);
        await expect(primed.getList('event', params)).resolves.toMatchObject({ data: [{ id: 2 }] });
    });

    it('another page, sort, search or resource is asked for as usual', async () => {
        const { provider, asked } = counting();
        const primed = withPrimedLists(provider);
        primed.primeList('event', params);
        await primed.getList('event', { ...params, pagination: { page: 2, perPage: 10 } });
        await primed.getList('event', { ...params, sort: { field: 'event_name', order: 'ASC' } });
        await primed.getList('event', { ...params, filter: { q: 'x' } });
        await primed.getList('grade', params);
        expect(asked()).toBe(5);
    });

    it('an answer nobody took for too long, or after sign-out, is not handed over', async () => {
        const { provider, asked } = counting();
        let now = 0;
        const primed = withPrimedLists(provider, () => now);
        primed.primeList('event', params);
        now = 60_000;
        await expect(primed.getList('event', params)).resolves.toMatchObject({ data: [{ id: 2 }] });
        primed.primeList('event', params);
        primed.dropPrimed();
        await primed.getList('event', params);
        expect(asked()).toBe(4);
    });

    it('a refusal reaches the screen as it would have (a 401 still signs out)', async () => {
        const refusal = Object.assign(new Error('Unauthorized'), { status: 401 });
        const primed = withPrimedLists(counting(refusal).provider);
        primed.primeList('event', params);
        await expect(primed.getList('event', params)).rejects.toBe(refusal);
    });

    it('hands over each answer once it is in, to listeners before or after, until react-admin takes it', async () => {
        const primed = withPrimedLists(counting().provider);
        const early: unknown[] = [];
        primed.onPrimedList((resource, asked, result) => early.push([resource, asked, result.data]));
        await primed.primeList('event', params);
        expect(early).toEqual([['event', params, [{ id: 1 }]]]);
        const late: string[] = [];
        primed.onPrimedList(resource => late.push(resource));
        expect(late).toEqual(['event']);
        // Taken, dropped or failed: nothing more to hand over.
        await primed.getList('event', params);
        primed.onPrimedList(resource => late.push(resource));
        const dropped = primed.primeList('grade', params);
        primed.dropPrimed();
        await dropped;
        expect(late).toEqual(['event']);
        const refused = withPrimedLists(counting(new Error('down')).provider);
        refused.onPrimedList(resource => late.push(resource));
        await refused.primeList('event', params).catch(() => undefined);
        expect(late).toEqual(['event']);
    });
});
