import type { DataProvider, GetListParams } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { PRIMED_FOR_MS, withPrimedLists } from '../../src/dataProvider/primedLists';
import { newQueryClient } from '../../src/queryClient';

const params: GetListParams = { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'DESC' }, filter: {} };
const rows = { data: [{ id: 1 }], total: 1 };
const lists = () => withPrimedLists({ getList: async () => rows } as unknown as DataProvider);
const listKey = ['event', 'getList', { ...params, meta: undefined }];

describe("the console's query client", () => {
    it("has a list asked for at boot where react-admin's list reads it, fresh for its first mount", async () => {
        const primed = lists();
        const client = newQueryClient({ lists: primed, session: { checkedIdentity: () => undefined } });
        await primed.primeList('event', params);
        expect(client.getQueryData(listKey)).toEqual(rows);
        // Fresh while getList would hand the same answer back; stale as usual once the list has read it again.
        const query = client.getQueryCache().find({ queryKey: listKey })!;
        const staleTime = client.getQueryDefaults(listKey).staleTime as (q: typeof query) => number;
        expect(staleTime(query)).toBe(PRIMED_FOR_MS);
        client.setQueryData(listKey, rows, { updatedAt: Date.now() + 1 });
        expect(staleTime(query)).toBe(0);
    });

    it("has whose session it is once the boot's check says, and nothing when it fails or is not under way", async () => {
        const identity = { id: 'a1', fullName: 'Super Admin' };
        const client = newQueryClient({
            lists: lists(),
            session: { checkedIdentity: () => Promise.resolve(identity) },
        });
        await Promise.resolve();
        expect(client.getQueryData(['auth', 'getIdentity'])).toEqual(identity);
        const refused = newQueryClient({
            lists: lists(),
            session: { checkedIdentity: () => Promise.reject(new Error('401')) },
        });
        await Promise.resolve();
        expect(refused.getQueryData(['auth', 'getIdentity'])).toBeUndefined();
        // No check under way (a public page): nothing asked, nothing put.
        const none = newQueryClient({ lists: lists(), session: { checkedIdentity: () => undefined } });
        expect(none.getQueryData(['auth', 'getIdentity'])).toBeUndefined();
    });
});
