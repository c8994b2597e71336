/**
 * The fake API's list protocols search and sort a reference by its label: a server-paged page, a whole list's
 * search and a REST list, over one collection whose ids sort against their labels.
 */
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { pageOf, parseListQuery, wholeListOf } from '../../server/domain/listQuery';
import { checkListedReferences } from '../../server/domain/referenceLabels';
import { answerRestList } from '../../server/domain/restList';
import { Collection } from '../../server/store/collection';
import type { StoredRecord } from '../../server/store/dbFile';
import { defineResource } from '../../src/shared/defineResource';
import { get, pagedPost } from '../../src/shared/endpoints';
import { personReference, text } from '../../src/shared/fields';
import { labelsOf } from '../../src/shared/referenceLabels';

const pupil = defineResource({
    name: 'pupil',
    title: 'Pupils',
    singular: 'Pupil',
    api: { list: pagedPost('/pupils') },
    fields: {
        name: text({ label: 'Name', searchable: true, sortable: true }),
        mentor: personReference({ label: 'Mentor', source: get('/mentors'), searchable: true, sortable: true }),
    },
    list: { columns: ['name', 'mentor'], search: { placeholder: 'Search' } },
});

const mentors = [
    { _id: 'm1', first_name: 'Zoe', last_name: 'Adams' },
    { _id: 'm2', first_name: 'Ann', last_name: 'Young' },
    { _id: 'm3', first_name: 'Mia', last_name: 'Brown' },
];
const row = (i: number, name: string, mentor: string): StoredRecord => ({
    _id: `p${i}`,
    name,
    mentor,
    created_at: new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString(),
});
const rows = () => new Collection([row(1, 'Pia', 'm3'), row(2, 'Rex', 'm1'), row(3, 'Sam', 'm2')], () => undefined);

/** Counts the reads: labels are read once per request, and only when it searches or sorts. */
const labelReader = () => {
    const read = { times: 0 };
    const labels = () => {
        read.times++;
        return { mentor: labelsOf(pupil.fields.mentor as never, mentors) };
    };
    return { read, labels };
};

const paged = (body: Record<string, unknown>) => {
    const { read, labels } = labelReader();
    const ids = pageOf(pupil, rows(), parseListQuery(pupil, { page: 1, limit: 10, ...body }), labels).docs.map(
        r => r._id,
    );
    return { ids, reads: read.times };
};

const restIds = (query: Record<string, string>) => {
    const { read, labels } = labelReader();
    let answer: Array<{ _id: string }> = [];
    const res = {
        setHeader: () => res,
        status: () => res,
        json: (body: Array<{ _id: string }>) => (answer = body),
    };
    answerRestList(pupil, rows(), { query } as unknown as Request, res as unknown as Response, labels);
    return { ids: answer.map(r => r._id), reads: read.times };
};

describe('a reference on the fake API', () => {
    it('sorts a paged list by the label, both ways, reading the labels once', () => {
        // Neither the ids' order (p2, p3, p1) nor the rows' (newest or oldest first).
        expect(paged({ sortBy: 'mentor', sortOrder: 'asc' })).toEqual({ ids: ['p3', 'p1', 'p2'], reads: 1 });
        expect(paged({ sortBy: 'mentor', sortOrder: 'desc' }).ids).toEqual(['p2', 'p1', 'p3']);
        // The plain order reads no label.
        expect(paged({}).reads).toBe(0);
    });

    it('orders again when a label changes, though its own rows did not', () => {
        const collection = rows();
        const sorted = (names: typeof mentors) =>
            pageOf(pupil, collection, parseListQuery(pupil, { sortBy: 'mentor', sortOrder: 'asc' }), () => ({
                mentor: labelsOf(pupil.fields.mentor as never, names),
            })).docs.map(r => r._id);
        expect(sorted(mentors)).toEqual(['p3', 'p1', 'p2']);
        const renamed = mentors.map(m => (m._id === 'm1' ? { ...m, first_name: 'Aaron' } : m));
        expect(sorted(renamed)).toEqual(['p2', 'p3', 'p1']);
    });

    it('searches a paged list by the label, not the id', () => {
        expect(paged({ search: 'YOUNG' }).ids).toEqual(['p3']);
        expect(paged({ search: 'm2' }).ids).toEqual([]);
        expect(paged({ search: 'rex' }).ids).toEqual(['p2']);
        expect(paged({ search: 'mia' }).ids).toEqual(['p1']);
    });

    it("searches a whole list's rows by the label", () => {
        const { labels } = labelReader();
        expect(wholeListOf(pupil, rows(), 'brown', labels).map(r => r._id)).toEqual(['p1']);
        expect(wholeListOf(pupil, rows(), 'm3', labels).map(r => r._id)).toEqual([]);
    });

    it('sorts and searches a REST list by the label, reading the labels once', () => {
        expect(restIds({ sort: '["mentor","ASC"]', filter: '{"q":"a"}' })).toEqual({
            ids: ['p3', 'p1', 'p2'],
            reads: 1,
        });
        expect(restIds({ sort: '["mentor","DESC"]' }).ids).toEqual(['p2', 'p1', 'p3']);
        expect(restIds({ filter: '{"q":"adams"}' }).ids).toEqual(['p2']);
    });
});

describe('a reference the fake API cannot label', () => {
    it('is refused when the routes load, naming the entity, the field and the source', () => {
        // No route module here serves GET /mentors, and the field names no collection.
        expect(() => checkListedReferences(pupil)).toThrow(
            'pupil: field mentor is searchable or sortable, but its labels cannot be read',
        );
        const named = { ...pupil.fields.mentor, references: { collection: 'mentors', inUse: 'In use' } };
        expect(() => checkListedReferences({ ...pupil, fields: { ...pupil.fields, mentor: named } })).not.toThrow();
    });
});
