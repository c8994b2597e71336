import type { ToggleField } from '../types';
import type { JsonSchema, KindRead } from './kind';
import { saysOn } from './boolean';

export { initial, rule } from './boolean';

/** On or off (an empty cell is off), stored as the field's own values where it has them. */
export const read: KindRead<ToggleField> = (text, field, _name, { translate }) => {
    const on = saysOn(text, translate);
    if (field.values) return { value: on ? field.values.on : field.values.off };
    return { value: on };
};

export const stored = (field: ToggleField): JsonSchema => {
    const values = [field.values?.on, field.values?.off, field.badge?.value].filter(v => v !== undefined);
    return field.values ? { enum: [...values, null] } : { type: ['boolean', 'null'] };
};
