import { holds, type ConditionFacts } from './conditions';
import type { Condition, FieldDef } from './types';

/**
 * When a field is required: never (no `required` message), always, or while a condition holds (`requiredWhen`
 * and not `requiredUnless`). The one reading of both options, for the rules (yup) and the input's mark alike.
 */
export const requirement = (field: FieldDef): boolean | Condition => {
    if (!field.required) return false;
    const parts = [
        ...(field.requiredWhen ? [field.requiredWhen] : []),
        ...(field.requiredUnless ? [{ not: field.requiredUnless }] : []),
    ];
    if (parts.length === 0) return true;
    return parts.length === 1 ? parts[0] : { all: parts };
};

/** Whether the field is required and disabled for these values of the record, as its conditions say. */
export const conditionsNow = (
    field: FieldDef,
    values: Readonly<Record<string, unknown>>,
    facts: ConditionFacts = {},
): { required: boolean; disabled: boolean } => {
    const need = requirement(field);
    return {
        required: typeof need === 'boolean' ? need : holds(need, values, facts),
        disabled: field.disabledWhen !== undefined && holds(field.disabledWhen, values, facts),
    };
};
