import * as yup from 'yup';
import { engineMessage } from '../messages';
import type { Picked } from '../rules';
import type { PickerField } from '../types';
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
