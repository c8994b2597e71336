import * as yup from 'yup';
import { whileHolds } from '../conditionRules';
import type { NumberField } from '../types';
import type { KindRead, KindRule } from './kind';
import { filled } from './readParts';

export const rule: KindRule<NumberField> = (field, { required }) => {
    let s = yup
        .number()
        .transform((value: number, original: unknown) =>
            original === '' || original === null || original === undefined ? undefined : value,
        )
        .typeError(field.typeError ?? 'Please enter a number')
        .test('finite', field.typeError ?? 'Please enter a number', v => v === undefined || Number.isFinite(v));
    s = required(s, (r, m) => r.required(m));
    if (field.min) s = s.min(field.min.value, field.min.message);
    const max = field.max;
    if (max) s = max.when ? whileHolds(s, max.when, r => r.max(max.value, max.message)) : s.max(max.value, max.message);
    return s;
};

/** "$1,200.50", "15%", "12": the number; its unit ("%" or "$") chooses the unit field's value where one does. */
export const read: KindRead<NumberField> = filled((text, field) => {
    const found = /^(\$)?\s*(-?[\d,]*\.?\d+)\s*(%)?$/.exec(text.replace(/\s+/g, ' ').trim());
    if (!found) return { value: text };
    const value = Number(found[2].replace(/,/g, ''));
    const unit = found[3] ? 'percent' : found[1] ? 'money' : undefined;
    const by = field.unitBy;
    const choice = by && unit && Object.entries(by.units).find(([, u]) => u === unit)?.[0];
    return choice && by ? { value, others: { [by.field]: choice } } : { value };
});

export const stored = () => ({ type: ['number', 'string', 'null'] });
