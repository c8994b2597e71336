/**
 * The one condition form of the declaration language: a test on one field of the same record, composed with
 * `all`, `any` and `not`. Plain data, so the browser's rules and the fake API read the same condition (compiled
 * by `src/shared/conditions.ts`).
 */

/**
 * What a leaf tests, on the field's value (a picked option by its value):
 * - `eq`: equals `value` (compared as text too, so `1` matches `'1'`);
 * - `contains`: is text holding `value`, case-insensitive;
 * - `filled`: is given (not empty text, not an empty list, not null);
 * - `noOptions`: the named picker offers nobody to choose: the browser knows it from the options it loaded, the
 *   fake API from what the picker's source serves (a route module's `optionSources`); unknown is false in both.
 */
type ConditionOp = 'eq' | 'contains' | 'filled' | 'noOptions';

/** A test on one field: `{ field: 'isPrivate', op: 'eq', value: true }`. */
export interface FieldTest {
    /** The field of the same record (form values, or a list's row) the test reads. */
    field: string;
    op: ConditionOp;
    /** What `eq` and `contains` compare with; unused by `filled` and `noOptions`. */
    value?: unknown;
}

/** Holds when every part holds. */
interface AllOf {
    all: readonly Condition[];
}

/** Holds when at least one part holds. */
interface AnyOf {
    any: readonly Condition[];
}

/** Holds when its part does not. */
interface NotOf {
    not: Condition;
}

/**
 * A condition on the other fields of a record: a field test, or tests composed with all / any / not. A student
 * needs a coach while `{ all: [{ field: 'are_you', op: 'contains', value: 'student' }, { not: { field:
 * 'working_with', op: 'eq', value: 'independently' } }] }` holds.
 */
export type Condition = FieldTest | AllOf | AnyOf | NotOf;
