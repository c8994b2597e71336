import { formFields } from '../shared/defineResource';
import { type RecordMerge, type RecordValues, mergeRecords, sameValue } from '../shared/recordMerge';
import type { ResourceDeclaration } from '../shared/types';
import { exportText } from './exportRows';

/** A field both sides changed, as the conflict question shows it: each side as the list shows it. */
export interface ConflictChange {
    /** The field's key, what a pick is made for. */
    name: string;
    /** The field's label, in English (the dialog translates it). */
    field: string;
    theirs: string;
    yours: string;
    /** A colour: its hex codes are shown with a swatch each. */
    colour?: boolean;
}

/** A file chosen in the form and not uploaded yet (react-admin's `{rawFile}`, or a File). */
export const chosenFile = (value: unknown): File | undefined => {
    const file = (value as { rawFile?: unknown } | null)?.rawFile ?? value;
    return typeof File !== 'undefined' && file instanceof File ? file : undefined;
};

/** Its name, size and date say which file it is. */
const fileKey = (value: unknown): string | undefined => {
    const file = chosenFile(value);
    return file && `file:${file.name}:${file.size}:${file.lastModified}`;
};

/** A value as a form and a stored record may each hold it: empty alike, numbers and their text alike. */
const comparable = (value: unknown): unknown => {
    if (value === undefined || value === null || value === '') return '';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return fileKey(value) ?? value;
};

/** Two values of a field the same, as a form sees them. */
export const sameFormValue = (a: unknown, b: unknown): boolean => sameValue(comparable(a), comparable(b));

/**
 * The three-way merge of an edit form: the record as the form opened it (`base`; undefined when it cannot be
 * found), what the form holds (`values`; a field it does not hand over, a disabled input, counts as unchanged) and
 * the record as it is now (`theirs`). Only the form's fields: bookkeeping is the API's.
 */
export const mergeForm = (
    decl: ResourceDeclaration,
    base: RecordValues | undefined,
    values: RecordValues,
    theirs: RecordValues,
): RecordMerge => {
    const names = formFields(decl).map(([name]) => name);
    const only = (record: RecordValues) => Object.fromEntries(names.map(name => [name, record[name]]));
    const mine = Object.fromEntries(
        names.map(name => [name, values[name] !== undefined ? values[name] : (base ?? theirs)[name]]),
    );
    return mergeRecords(base && only(base), mine, only(theirs), sameFormValue);
};

/** The conflicts of a merge as the question shows them, in the form's order. */
export const conflictChanges = (
    decl: ResourceDeclaration,
    merge: RecordMerge,
    theirs: RecordValues,
    translate: (english: string) => string = s => s,
): ConflictChange[] => {
    const mine = { ...theirs, ...merge.merged };
    return formFields(decl).flatMap(([name, field]) => {
        if (!merge.conflicts.some(conflict => conflict.field === name)) return [];
        const text = (row: RecordValues) =>
            exportText(field, row[name], row, translate) || chosenFile(row[name])?.name || '';
        const change = { name, field: field.inputLabel ?? field.label, theirs: text(theirs), yours: text(mine) };
        return [field.kind === 'color' ? { ...change, colour: true } : change];
    });
};

/** The labels of the fields the other change brought in, in English (the notice translates them). */
export const takenLabels = (decl: ResourceDeclaration, merge: RecordMerge): string[] =>
    formFields(decl)
        .filter(([name]) => merge.theirsTaken.includes(name))
        .map(([, field]) => field.inputLabel ?? field.label);
