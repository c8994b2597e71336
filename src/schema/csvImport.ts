import { ValidationError } from 'yup';
import { formFields } from './defineResource';
import { defaultValues, validationSchema } from './validation';
import type { FieldDef, ResourceDeclaration } from './types';

/**
 * A list's CSV import: which of the form's fields a file can fill, how its columns find them (by header: the
 * export's headers are the column labels, so an exported file comes back in), what a row's text becomes, and the
 * form's own yup messages for each row. Plain logic, no React.
 */

type Translate = (english: string) => string;

/** Kinds a cell's text can fill; pickers, files and links are chosen in the form. */
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
]);

/** The form's fields a file can fill, in the form's order. */
export const importFields = (decl: ResourceDeclaration): [string, FieldDef][] =>
    formFields(decl).filter(([, field]) => FROM_TEXT.has(field.kind) && (field.kind !== 'toggle' || field.inForm));

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Each header's field (or none), matched by the column's label or the input's, in English or on screen, or by key. */
export const guessMapping = (
    decl: ResourceDeclaration,
    headers: readonly string[],
    translate: Translate = s => s,
): (string | null)[] => {
    const taken = new Set<string>();
    return headers.map(header => {
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

const YES = ['yes', 'true', '1', 'active', 'on'];

/** A cell's text as the form would hold it: a choice by its label, a switch from Yes / Active, else the text. */
const valueOf = (field: FieldDef, cell: string, translate: Translate): unknown => {
    const text = cell.trim();
    switch (field.kind) {
        case 'select': {
            const choice = [...field.choices, ...(field.alsoAccepts ?? [])].find(
                c => same(c.id, text) || same(c.name, text) || same(translate(c.name), text),
            );
            return choice ? choice.id : text;
        }
        case 'boolean':
        case 'toggle': {
            const on = YES.some(y => same(y, text)) || same(translate('Yes'), text) || same(translate('Active'), text);
            if (field.kind === 'toggle' && field.values) return on ? field.values.on : field.values.off;
            return on;
        }
        default:
            return text === '' ? undefined : text;
    }
};

/** The values a row gives the form: the new record's defaults, the parent's keys, then the mapped cells. */
export const rowValues = (
    decl: ResourceDeclaration,
    cells: readonly string[],
    mapping: readonly (string | null)[],
    base: Readonly<Record<string, unknown>> = {},
    translate: Translate = s => s,
): Record<string, unknown> => {
    const values: Record<string, unknown> = { ...defaultValues(decl), ...base };
    mapping.forEach((name, i) => {
        if (!name) return;
        const value = valueOf(decl.fields[name], cells[i] ?? '', translate);
        if (value !== undefined) values[name] = value;
    });
    return values;
};

/** Every message the form's rules give for these values, in the form's order (empty when the row is valid). */
export const rowProblems = async (decl: ResourceDeclaration, values: Record<string, unknown>): Promise<string[]> => {
    try {
        await validationSchema(decl).validate(values, { abortEarly: false });
        return [];
    } catch (error) {
        if (!ValidationError.isError(error)) return [String(error)];
        const order = formFields(decl).map(([name]) => name);
        const inner = error.inner.length ? error.inner : [error];
        const rank = (e: ValidationError) =>
            order.includes(e.path ?? '') ? order.indexOf(e.path ?? '') : order.length;
        return [...new Set([...inner].sort((a, b) => rank(a) - rank(b)).map(e => e.message))];
    }
};
