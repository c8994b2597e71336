import { ValidationError } from 'yup';
import { formFields } from '../shared/defineResource';
import { IMPORT_TEXTS } from './importTexts';
import { type ReadContext, readCell } from './readBack';
import { defaultValues, formRules } from '../shared/validation';
import type { FieldDef, ResourceDeclaration } from '../shared/types';

/**
 * A list's CSV import: which of the form's fields a file can fill, how its columns find them (by header: the
 * export's headers are the column labels, so an exported file comes back in), what a row's cells become (each
 * field kind reads back what the list writes: see readBack.ts), and the form's own yup messages for each row,
 * each naming its field. Plain logic, no React.
 */

type Translate = (english: string) => string;

/** The mapping of a column holding the records' ids: it finds the record a row already is. */
export const ID_COLUMN = '#id';

/** Kinds a cell's text can fill; files and links are chosen in the form. */
const FROM_TEXT = new Set([
    'text',
    'number',
    'select',
    'color',
    'date',
    'richText',
    'boolean',
    'toggle',
    'phone',
    'timezone',
    'picker',
]);

/** A picker whose options are one list (not another field's folder or audience): its names can be read. */
const readable = (field: FieldDef) =>
    FROM_TEXT.has(field.kind) &&
    (field.kind !== 'toggle' || Boolean(field.inForm)) &&
    (field.kind !== 'picker' || (!field.dependsOn && !field.sourceBy));

/** The form's fields a file can fill, in the form's order. */
export const importFields = (decl: ResourceDeclaration): [string, FieldDef][] =>
    formFields(decl).filter(([, field]) => readable(field));

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Each header's field (or none), matched by the column's label or the input's, in English or on screen, or by key. */
export const guessMapping = (
    decl: ResourceDeclaration,
    headers: readonly string[],
    translate: Translate = s => s,
): (string | null)[] => {
    const taken = new Set<string>();
    return headers.map(header => {
        if (['id', '_id'].some(key => same(key, header)) && !taken.has(ID_COLUMN)) {
            taken.add(ID_COLUMN);
            return ID_COLUMN;
        }
        const found = importFields(decl).find(
            ([name, field]) =>
                !taken.has(name) &&
                [
                    name,
                    field.label,
                    field.inputLabel,
                    translate(field.label),
                    field.inputLabel && translate(field.inputLabel),
                ]
                    .filter((s): s is string => Boolean(s))
                    .some(s => same(s, header)),
        )?.[0];
        if (!found) return null;
        taken.add(found);
        return found;
    });
};

/** A message about one field (or the row, without one). */
export interface FieldProblem {
    field?: string;
    message: string;
}

export interface ReadRow {
    /** The new record's defaults, the parent's keys, then what the mapped cells say. */
    values: Record<string, unknown>;
    /** Cells that could not be read (a name no picker offers). */
    problems: FieldProblem[];
    /** The fields the file set (mapped ones, the parts of a joined name, a unit's field): what an update changes. */
    fromFile: string[];
    /** The id column's cell, when the file has one. */
    id?: string;
}

/**
 * A cell that shows several fields (a full name): those mapped to their own column are taken off its end,
 * the others get its last words, one each.
 */
const splitJoined = (
    text: string,
    joined: readonly string[],
    mapped: ReadonlySet<string>,
    cells: Record<string, string>,
) => {
    let rest = text.trim();
    const parts: Record<string, string> = {};
    for (const name of [...joined].reverse()) {
        const own = cells[name]?.trim();
        if (mapped.has(name)) {
            if (own && rest.toLocaleLowerCase().endsWith(` ${own.toLocaleLowerCase()}`))
                rest = rest.slice(0, -own.length - 1).trim();
            continue;
        }
        const at = rest.lastIndexOf(' ');
        if (at < 0) continue;
        parts[name] = rest.slice(at + 1);
        rest = rest.slice(0, at).trim();
    }
    return { own: rest, parts };
};

/** What a row of the file gives the form, read field by field. */
export const readRow = (
    decl: ResourceDeclaration,
    cells: readonly string[],
    mapping: readonly (string | null)[],
    base: Readonly<Record<string, unknown>> = {},
    context: ReadContext = { translate: s => s, options: {} },
): ReadRow => {
    const values: Record<string, unknown> = { ...defaultValues(decl), ...base };
    const problems: FieldProblem[] = [];
    const mapped = new Set(mapping.filter((name): name is string => Boolean(name)));
    const byName: Record<string, string> = {};
    mapping.forEach((name, i) => name && (byName[name] = cells[i] ?? ''));
    const row: ReadRow = { values, problems, fromFile: [] };
    const set = (name: string, value: unknown) => {
        values[name] = value;
        row.fromFile.push(name);
    };
    for (const [name, text] of Object.entries(byName)) {
        if (name === ID_COLUMN) {
            if (text.trim()) row.id = text.trim();
            continue;
        }
        const field = decl.fields[name];
        const joined = field.kind === 'text' ? field.joinedWith : undefined;
        const split = joined ? splitJoined(text, joined, mapped, byName) : { own: text, parts: {} };
        for (const [part, value] of Object.entries(split.parts)) set(part, value);
        const read = readCell(name, field, split.own, context);
        if (read.problem) problems.push({ field: name, message: read.problem });
        set(name, read.value);
        for (const [other, value] of Object.entries(read.others ?? {})) if (!mapped.has(other)) set(other, value);
    }
    return row;
};

/** Every message the form's rules give for these values, in the form's order (empty when the row is valid). */
export const rowProblems = async (
    decl: ResourceDeclaration,
    values: Record<string, unknown>,
): Promise<FieldProblem[]> => {
    try {
        await formRules(decl).validate(values, { abortEarly: false });
        return [];
    } catch (error) {
        if (!ValidationError.isError(error)) return [{ message: String(error) }];
        const order = formFields(decl).map(([name]) => name);
        const inner = error.inner.length ? error.inner : [error];
        const rank = (e: ValidationError) =>
            order.includes(e.path ?? '') ? order.indexOf(e.path ?? '') : order.length;
        const seen = new Set<string>();
        return [...inner]
            .sort((a, b) => rank(a) - rank(b))
            .filter(e => !seen.has(e.message) && Boolean(seen.add(e.message)))
            .map(e => ({ field: e.path && e.path in decl.fields ? e.path : undefined, message: e.message }));
    }
};

/**
 * A problem as the preview and the errors file say it, in the language on screen: the message, after its
 * field's name where the message does not name the field itself.
 */
export const problemText = (
    decl: ResourceDeclaration,
    problem: FieldProblem,
    text: (english: string, args?: Record<string, unknown>) => string,
): string => {
    const message = text(problem.message);
    const field = problem.field ? decl.fields[problem.field] : undefined;
    if (!field) return message;
    const names = [field.inputLabel, field.label].filter((s): s is string => Boolean(s)).flatMap(s => [s, text(s)]);
    const lower = message.toLocaleLowerCase();
    if (names.some(name => lower.includes(name.toLocaleLowerCase()))) return message;
    return text(IMPORT_TEXTS.fieldProblem, { field: text(field.inputLabel ?? field.label), message });
};
