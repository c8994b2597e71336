import * as yup from 'yup';
import { engineMessage } from '../messages';
import { pickedValue, type Picked } from '../rules';
import type { Endpoint, PickerField } from '../types';
import type { JsonSchema, KindRead, KindRule } from './kind';
import { filled, same } from './readParts';
import { emptyString, TEXT } from './ruleParts';

const DEFAULT_PAIR_CAP = 255;
/** The most entries an access list holds (more people than the fixtures' whole directory). */
const MAX_PICKED = 500;

/** `{value, label}`: a picked folder, tag or person. */
const pairRule = () =>
    yup
        .object({ value: yup.string().required().max(DEFAULT_PAIR_CAP), label: yup.string().max(DEFAULT_PAIR_CAP) })
        .default(undefined)
        .nullable();

export const rule: KindRule<PickerField> = (field, { required }) => {
    if (field.holds === 'value') {
        // An id: the API checks it names a row of `references` (a form only offers those).
        const id = emptyString()
            .trim()
            .max(DEFAULT_PAIR_CAP, engineMessage('notAChoice', { label: field.label }));
        return required(id, (r, m) => r.required(m));
    }
    if (field.multiple) {
        const list = yup
            .array(pairRule().required())
            .transform((value: unknown, original: unknown) => (original === null || original === '' ? [] : value))
            .max(MAX_PICKED, engineMessage('tooManyPicked', { label: field.label, n: MAX_PICKED }));
        return required(list, (r, m) => r.min(1, m).required(m));
    }
    const one = pairRule().transform((value: unknown, original: unknown) => (original === '' ? null : value));
    return required(one as unknown as yup.Schema, (r, m) => r.required(m).nonNullable(m));
};

/** A picked name (or id), several separated by commas for a multiple picker; an unknown name is refused. */
export const read: KindRead<PickerField> = filled((text, field, name, context) => {
    const options = [...(field.allOption ? [{ value: field.allOption.id, label: field.allOption.name }] : [])];
    options.push(...(context.options[name] ?? []));
    const find = (label: string) => options.find(o => same(o.value, label) || same(o.label, label));
    const names = field.multiple ? text.split(',').filter(n => n.trim()) : [text];
    const picked = names.map(find);
    const missing = names.find((_, i) => !picked[i]);
    if (missing !== undefined) return { problem: engineMessage('notAChoice', { label: field.label }) };
    const found = picked as Picked[];
    if (field.multiple) return { value: found };
    return { value: field.holds === 'value' ? found[0].value : found[0] };
});

const PAIR: JsonSchema = {
    type: 'object',
    properties: { value: { type: 'string' }, label: { type: 'string' } },
    required: ['value'],
};

export const stored = (field: PickerField): JsonSchema => {
    if (field.holds === 'value') return TEXT;
    return field.multiple
        ? { type: ['array', 'null'], items: { anyOf: [PAIR, { type: 'string' }] } }
        : { anyOf: [PAIR, { type: ['string', 'null'] }] };
};

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
