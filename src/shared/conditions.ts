import type { Condition, FieldTest } from './types';
import { isFilled, pickedValue } from './rules';

/**
 * The one compiler of the declaration language's conditions (`./language/conditions.ts`): the browser's
 * rules (yup, inputs' disabled and required marks, rows' protection and locks) and the fake API's checks
 * all read a condition through these. Pure: no React, no yup.
 */

/**
 * What a runtime knows beside the values: whether a picker offers nobody, the browser from the options it loaded,
 * the fake API from the rows the picker's source serves. Unknown (not loaded, no such source) is false in both.
 */
export interface ConditionFacts {
    noOptions?: (field: string, values: Values) => boolean;
}

type Values = Readonly<Record<string, unknown>>;

/** Equal as stored or as text (`1` and `'1'`, `true` and `'true'`), a picked option by its value. */
const equals = (actual: unknown, expected: unknown): boolean => {
    const value = pickedValue(actual);
    return value === expected || String(value) === String(expected);
};

const contains = (actual: unknown, expected: unknown): boolean => {
    const value = pickedValue(actual);
    return typeof value === 'string' && value.toLowerCase().includes(String(expected).toLowerCase());
};

const testHolds = (test: FieldTest, values: Values, facts: ConditionFacts): boolean => {
    switch (test.op) {
        case 'eq':
            return equals(values[test.field], test.value);
        case 'contains':
            return contains(values[test.field], test.value);
        case 'filled':
            return isFilled(values[test.field]);
        case 'noOptions':
            return facts.noOptions?.(test.field, values) ?? false;
    }
};

/** Whether the condition holds for a record's values (a form's, a row's, a request body's). */
export const holds = (condition: Condition, values: Values, facts: ConditionFacts = {}): boolean => {
    if ('all' in condition) return condition.all.every(part => holds(part, values, facts));
    if ('any' in condition) return condition.any.some(part => holds(part, values, facts));
    if ('not' in condition) return !holds(condition.not, values, facts);
    return testHolds(condition, values, facts);
};

const tests = (condition: Condition): FieldTest[] => {
    if ('all' in condition) return condition.all.flatMap(tests);
    if ('any' in condition) return condition.any.flatMap(tests);
    if ('not' in condition) return tests(condition.not);
    return [condition];
};

/** The fields whose values the condition reads, sorted, each once (what a form watches, what yup waits for). */
export const conditionFields = (condition: Condition | undefined): string[] =>
    condition
        ? [
              ...new Set(
                  tests(condition)
                      .filter(t => t.op !== 'noOptions')
                      .map(t => t.field),
              ),
          ].sort()
        : [];

/** The picker whose options the condition asks about (`noOptions`), when it asks about one. */
export const optionsField = (condition: Condition | undefined): string | undefined =>
    condition ? tests(condition).find(t => t.op === 'noOptions')?.field : undefined;

/** Values in the order `conditionFields` names them (as yup and react-hook-form hand them over), by name. */
export const valuesByName = (fields: readonly string[], values: readonly unknown[] | undefined): Values =>
    Object.fromEntries(fields.map((field, i) => [field, values?.[i]]));
