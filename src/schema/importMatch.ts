import { ID_COLUMN, type FieldProblem, type ReadRow } from './csvImport';
import { dayOf } from '../shared/dates';
import { formFields } from '../shared/defineResource';
import { IMPORT_TEXTS } from './importTexts';
import { phoneDigits } from '../shared/phoneDigits';
import { pickedValue } from '../shared/rules';
import { runtimeMessage } from '../shared/runtimeMessages';
import type { FieldDef, ResourceDeclaration } from '../shared/types';

/**
 * Which rows of an import are already records: the same id (an id column), the same value of a unique field
 * (an e-mail), or, where no unique field is imported, the same value in every imported field (an exported
 * event read back). A row repeating an earlier row of the file is refused. Plain logic, no React.
 */

export type KnownRecord = Record<string, unknown> & { id: string | number };

export interface RowMatch {
    existing?: KnownRecord;
    problem?: FieldProblem;
}

/** A value as compared: the day of a date, the digits of a phone, a picked id, trimmed text in any case. */
const keyOf = (field: FieldDef, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '';
    switch (field.kind) {
        case 'date':
            return dayOf(value);
        case 'number':
            return String(Number(value));
        case 'phone':
            return phoneDigits(value);
        case 'picker':
            return (Array.isArray(value) ? value : [value])
                .map(v => String(pickedValue(v)))
                .sort()
                .join(',');
        default:
            return String(value).trim().toLocaleLowerCase();
    }
};

/** Whether a row gives none of these fields: it then matches nothing. */
const blank = (decl: ResourceDeclaration, names: readonly string[], values: Readonly<Record<string, unknown>>) =>
    names.every(name => keyOf(decl.fields[name], values[name]) === '');

const rowKey = (decl: ResourceDeclaration, names: readonly string[], values: Readonly<Record<string, unknown>>) =>
    names.map(name => keyOf(decl.fields[name], values[name])).join('\u0001');

/** Finds, for every row, the record it already is, or the earlier row it repeats. */
export const matchRows = (
    decl: ResourceDeclaration,
    rows: readonly ReadRow[],
    mapping: readonly (string | null)[],
    records: readonly KnownRecord[],
): RowMatch[] => {
    const mapped = mapping.filter((name): name is string => Boolean(name) && name !== ID_COLUMN);
    const unique = mapped.filter(name => {
        const field = decl.fields[name];
        return field.kind === 'text' && Boolean(field.unique);
    });
    // Without a unique field, a row is a record when every imported value is the same.
    const keys = unique.length ? unique.map(name => [name]) : mapped.length ? [mapped] : [];
    const byId = new Map(records.map(record => [String(record.id), record]));
    const known = keys.map(names => new Map(records.map(record => [rowKey(decl, names, record), record])));
    const seen = keys.map(() => new Map<string, number>());
    return rows.map((row, index): RowMatch => {
        for (const [k, names] of keys.entries()) {
            if (blank(decl, names, row.values)) continue;
            const key = rowKey(decl, names, row.values);
            const earlier = seen[k].get(key);
            if (earlier !== undefined) {
                const field = decl.fields[names[0]];
                const unique = field.kind === 'text' ? field.unique : undefined;
                return {
                    problem: unique
                        ? { field: names[0], message: unique }
                        : { message: runtimeMessage(IMPORT_TEXTS.sameAsRow, { row: earlier + 2 }) },
                };
            }
            seen[k].set(key, index);
        }
        if (row.id !== undefined) {
            const existing = byId.get(row.id);
            return existing ? { existing } : { problem: { message: 'Record not found' } };
        }
        for (const [k, names] of keys.entries()) {
            const existing = blank(decl, names, row.values) ? undefined : known[k].get(rowKey(decl, names, row.values));
            if (existing) return { existing };
        }
        return {};
    });
};

/**
 * An existing record changed by a row: its form values, with the row's own (what the file gave) over them. A
 * name the file writes as the list joins it keeps the record's parts when it reads the same.
 */
export const mergedValues = (
    decl: ResourceDeclaration,
    existing: KnownRecord,
    row: ReadRow,
): Record<string, unknown> => {
    const merged: Record<string, unknown> = Object.fromEntries(
        formFields(decl).map(([name]) => [name, existing[name]]),
    );
    for (const name of row.fromFile) merged[name] = row.values[name];
    for (const [name, field] of formFields(decl)) {
        if (field.kind !== 'text' || !field.joinedWith || !row.fromFile.includes(name)) continue;
        const parts = [name, ...field.joinedWith];
        const joined = (values: Readonly<Record<string, unknown>>) =>
            parts
                .map(part => values[part])
                .filter(Boolean)
                .join(' ')
                .toLocaleLowerCase();
        if (joined(merged) === joined(existing)) for (const part of parts) merged[part] = existing[part];
    }
    return merged;
};
