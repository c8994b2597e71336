/**
 * Every reference a declared list searches or sorts (a student's coach) is searched and sorted by the label its
 * picker shows, through whichever list protocol the declaration names; the cases come from the declarations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../src/dataProvider/http';
import { fetchList } from '../../src/dataProvider/protocols';
import { PROTOCOL_CARRIES } from '../../src/shared/declarationChecks';
import { declarations } from '../../src/shared/entities/declarations';
import { labelsOf, listedReferences, type ReferenceLabels } from '../../src/shared/referenceLabels';
import type { PickerField, ResourceDeclaration } from '../../src/shared/types';
import { startTestApi, type TestApi } from './harness';

// Lists served by the generic routes (a folder serving its own routes answers its lists itself).
const cases = declarations
    .filter(decl => decl.server?.routes !== 'own')
    .flatMap(decl => listedReferences(decl).map(([name, field]) => ({ decl, name, field })));

let t: TestApi;
let http: HttpClient;
beforeAll(async () => {
    t = await startTestApi();
    http = createHttpClient(t.api.url, { token: () => t.token, userId: () => null });
});
afterAll(() => t.stop());

const carries = (decl: ResourceDeclaration, feature: 'search' | 'sort') =>
    PROTOCOL_CARRIES[decl.api.list.kind].includes(feature);

/** The labels the console shows: the picker's options. */
const labelsShown = async (field: PickerField): Promise<ReferenceLabels> =>
    labelsOf(field, (await http.call<unknown>(field.source, { search: '' })).data);

const listed = async (decl: ResourceDeclaration, sort: { field: string; order: 'ASC' | 'DESC' }, q = '') =>
    (
        await fetchList(http, decl, decl.api.list, {
            pagination: { page: 1, perPage: 100 },
            sort,
            filter: q ? { q } : {},
        })
    ).data;

const byText = (a: string, b: string) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

it('the declarations list a searched or sorted reference (else this file tests nothing)', () => {
    expect(cases.length).toBeGreaterThan(0);
});

describe.each(cases.map(c => [c.decl.name, c.name, c] as const))('%s: %s', (_entity, _field, { decl, name, field }) => {
    it.runIf(field.sortable && carries(decl, 'sort'))('sorts by the label, both ways', async () => {
        const labels = await labelsShown(field);
        for (const order of ['ASC', 'DESC'] as const) {
            const rows = await listed(decl, { field: name, order });
            const shown = rows.map(row => labels.get(String(row[name] ?? ''))).filter((l): l is string => !!l);
            expect(new Set(shown).size).toBeGreaterThan(1);
            const sorted = [...shown].sort(byText);
            expect(shown).toEqual(order === 'ASC' ? sorted : sorted.reverse());
        }
    });

    it.runIf(field.searchable && carries(decl, 'search'))("finds a row by its reference's label", async () => {
        const labels = await labelsShown(field);
        const rows = await listed(decl, { field: 'id', order: 'DESC' });
        const row = rows.find(r => labels.get(String(r[name] ?? '')));
        expect(row, `a ${decl.name} row naming a labelled record`).toBeDefined();
        const label = labels.get(String(row![name]))!;
        const found = await listed(decl, { field: 'id', order: 'DESC' }, label.toUpperCase());
        expect(found.map(r => r.id)).toContain(row!.id);
        // Found by the label, not by the id it keeps.
        const byId = await listed(decl, { field: 'id', order: 'DESC' }, String(row![name]));
        expect(byId.map(r => r.id)).not.toContain(row!.id);
    });
});
