import type * as yup from 'yup';
import { type ConditionFacts, conditionFields, holds, valuesByName } from './conditions';
import type { Condition } from './types';

/** Where a validation's `context` carries what the runtime knows beside the values (`noOptions`). */
export const FACTS_CONTEXT = 'facts';

/**
 * The rule `then` makes of the schema while the condition holds for the other fields, the schema otherwise; the
 * facts come from the validation's context (`{ context: { facts } }`), none when it gives none.
 */
export const whileHolds = <S extends yup.Schema>(schema: S, condition: Condition, then: (s: S) => S): S => {
    const fields = conditionFields(condition);
    return schema.when([...fields, `$${FACTS_CONTEXT}`], (values: unknown[], s: yup.Schema) => {
        const facts = (values[fields.length] ?? {}) as ConditionFacts;
        return holds(condition, valuesByName(fields, values.slice(0, fields.length)), facts) ? then(s as S) : s;
    }) as S;
};
