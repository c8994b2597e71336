import { describe, expect, it } from 'vitest';
import { searchableFields } from '../../src/dataProvider/protocols';
import { holdList, queryList } from '../../src/dataProvider/wholeListQuery';
import { defineResource } from '../../src/shared/defineResource';
import { get, wholeList } from '../../src/shared/endpoints';
import { personReference, text } from '../../src/shared/fields';
import {
    foundByReference,
    isReference,
    labelsOf,
    listedReferences,
    referenceText,
    sortValue,
} from '../../src/shared/referenceLabels';

const pupil = defineResource({
    name: 'pupil',
    title: 'Pupils',
    singular: 'Pupil',
    api: { list: wholeList(get('/pupils')) },
    fields: {
        name: text({ label: 'Name', searchable: true, sortable: true }),
        mentor: personReference({ label: 'Mentor', source: get('/mentors'), searchable: true, sortable: true }),
        buddy: personReference({ label: 'Buddy', source: get('/mentors') }),
    },
    list: { columns: ['name', 'mentor'], search: { placeholder: 'Search' } },
});

const mentors = labelsOf(pupil.fields.mentor as never, [
    { _id: 'm1', first_name: 'Zoe', last_name: 'Adams' },
    { _id: 'm2', first_name: 'Ann', last_name: 'Young' },
    { _id: 'm3', first_name: 'Mia', last_name: 'Brown' },
]);
const labels = { mentor: mentors };
// Ids ordered against their labels, so an order by id is not the order by label.
const rows = [
    { id: '1', name: 'Pia', mentor: 'm1' },
    { id: '2', name: 'Rex', mentor: 'm3' },
    { id: '3', name: 'Sam', mentor: 'm2' },
    { id: '4', name: 'Tom', mentor: '' },
];

describe('reference labels', () => {
    it('knows a reference: a picker keeping one id', () => {
        expect(isReference(pupil.fields.mentor)).toBe(true);
        expect(isReference(pupil.fields.name)).toBe(false);
        // Only the references a list searches or sorts are read.
        expect(listedReferences(pupil).map(([name]) => name)).toEqual(['mentor']);
    });

    it("reads a row's reference as its label, the id when no record has it, nothing when empty", () => {
        expect(mentors.get('m1')).toBe('Zoe Adams');
        expect(referenceText(mentors, 'm3')).toBe('Mia Brown');
        expect(referenceText(mentors, 'gone')).toBe('gone');
        expect(referenceText(mentors, '')).toBe('');
        expect(sortValue(labels, rows[0], 'mentor')).toBe('Zoe Adams');
        expect(sortValue(labels, rows[0], 'name')).toBe('Pia');
    });

    it('finds rows through the label, never the id, and costs nothing when no label holds the term', () => {
        const found = foundByReference(pupil, labels, 'brown');
        expect(rows.filter(row => found?.(row)).map(r => r.id)).toEqual(['2']);
        expect(foundByReference(pupil, labels, 'm3')).toBeUndefined();
        expect(foundByReference(pupil, labels, '')).toBeUndefined();
    });
});

describe('a whole list in the browser', () => {
    const page = (sort: { field: string; order: 'ASC' | 'DESC' }, q = '') =>
        queryList(holdList(rows, searchableFields(pupil), labels), {
            pagination: { page: 1, perPage: 10 },
            sort,
            filter: { q },
        }).data.map(r => r.id);

    it('sorts a reference by its label, both ways', () => {
        expect(page({ field: 'mentor', order: 'ASC' })).toEqual(['4', '3', '2', '1']);
        expect(page({ field: 'mentor', order: 'DESC' })).toEqual(['1', '2', '3', '4']);
    });

    it('searches a reference by its label, not its id', () => {
        expect(page({ field: '', order: 'ASC' }, 'young')).toEqual(['3']);
        expect(page({ field: '', order: 'ASC' }, 'm2')).toEqual([]);
        expect(page({ field: '', order: 'ASC' }, 'rex')).toEqual(['2']);
    });
});
