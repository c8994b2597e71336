/**
 * The `--write` part of a run: for each entity the spec adds and deletes, one record of its own (named
 * `conformance-<run>-<n>`) is added, found in its list, changed, switched, deleted and looked for again. Whatever
 * fails, the run's records are looked for and deleted at the end, so it leaves nothing behind.
 */
import { formFields } from '../../src/shared/defineResource';
import type { Endpoint, ResourceDeclaration, ToggleField } from '../../src/shared/types';
import { defaultValues, validateRecord } from '../../src/shared/validation';
import { FIRST_PAGE, ROWS, calledPath, rowsOf, type SpecCall } from './calls';
import type { CaseResult } from './junit';
import { listName, screenTitle } from './names';
import { purgeRun } from './purge';
import { attempt, firstId, lineOf, type RunState } from './step';

type Row = Record<string, unknown>;

/** The entities a run may write: those the spec lets add and delete through a form. */
const writable = (declarations: readonly ResourceDeclaration[]) =>
    declarations.filter(
        decl => decl.api.list.kind !== 'rest' && !decl.extra && decl.api.create && decl.api.delete && decl.form,
    );

/** The field a record is known by: its first searchable text field, else its first text field. */
const nameFieldOf = (decl: ResourceDeclaration): string | undefined => {
    const texts = formFields(decl).filter(([, field]) => field.kind === 'text');
    return (texts.find(([, field]) => field.searchable) ?? texts[0])?.[0];
};

const specCall = (state: RunState, name: string, endpoint: Endpoint, rows: SpecCall['rows'] = 'none'): SpecCall => ({
    name,
    endpoint,
    path: calledPath(endpoint, state.options.paths),
    values: {},
    rows,
});

/**
 * A new record's values: the form's defaults, the keys the add call sends as a listed record of the entity holds
 * them (a real record is the likeliest valid one), its name and unique fields made the run's own; checked with
 * the form's rules. A message says why no valid record could be made.
 */
const sampleValues = (state: RunState, decl: ResourceDeclaration, title: string): Row => {
    const sample = state.rows.get(listName(title))?.[0] ?? {};
    const keys = new Set([...(decl.api.create?.send ?? []), ...formFields(decl).map(([key]) => key)]);
    const values: Row = { ...defaultValues(decl) };
    for (const key of keys) if (key in sample && key !== '_id' && key !== 'id') values[key] = sample[key];
    return values;
};

/** The values that make a record the run's own: no file is uploaded (a link instead), unique fields its name. */
const ownValues = (decl: ResourceDeclaration, name: string): Row => {
    const values: Row = {};
    for (const [key, field] of formFields(decl)) {
        if (field.kind === 'file') values[key] = '';
        if (field.kind === 'text' && field.url) values[key] = `https://example.com/${name}`;
        if (field.kind === 'text' && field.unique) values[key] = field.email ? `${name}@example.com` : name;
    }
    return values;
};

/** The new record's values, or why none could be made that the form's rules take. */
const newValues = async (
    state: RunState,
    decl: ResourceDeclaration,
    title: string,
    name: string,
): Promise<Row | { problem: string }> => {
    const nameField = nameFieldOf(decl);
    if (!nameField) return { problem: 'it has no text field to name its record by' };
    const values = { ...sampleValues(state, decl, title), ...ownValues(decl, name), [nameField]: name };
    // A list of a parent's rows (sub folders): the new record goes under the parent the run has read.
    const parent = decl.list.parent;
    if (parent && !values[parent.key]) values[parent.key] = state.ids.get(decl.collection) ?? '';
    return validValues(decl, values);
};

/**
 * The values checked by the form's rules; a value the rules refuse (a sample's expiry day now past) is replaced by
 * the form's default, once a field, before giving up.
 */
const validValues = async (decl: ResourceDeclaration, values: Row): Promise<Row | { problem: string }> => {
    const defaults = defaultValues(decl);
    const replaced = new Set<string>();
    for (;;) {
        try {
            // Keys outside the form (a sub folder's parent) travel as they are.
            return { ...values, ...(await validateRecord(decl, values)) };
        } catch (error) {
            const path = (error as { path?: string }).path;
            if (!path || replaced.has(path) || !(path in defaults))
                return { problem: error instanceof Error ? error.message : String(error) };
            replaced.add(path);
            values[path] = defaults[path];
        }
    }
};

const sameName = (row: Row, field: string, name: string) =>
    String(row[field] ?? '').toLowerCase() === name.toLowerCase();

/** The record of this name in the entity's first page (searched for where the list searches), or undefined. */
const lookUp = async (state: RunState, decl: ResourceDeclaration, name: string, values: Row, label: string) => {
    const { list } = decl.api;
    const call = specCall(state, label, list.endpoint, ROWS[list.kind]);
    const parentId = decl.list.parent ? String(values[decl.list.parent.key] ?? '') : undefined;
    const { result, answer } = await attempt(state, call, { ...FIRST_PAGE[list.kind], search: name }, parentId);
    const nameField = nameFieldOf(decl) ?? '';
    const row = rowsOf(call.rows, (answer?.body as { data?: unknown } | undefined)?.data).find(r =>
        sameName(r, nameField, name),
    );
    return { result, row };
};

