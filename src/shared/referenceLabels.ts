import { optionsOf } from './pickerOptions';
import type { FieldDef, PickerField, ResourceDeclaration } from './types';
import { valueAt } from './values';

/*
 * A reference (a field keeping another record's id: a student's coach) reads as that record's label, the one its
 * picker shows. Lists search and sort it by that label, read once per list request into a map from id to label;
 * the console (whole lists) and the fake API (every other list) run the same rules here.
 */

/** The labels of the records a reference can name, by id. */
export type ReferenceLabels = ReadonlyMap<string, string>;

/** Each searched or sorted reference's labels, by field name. */
export type LabelsByField = Readonly<Record<string, ReferenceLabels>>;

/** A field keeping one other record's id: a picker holding its option's value alone. */
export const isReference = (field: FieldDef): boolean =>
    field.kind === 'picker' && field.holds === 'value' && !field.multiple;

/** The declaration's references a list searches or sorts by: the ones whose labels a list request reads. */
export const listedReferences = (decl: ResourceDeclaration): Array<[string, PickerField]> =>
    Object.entries(decl.fields).filter(
        (entry): entry is [string, PickerField] =>
            isReference(entry[1]) && Boolean(entry[1].searchable || entry[1].sortable),
    );

/** The labels of a picker's option rows (an options answer, or the referenced collection's rows), by id. */
export const labelsOf = (field: Pick<PickerField, 'optionValue' | 'optionLabel'>, rows: unknown): ReferenceLabels =>
    new Map(optionsOf(field, rows).map(option => [option.value, option.label]));

/** What a reference reads as: its record's label, or the id itself when no record has it (one since removed). */
export const referenceText = (labels: ReferenceLabels, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '';
    const id = String(value);
    return labels.get(id) ?? id;
};

/** The value a list sorts a row by: a reference's label, any other field's value as stored. */
export const sortValue = (labels: LabelsByField, row: Readonly<Record<string, unknown>>, name: string): unknown =>
    Object.hasOwn(labels, name) ? referenceText(labels[name], valueAt(row, name)) : valueAt(row, name);

/**
 * Rows found by a search through their searchable references: those naming a record whose label holds the
 * term (`needle`, lower-cased). Undefined when no label holds it, so a search costs nothing more then.
 */
export const foundByReference = (
    decl: ResourceDeclaration,
    labels: LabelsByField,
    needle: string,
): ((row: Readonly<Record<string, unknown>>) => boolean) | undefined => {
    if (!needle) return undefined;
    const hits = Object.entries(labels)
        .filter(([name]) => decl.fields[name]?.searchable)
        .map(([name, byId]): [string, Set<string>] => {
            const ids = [...byId].filter(([, label]) => label.toLowerCase().includes(needle)).map(([id]) => id);
            return [name, new Set(ids)];
        })
        .filter(([, ids]) => ids.size > 0);
    if (!hits.length) return undefined;
    return row => hits.some(([name, ids]) => ids.has(String(valueAt(row, name) ?? '')));
};
