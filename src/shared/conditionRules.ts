import type * as yup from 'yup';
import { conditionFields, holds, valuesByName } from './conditions';
import type { Condition } from './types';

/** The rule `then` makes of the schema while the condition holds for the other fields, the schema otherwise. */
export const whileHolds = <S extends yup.Schema>(schema: S, condition: Condition, then: (s: S) => S): S => {
    const fields = conditionFields(condition);
    return schema.when(fields, (values: unknown[], s: yup.Schema) =>
        holds(condition, valuesByName(fields, values)) ? then(s as S) : s,
    ) as S;
};