/** Flips each switch of the record once (status, favourite), as its list would. */
const switches = async (
    state: RunState,
    decl: ResourceDeclaration,
    title: string,
    id: string,
    row: Row,
): Promise<CaseResult[]> => {
    const results: CaseResult[] = [];
    for (const [key, field] of Object.entries(decl.fields)) {
        if (field.kind !== 'toggle') continue;
        const toggle = field as ToggleField;
        const on = toggle.values ? row[key] === toggle.values.on : row[key] === true;
        const next = toggle.values ? (on ? toggle.values.off : toggle.values.on) : !on;
        const call = specCall(state, `${title}: switch ${toggle.label ?? key}`, toggle.endpoint);
        results.push((await attempt(state, call, { [toggle.valueKey ?? 'status']: next, id }, id)).result);
    }
    return results;
};

const check = (call: SpecCall, pass: boolean, expected: string, got: string): CaseResult => ({
    name: call.name,
    call: lineOf(call),
    expected,
    got,
    pass,
    seconds: 0,
});

/** What a run's writes share: its records' marker, the screens' titles, and how many of its records it deleted. */
interface WriteRun {
    marker: string;
    titleOf: (decl: ResourceDeclaration) => string;
    deleted: number;
}

/** One entity's record from add to delete. */
const lifecycle = async (
    state: RunState,
    run: WriteRun,
    decl: ResourceDeclaration,
    name: string,
): Promise<CaseResult[]> => {
    const { create, update, delete: remove, list } = decl.api as Required<ResourceDeclaration['api']>;
    const title = run.titleOf(decl);
    const add = specCall(state, `${title}: add`, create);
    const values = await newValues(state, decl, title, name);
    if ('problem' in values) {
        const why = `not run: no valid ${decl.singular} to add (${values.problem})`;
        return [{ ...check(add, false, '200', why), skipped: why }];
    }
    const results = [(await attempt(state, add, values)).result];
    if (!results[0].pass) return results;
    const found = await lookUp(state, decl, name, values, `${title}: list shows the new record`);
    const id = found.row ? firstId([found.row]) : undefined;
    const listed = specCall(state, found.result.name, list.endpoint);
    results.push(
        found.result.pass
            ? { ...check(listed, !!id, `a record named ${name}`, id ? 'found' : 'not found'), call: found.result.call }
            : found.result,
    );
    if (!id || !found.row) return results;
    if (update) {
        const edit = specCall(state, `${title}: edit`, update);
        results.push((await attempt(state, edit, { ...values, id, [nameFieldOf(decl)!]: `${name}-e` }, id)).result);
    }
    results.push(...(await switches(state, decl, title, id, found.row)));
    const del = specCall(state, `${title}: delete`, remove);
    const deleted = (await attempt(state, del, { id }, id)).result;
    if (deleted.pass) run.deleted += 1;
    results.push(deleted);
    const gone = await lookUp(state, decl, `${name}-e`, values, `${title}: list no longer shows it`);
    const stillThere = gone.row ?? (await lookUp(state, decl, name, values, gone.result.name)).row;
    const after = { ...listed, name: gone.result.name };
    results.push(
        gone.result.pass
            ? {
                  ...check(after, !stillThere, 'no record of its name', stillThere ? 'still listed' : 'gone'),
                  call: gone.result.call,
              }
            : gone.result,
    );
    return results;
};

/**
 * Deletes every record of the run still listed (a step that failed halfway), then has the API drop what the run
 * deleted for good (./purge.ts), and says whether anything is left.
 */
const cleanUp = async (state: RunState, run: WriteRun, declarations: readonly ResourceDeclaration[]) => {
    const removed = new Set<string>();
    const left: string[] = [];
    for (const decl of declarations) {
        const nameField = nameFieldOf(decl);
        if (!nameField || !decl.api.delete) continue;
        const call = specCall(state, 'Clean up', decl.api.list.endpoint, ROWS[decl.api.list.kind]);
        if (call.path.includes(':id')) continue;
        const { answer } = await attempt(state, call, { ...FIRST_PAGE[decl.api.list.kind], search: run.marker });
        const rows = rowsOf(call.rows, (answer?.body as { data?: unknown } | undefined)?.data);
        for (const row of rows.filter(r => String(r[nameField] ?? '').includes(run.marker))) {
            const id = firstId([row]);
            if (!id || removed.has(`${decl.collection}/${id}`)) continue;
            const del = await attempt(state, specCall(state, 'Clean up', decl.api.delete), { id }, id);
            if (del.result.pass) removed.add(`${decl.collection}/${id}`);
            else left.push(`${run.titleOf(decl)} ${id}`);
        }
    }
    run.deleted += removed.size;
    const purge = await purgeRun(state, run.marker, run.deleted);
    const call = { endpoint: purge.endpoint, path: purge.endpoint.path } as SpecCall;
    const problems = [
        ...(left.length > 0 ? [`left: ${left.join(', ')}`] : []),
        ...(purge.problem ? [purge.problem] : []),
    ];
    const got = problems.length > 0 ? problems.join('; ') : `none left (${removed.size} removed here); ${purge.said}`;
    const expected = `no ${run.marker} record left, nor in Recently deleted or the activity log`;
    return check({ ...call, name: 'Clean up' }, problems.length === 0, expected, got);
};

/** The write checks of a run, its clean-up last. */
export const writeChecks = async (
    state: RunState,
    declarations: readonly ResourceDeclaration[],
): Promise<CaseResult[]> => {
    const run: WriteRun = {
        marker: `conformance-${state.options.runId ?? Date.now().toString(36)}`,
        titleOf: decl => screenTitle(decl, declarations),
        deleted: 0,
    };
    const results: CaseResult[] = [];
    try {
        for (const [index, decl] of writable(declarations).entries())
            results.push(...(await lifecycle(state, run, decl, `${run.marker}-${index}`)));
    } finally {
        results.push(await cleanUp(state, run, declarations));
    }
    return results;
};
