import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeRecords, recordAtVersion, sameValue, settleMerge } from '../../src/shared/recordMerge';

/** Field values as records hold them: text, numbers, flags, null, a file's name, rich text, lists and objects. */
const value = fc.oneof(
    fc.constantFrom('a', 'b', '', '<p>x</p>', '<p>y</p>', 'notes.pdf'),
    fc.integer({ min: -2, max: 2 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.constantFrom('all', 'c1', 'c2'), { maxLength: 3 }),
    fc.record({ name: fc.constantFrom('f.pdf', 'g.png'), size: fc.integer({ min: 0, max: 3 }) }),
);
const FIELDS = ['title', 'body', 'file', 'tags', 'status'] as const;
const record = fc.record(Object.fromEntries(FIELDS.map(field => [field, value])) as Record<string, typeof value>, {
    requiredKeys: [],
});

/** base, and two edits of it: each field kept or changed. */
const triple = fc
    .tuple(record, record, record, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }))
    .map(([base, mineEdits, theirsEdits, keepMine]) => {
        const mine: Record<string, unknown> = { ...base };
        FIELDS.forEach((field, i) => {
            if (!keepMine[i] && field in mineEdits) mine[field] = mineEdits[field];
        });
        return { base, mine, theirs: { ...base, ...theirsEdits } };
    });

describe('mergeRecords', () => {
    it('never drops a change only one side made', () => {
        fc.assert(
            fc.property(triple, ({ base, mine, theirs }) => {
                const { merged, conflicts } = mergeRecords(base, mine, theirs);
                const conflicting = new Set(conflicts.map(c => c.field));
                for (const field of Object.keys({ ...base, ...mine, ...theirs })) {
                    if (conflicting.has(field)) continue;
                    if (!sameValue(mine[field], base[field])) expect(merged[field]).toEqual(mine[field]);
                    if (!sameValue(theirs[field], base[field])) expect(merged[field]).toEqual(theirs[field]);
                }
            }),
        );
    });

    it('never settles a conflict silently: both changed a field differently, it is named with both values', () => {
        fc.assert(
            fc.property(triple, ({ base, mine, theirs }) => {
                const { conflicts } = mergeRecords(base, mine, theirs);
                for (const field of Object.keys({ ...base, ...mine, ...theirs })) {
                    const both =
                        !sameValue(mine[field], base[field]) &&
                        !sameValue(theirs[field], base[field]) &&
                        !sameValue(mine[field], theirs[field]);
                    const named = conflicts.find(c => c.field === field);
                    expect(Boolean(named)).toBe(both);
                    if (named) expect([named.mine, named.theirs]).toEqual([mine[field], theirs[field]]);
                }
            }),
        );
    });

    it('merge(base, mine, base) is mine, with no conflict', () => {
        fc.assert(
            fc.property(triple, ({ base, mine }) => {
                const { merged, conflicts } = mergeRecords(base, mine, base);
                expect(conflicts).toEqual([]);
                expect(sameValue(merged, mine)).toBe(true);
            }),
        );
    });

    it('finds the same conflicting fields whichever side is mine', () => {
        fc.assert(
            fc.property(triple, ({ base, mine, theirs }) => {
                const ours = mergeRecords(base, mine, theirs).conflicts;
                const swapped = mergeRecords(base, theirs, mine).conflicts;
                expect(swapped.map(c => c.field)).toEqual(ours.map(c => c.field));
                expect(swapped.map(c => [c.theirs, c.mine])).toEqual(ours.map(c => [c.mine, c.theirs]));
            }),
        );
    });

    it('without a base, every difference is a conflict', () => {
        const { conflicts, merged } = mergeRecords(undefined, { a: 1, b: 2 }, { a: 1, b: 3 });
        expect(conflicts).toEqual([{ field: 'b', mine: 2, theirs: 3 }]);
        expect(merged).toEqual({ a: 1, b: 2 });
    });

    it('compares lists and objects by value, and names what theirs brought in', () => {
        const base = { tags: ['a', 'b'], file: { name: 'x.pdf' }, title: 'T' };
        const result = mergeRecords(
            base,
            { ...base, title: 'Mine', tags: ['a', 'b'] },
            { ...base, file: { name: 'y.pdf' } },
        );
        expect(result.conflicts).toEqual([]);
        expect(result.merged).toEqual({ tags: ['a', 'b'], file: { name: 'y.pdf' }, title: 'Mine' });
        expect(result.theirsTaken).toEqual(['file']);
    });
});

describe('settleMerge', () => {
    it('takes each pick, and refuses to settle a conflict nobody picked', () => {
        const merge = mergeRecords({ a: 1, b: 1 }, { a: 2, b: 2 }, { a: 3, b: 3 });
        expect(settleMerge(merge, { a: 'mine', b: 'theirs' })).toEqual({ a: 2, b: 3 });
        expect(() => settleMerge(merge, { a: 'mine' })).toThrow(/b/);
    });
});

describe('recordAtVersion', () => {
    const entries = [
        { version: 3, changes: [{ field: 'title', before: 'two', after: 'three' }] },
        { version: 2, changes: [{ field: 'body', before: null, after: '<p>x</p>' }] },
    ];
    it('undoes each change after the version', () => {
        const now = { title: 'three', body: '<p>x</p>', __v: 3 };
        expect(recordAtVersion(now, 3, entries, 2)).toEqual({ ...now, title: 'two' });
        expect(recordAtVersion(now, 3, entries, 1)).toEqual({ ...now, title: 'two', body: null });
        expect(recordAtVersion(now, 3, entries, 3)).toEqual(now);
    });
    it('is undefined when a version between is missing', () => {
        expect(recordAtVersion({}, 3, entries.slice(0, 1), 1)).toBeUndefined();
        expect(recordAtVersion({}, 3, entries, 4)).toBeUndefined();
    });
});
