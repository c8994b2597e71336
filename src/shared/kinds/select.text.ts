import type { Choice, SelectField } from '../types';
import type { KindCellText } from './kind';

/** The choices a value may name: those offered, and those another page offers. */
export const accepted = (field: SelectField): readonly Choice[] => [...field.choices, ...(field.alsoAccepts ?? [])];

/** The choice's name; a value outside the choices by the field's fallback label, or as it is. */
export const cellText: KindCellText<SelectField> = (field, value) => {
    const choice = accepted(field).find(c => c.id === value);
    if (choice) return { text: choice.name, declared: true };
    return field.fallbackLabel
        ? { text: field.fallbackLabel, declared: true }
        : { text: String(value ?? ''), declared: false };
};
