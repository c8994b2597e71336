import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../src/dataProvider/http';
import { payloadOf } from '../../src/dataProvider/http';
import { fetchList } from '../../src/dataProvider/protocols';
import { pageOf, parseListQuery } from '../../server/domain/listQuery';
import { Collection } from '../../server/store/collection';
import { defineResource } from '../../src/shared/defineResource';
import { pagedPost, get } from '../../src/shared/endpoints';
import * as f from '../../src/shared/fields';
import { sentFilters } from '../../src/shared/listFilterKeys';
import type { ListFilter } from '../../src/shared/types';
import { PROTOCOL_CARRIES } from '../../src/shared/declarationChecks';

/** Every way a list filter is declared: each match, and a picker sent under its own key. */
const MATCHES: readonly ListFilter['match'][] = ['equals', 'from', 'to'];

const probe = defineResource({
    name: 'probe',
    title: 'Probes',
    singular: 'Probe',
    fields: {
        name: f.text({ label: 'Name', searchable: true, sortable: true }),
        status: f.select({
            label: 'Status',
            choices: [
                { id: 'on', name: 'On' },
                { id: 'off', name: 'Off' },
            ],
        }),
        day: f.date({ label: 'Day', format: 'dd/MM/yyyy' }),
        owner: f.personReference({ label: 'Owner', source: get('/owners'), filterKey: 'ownerId' }),
    },
    api: { list: pagedPost('/probe/list') },
    list: {
        columns: ['name'],
        search: { placeholder: 'Search' },
        filters: [
            'owner',
            ...MATCHES.map(match => ({ field: match === 'equals' ? 'status' : 'day', match, label: match })),
        ],
    },
});

const ROWS = [
    { _id: 'a', name: 'Alpha', status: 'on', day: '2026-01-01', owner: 'p1' },
    { _id: 'b', name: 'Bravo', status: 'off', day: '2026-02-01', owner: 'p2' },
    { _id: 'c', name: 'Charlie', status: 'on', day: '2026-03-01', owner: 'p2' },
];

/** The browser's data provider talking to the fake API's paged list, with the payload the endpoint sends. */
const roundTrip = (filter: Record<string, unknown>, sort = { field: '', order: 'ASC' as const }) => {
    const rows = new Collection(ROWS, () => undefined);
    const http = {
        apiUrl: '',
        call: (endpoint, values = {}) => {
            const body = payloadOf(endpoint, values, { userId: null });
            return Promise.resolve({ data: pageOf(probe, rows, parseListQuery(probe, body)) });
        },
    } as HttpClient;
    return fetchList(http, probe, probe.api.list, { pagination: { page: 1, perPage: 10 }, sort, filter }).then(r =>
        r.data.map(row => String(row.id)).sort(),
    );
};

/** A value for each declared filter and the rows it keeps. */
const CASES: Record<string, { value: string; keeps: string[] }> = {
    ownerId: { value: 'p2', keeps: ['b', 'c'] },
    status: { value: 'on', keeps: ['a', 'c'] },
    day_gte: { value: '2026-02-01', keeps: ['b', 'c'] },
    day_lte: { value: '2026-02-01', keeps: ['a', 'b'] },
};

describe('a server-paged list, from the console to the fake API', () => {
    it('has a case for each filter it declares', () => {
        expect(
            sentFilters(probe)
                .map(filter => filter.key)
                .sort(),
        ).toEqual(Object.keys(CASES).sort());
    });
    it.each(sentFilters(probe).map(filter => filter.key))('applies the %s filter', async key => {
        expect(await roundTrip({ [key]: CASES[key].value })).toEqual(CASES[key].keeps);
    });
    it('applies filters together, with the search', async () => {
        expect(await roundTrip({ ownerId: 'p2', status: 'on' })).toEqual(['c']);
        expect(await roundTrip({ q: 'bra', ownerId: 'p2' })).toEqual(['b']);
        expect(await roundTrip({ q: 'bra', status: 'on' })).toEqual([]);
    });
    it('sorts the filtered rows', async () => {
        const rows = new Collection(ROWS, () => undefined);
        const q = parseListQuery(probe, { page: 1, limit: 10, sortBy: 'name', sortOrder: 'desc', status: 'on' });
        expect(pageOf(probe, rows, q).docs.map(row => row._id)).toEqual(['c', 'a']);
    });
});

describe('each list protocol carries a declared search, sort and filters, or is refused at load', () => {
    const FEATURES = {
        search: { list: { columns: ['name'], search: { placeholder: 'Search' } } },
        sort: { list: { columns: ['name'] }, sortable: true },
        filters: { list: { columns: ['name'], filters: [{ field: 'name', match: 'equals', label: 'Name' }] } },
    } as const;
    const kinds = Object.keys(PROTOCOL_CARRIES) as (keyof typeof PROTOCOL_CARRIES)[];
    const cases = kinds.flatMap(kind =>
        (Object.keys(FEATURES) as (keyof typeof FEATURES)[]).map(f => [kind, f] as const),
    );
    it.each(cases)('a %s list with %s', (kind, feature) => {
        const asked = FEATURES[feature];
        const declare = () =>
            defineResource({
                name: 'probe',
                title: 'Probes',
                singular: 'Probe',
                fields: { name: f.text({ label: 'Name', sortable: 'sortable' in asked }) },
                api: { list: { kind, endpoint: get('/probe') } },
                list: asked.list as Parameters<typeof defineResource>[0]['list'],
            });
        if (PROTOCOL_CARRIES[kind].includes(feature)) expect(declare).not.toThrow();
        else expect(declare).toThrow(new RegExp(`Entity "probe", .*: a "${kind}" list cannot carry its ${feature}`));
    });
});

describe('a column hidden until shown', () => {
    const declare = (hiddenColumns: string[]) => () =>
        defineResource({
            name: 'probe',
            title: 'Probes',
            singular: 'Probe',
            fields: { name: f.text({ label: 'Name' }), city: f.text({ label: 'City' }) },
            api: { list: { kind: 'whole', endpoint: get('/probe') } },
            list: { columns: ['name', 'city'], hiddenColumns },
        });

    it('is one of the list columns, or the declaration is refused naming it', () => {
        expect(declare(['city'])).not.toThrow();
        expect(declare(['town'])).toThrow('Entity "probe", "list.hiddenColumns": "town" is not one of "list.columns"');
    });
});
