import fc from 'fast-check';
import type { GetListParams, RaRecord } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { compareValues, holdList, lowerText, queryList, rowsWithIds } from '../../src/dataProvider/wholeListQuery';

/** What a whole list's page must be: the rows filtered, then stably sorted, then cut (the plain way). */
const plainPage = (
    rows: RaRecord[],
    searchable: string[],
    params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
) => {
    const q = lowerText(params.filter?.q).trim();
    let out = q ? rows.filter(r => searchable.some(name => lowerText(r[name]).includes(q))) : rows;
    out = out.filter(r => params.filter?.kind === undefined || String(r.kind) === String(params.filter.kind));
    const field = params.sort?.field ?? '';
    if (field && field !== 'id') {
        const sign = params.sort?.order === 'DESC' ? -1 : 1;
        out = [...out].sort((a, b) => sign * compareValues(a[field], b[field]));
    }
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: out.slice((page - 1) * perPage, page * perPage), total: out.length };
};

const rowArb = fc.record({
    name: fc.oneof(fc.constantFrom('Alpha', 'beta', 'Grade 10', 'grade 9', 'ÉCOLE', ''), fc.string({ maxLength: 6 })),
    note: fc.oneof(fc.constant(null), fc.string({ maxLength: 4 })),
    size: fc.integer({ min: -3, max: 3 }),
    kind: fc.constantFrom('a', 'b'),
});

describe('a whole list held in the browser', () => {
    it('pages, searches, filters and sorts as the plain way does, whatever the rows and the order of asks', () => {
        fc.assert(
            fc.property(
                fc.array(rowArb, { maxLength: 40 }),
                fc.array(
                    fc.record({
                        q: fc.constantFrom(undefined, '', 'a', 'GRADE', ' 1', 'é', 'zz'),
                        kind: fc.constantFrom(undefined, 'a'),
                        field: fc.constantFrom('', 'id', 'name', 'size', 'note'),
                        order: fc.constantFrom('ASC' as const, 'DESC' as const),
                        page: fc.integer({ min: 1, max: 4 }),
                        perPage: fc.constantFrom(1, 5, 10),
                    }),
                    { minLength: 1, maxLength: 6 },
                ),
                (made, asks) => {
                    const rows = made.map((row, i) => ({ id: i, ...row }));
                    const held = holdList(rows, ['name', 'note']);
                    for (const a of asks) {
                        const params = {
                            pagination: { page: a.page, perPage: a.perPage },
                            sort: { field: a.field, order: a.order },
                            filter: { ...(a.q === undefined ? {} : { q: a.q }), ...(a.kind ? { kind: a.kind } : {}) },
                        };
                        expect(queryList(held, params)).toEqual(plainPage(rows, ['name', 'note'], params));
                    }
                },
            ),
        );
    });

    it('keeps ties in the answer order in both directions', () => {
        const rows = [
            { id: 1, n: 'b' },
            { id: 2, n: 'a' },
            { id: 3, n: 'b' },
        ];
        const held = holdList(rows, []);
        const ids = (order: 'ASC' | 'DESC') =>
            queryList(held, { pagination: { page: 1, perPage: 10 }, sort: { field: 'n', order }, filter: {} }).data.map(
                r => r.id,
            );
        expect(ids('ASC')).toEqual([2, 1, 3]);
        expect(ids('DESC')).toEqual([1, 3, 2]);
    });

    it('finds rows by id, whichever type the id is asked with', () => {
        const held = holdList([{ id: 'a1' }, { id: 7 }, { id: 'b2' }], []);
        expect(rowsWithIds(held, ['7', 'b2'])).toEqual([{ id: 7 }, { id: 'b2' }]);
    });

    it('a search with no searchable field finds nothing', () => {
        const held = holdList([{ id: 1, name: 'x' }], []);
        expect(queryList(held, { filter: { q: 'x' } }).total).toBe(0);
        expect(queryList(held, { filter: {} }).total).toBe(1);
    });
});
