import { describe, expect, it } from 'vitest';
import { pagedRequest, pagedResult, searchableFields } from '../../src/dataProvider/protocols';
import { holdList, queryList } from '../../src/dataProvider/wholeListQuery';
import { gradeResource } from '../../src/resources/grade/schema';

describe('server-paged protocol', () => {
    it('sends page as index + 1, limit, search, sortBy and sortOrder', () => {
        expect(
            pagedRequest({
                pagination: { page: 2, perPage: 10 },
                sort: { field: 'event_name', order: 'ASC' },
                filter: { q: 'camp' },
            }),
        ).toEqual({ q: 'camp', page: 2, limit: 10, search: 'camp', sortBy: 'event_name', sortOrder: 'asc' });
    });

    it('sends sortBy null when no column is chosen', () => {
        const body = pagedRequest({
            pagination: { page: 1, perPage: 10 },
            sort: { field: '', order: 'DESC' },
            filter: {},
        });
        expect(body.sortBy).toBeNull();
        expect(body.sortOrder).toBe('desc');
        expect(body.search).toBe('');
    });

    it('maps docs and totalDocs, keeping _id as id', () => {
        expect(pagedResult({ docs: [{ _id: 'x', n: 1 }], totalDocs: 31, totalPages: 4 }, 10)).toEqual({
            data: [{ _id: 'x', id: 'x', n: 1 }],
            total: 31,
        });
    });

    it('estimates the total from totalPages when totalDocs is missing', () => {
        expect(pagedResult({ docs: [], totalPages: 3 }, 10).total).toBe(30);
    });
});

describe('whole-list protocol (paged in the browser)', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
        id: String(i),
        grade: `grade ${i + 1}`,
        created_at: `2026-01-${String(i + 1).padStart(2, '0')}`,
    }));
    const held = holdList(rows, searchableFields(gradeResource));
    const pageInBrowser = (_decl: unknown, _rows: unknown, params: Parameters<typeof queryList>[1]) =>
        queryList(held, params);

    it('pages ten at a time and reports the total', () => {
        const page3 = pageInBrowser(gradeResource, rows, {
            pagination: { page: 3, perPage: 10 },
            sort: { field: '', order: 'ASC' },
            filter: {},
        });
        expect(page3.total).toBe(25);
        expect(page3.data.map(r => r.id)).toEqual(['20', '21', '22', '23', '24']);
    });

    it('filters on searchable fields, case-insensitively', () => {
        const found = pageInBrowser(gradeResource, rows, {
            pagination: { page: 1, perPage: 10 },
            sort: { field: '', order: 'ASC' },
            filter: { q: 'GRADE 2' },
        });
        expect(found.data.map(r => r.grade)).toEqual([
            'grade 2',
            'grade 20',
            'grade 21',
            'grade 22',
            'grade 23',
            'grade 24',
            'grade 25',
        ]);
        expect(found.total).toBe(7);
    });

    it('sorts with numbers in natural order', () => {
        const desc = pageInBrowser(gradeResource, rows, {
            pagination: { page: 1, perPage: 3 },
            sort: { field: 'grade', order: 'DESC' },
            filter: {},
        });
        expect(desc.data.map(r => r.grade)).toEqual(['grade 25', 'grade 24', 'grade 23']);
    });
});
