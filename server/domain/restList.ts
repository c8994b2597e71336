import type { Request, Response } from 'express';
import type { ResourceDeclaration } from '../../src/shared/types';
import { isDateBound, rangeBound, withinBound } from '../../src/shared/rangeFilter';
import { valueAt } from '../../src/shared/values';
import { Refusal } from '../http/answers';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import { sortValue, type LabelsByField } from '../../src/shared/referenceLabels';
import { type LabelsOnce, searchRows, sortableFields } from './listQuery';

/** Rows one request may ask for: an export reads a large set in a few requests, never the whole store at once. */
const REST_MAX_RANGE = 1000;

/** A query parameter holding JSON (ra-data-simple-rest's `sort`, `range`, `filter`); absent gives the fallback. */
const jsonParam = <T>(req: Request, name: string, fallback: T): unknown => {
    const raw = req.query[name];
    // Sent empty (a call that lists the key without a value, as a picker's does) is not asked.
    if (raw === undefined || raw === '') return fallback;
    if (typeof raw !== 'string') throw new Refusal(400, `${name} must be JSON text`);
    try {
        return JSON.parse(raw) as unknown;
    } catch {
        throw new Refusal(400, `${name} is not valid JSON`);
    }
};

const sortOf = (decl: ResourceDeclaration, req: Request): { field: string | null; order: 1 | -1 } => {
    const sort = jsonParam(req, 'sort', ['id', 'DESC']);
    if (
        !Array.isArray(sort) ||
        sort.length !== 2 ||
        typeof sort[0] !== 'string' ||
        (sort[1] !== 'ASC' && sort[1] !== 'DESC')
    ) {
        throw new Refusal(400, 'sort must be ["field", "ASC" or "DESC"]');
    }
    const [field, order] = sort as [string, 'ASC' | 'DESC'];
    const byCreation = field === 'id' || field === '_id' || field === '';
    if (!byCreation && !sortableFields(decl).includes(field))
        throw new Refusal(400, `Cannot sort ${decl.title} by ${field}`);
    return { field: byCreation ? null : field, order: order === 'ASC' ? 1 : -1 };
};

const rangeOf = (req: Request): [number, number] => {
    // No range (a plain GET, a picker's options): the collection, as far as one request reads.
    const range = jsonParam(req, 'range', [0, REST_MAX_RANGE - 1]);
    const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
    if (!Array.isArray(range) || range.length !== 2 || !whole(range[0]) || !whole(range[1]) || range[1] < range[0]) {
        throw new Refusal(400, 'range must be [first, last], whole numbers from 0');
    }
    if (range[1] - range[0] + 1 > REST_MAX_RANGE)
        throw new Refusal(400, `range must hold at most ${REST_MAX_RANGE} rows`);
    return [range[0], range[1]];
};

type Test = (row: StoredRecord) => boolean;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** One filter key: `q` (the search), a field's value, or `{date field}_gte` / `_lte` (a day counts whole). */
const testOf = (decl: ResourceDeclaration, rows: Collection, key: string, value: unknown, labels: LabelsOnce): Test => {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        throw new Refusal(400, `filter ${key} must be text, a number or true/false`);
    }
    if (key === 'q') {
        const found = new Set(searchRows(decl, rows, text(value).trim().toLowerCase(), labels()));
        return row => found.has(row);
    }
    const bound = rangeBound(key);
    if (bound && Object.hasOwn(decl.fields, bound.field) && decl.fields[bound.field].kind === 'date') {
        if (!isDateBound(text(value))) throw new Refusal(400, `filter ${key} must be a date`);
        const within = withinBound(bound.side, text(value));
        return row => within(valueAt(row, bound.field));
    }
    if (!Object.hasOwn(decl.fields, key)) throw new Refusal(400, `Cannot filter ${decl.title} by ${key}`);
    return row => text(valueAt(row, key)) === text(value);
};

const filterOf = (decl: ResourceDeclaration, rows: Collection, req: Request, labels: LabelsOnce): Test => {
    const filter = jsonParam(req, 'filter', {});
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
        throw new Refusal(400, 'filter must be a JSON object');
    const tests = Object.entries(filter)
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([key, value]) => testOf(decl, rows, key, value, labels));
    return row => tests.every(test => test(row));
};

const sortKey = (v: unknown): string | number => (typeof v === 'number' ? v : text(v).toLowerCase());

/**
 * GET in ra-data-simple-rest's dialect: `?sort=["at","DESC"]&range=[0,24]&filter={"action":"delete"}`,
 * answered with a plain array of records (each with `id`) and `Content-Range: {collection} 0-24/319`.
 * Rows are newest first unless sorted otherwise; ties keep that order. A reference searches and sorts by its
 * label (`labelsOf` reads them, once, for a request that needs them).
 */
export const answerRestList = (
    decl: ResourceDeclaration,
    rows: Collection,
    req: Request,
    res: Response,
    labelsOf: LabelsOnce = () => ({}),
): void => {
    let read: LabelsByField | undefined;
    const labels = () => (read ??= labelsOf());
    const sort = sortOf(decl, req);
    const [first, last] = rangeOf(req);
    const keep = filterOf(decl, rows, req, labels);
    let found = rows.all.filter(keep).reverse();
    if (sort.field === null && sort.order === 1) found.reverse();
    if (sort.field !== null) {
        const field = sort.field;
        const byLabel = labels();
        found = found
            .map(row => ({ row, key: sortKey(sortValue(byLabel, row, field)) }))
            .sort((a, b) => (a.key < b.key ? -sort.order : a.key > b.key ? sort.order : 0))
            .map(({ row }) => row);
    }
    const page = found.slice(first, last + 1);
    const end = page.length ? first + page.length - 1 : first;
    res.setHeader('Content-Range', `${decl.collection} ${first}-${end}/${found.length}`);
    res.status(200).json(page.map(row => ({ id: row._id, ...row })));
};
