import { pickedValue, type Picked } from './rules';
import type { Endpoint, PickerField } from './types';

/*
 * What a picker offers, read the same way by the console (its options) and the fake API (its `noOptions`). Apart
 * from the kind's rules, which bring yup: a list screen reads options without loading the form's validation.
 */

/** An option row of the API as `{value, label}`: its id, and its label parts joined by a space. */
const optionOf = (field: Pick<PickerField, 'optionValue' | 'optionLabel'>, row: Record<string, unknown>): Picked => ({
    value: String(row[field.optionValue] ?? ''),
    label: field.optionLabel
        .map(key => row[key])
        .filter(part => typeof part === 'string' && part)
        .join(' '),
});

/**
 * The rows of an options answer, in each shape the list protocols answer: a list (whole, REST), a page's
 * `docs` (paged) or `results`; nothing is none. Any other answer fails, so the picker says it could not load.
 */
const optionRows = (answer: unknown): unknown[] => {
    if (answer === null || answer === undefined) return [];
    if (Array.isArray(answer)) return answer;
    const page = answer as { docs?: unknown; results?: unknown };
    const rows = [page.docs, page.results].find(Array.isArray);
    if (!rows) throw new Error('The options answer holds no list of rows');
    return rows as unknown[];
};

/** The options of an answer: its rows that carry a value (anything else in the answer is skipped). */
export const optionsOf = (field: Pick<PickerField, 'optionValue' | 'optionLabel'>, answer: unknown): Picked[] =>
    optionRows(answer)
        .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
        .map(row => optionOf(field, row))
        .filter(option => option.value !== '');

/** The endpoint a picker reads now: its own, or the one for the other field's value (undefined: nothing to read yet). */
export const pickerSource = (field: PickerField, values: { by?: unknown; parent?: unknown }): Endpoint | undefined => {
    if (field.sourceBy) {
        const key = pickedValue(values.by);
        return typeof key === 'string' ? field.sourceBy.endpoints[key] : undefined;
    }
    if (field.dependsOn && !pickedValue(values.parent)) return undefined;
    return field.source;
};
