import type { AnySchema, ISchema, Reference } from 'yup';
import { engineMessage } from './messages';

/**
 * Type checks that run before any rule: a rule written for text (trim,
 * length, pattern) must never see an object, an array or `{"$gt": ""}`.
 * Driven by the yup schema's own field types, so every form and every
 * declaration is covered without listing fields twice.
 */

/** The cap for text that no rule of its own caps (e-mails, keys, names on custom forms). */
const DEFAULT_TEXT_CAP = 1000;

type Field = ISchema<unknown> | Reference;
type Described = {
    type: string;
    fields?: Record<string, Field>;
    innerType?: Field;
    tests?: Array<{ OPTIONS?: { name?: string; params?: Record<string, unknown> } }>;
};

const describe = (schema: Field): Described => schema as unknown as Described;

const humanName = (key: string): string => {
    const words = key
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/_/g, ' ')
        .trim()
        .toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
};

const ownMax = (schema: Described): number | undefined => {
    const test = schema.tests?.find(t => t.OPTIONS?.name === 'max');
    const max = test?.OPTIONS?.params?.max;
    return typeof max === 'number' ? max : undefined;
};

const isScalar = (value: unknown): boolean =>
    value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

type Check = (s: Described, value: unknown, name: string) => string | undefined;

const stringProblem: Check = (s, value, name) => {
    if (typeof value === 'number' && Number.isFinite(value)) return undefined;
    if (typeof value !== 'string') return `${name} must be text`;
    // A field with a rule of its own says so in its own words; others are capped here.
    if (ownMax(s) === undefined && value.length > DEFAULT_TEXT_CAP)
        return engineMessage('textCap', { label: name, n: DEFAULT_TEXT_CAP });
    return undefined;
};

const numberProblem: Check = (_s, value, name) =>
    (typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.length <= 64)
        ? undefined
        : `${name} must be a number`;

const booleanProblem: Check = (_s, value, name) =>
    typeof value === 'boolean' || value === 'true' || value === 'false' ? undefined : `${name} must be true or false`;

const arrayProblem: Check = (s, value, name) => {
    if (!Array.isArray(value)) return `${name} must be a list`;
    for (const item of value) {
        const problem = s.innerType
            ? typeProblem(s.innerType, item, name)
            : isScalar(item)
              ? undefined
              : `${name} must be a list of values`;
        if (problem) return problem;
    }
    return undefined;
};

const objectProblem: Check = (s, value, name) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${name} must be an object`;
    for (const [key, field] of Object.entries(s.fields ?? {})) {
        if (!Object.hasOwn(value, key)) continue;
        const problem = typeProblem(field, (value as Record<string, unknown>)[key], humanName(key));
        if (problem) return problem;
    }
    return undefined;
};

const CHECKS: Readonly<Record<string, Check>> = {
    string: stringProblem,
    number: numberProblem,
    boolean: booleanProblem,
    array: arrayProblem,
    object: objectProblem,
};

/** The first type problem in `value` for `schema`, as a message; undefined when the types fit. */
export const typeProblem = (schema: Field, value: unknown, name = 'Value'): string | undefined => {
    const s = describe(schema);
    if (value === null || value === undefined) return undefined;
    return Object.hasOwn(CHECKS, s.type) ? CHECKS[s.type](s, value, name) : undefined;
};

/**
 * Only the schema's own fields of a body, in a fresh object: a key named
 * `constructor` or `__proto__` is an unknown key like any other, not a
 * lookup into Object.prototype.
 */
export const ownFields = (schema: AnySchema, body: unknown): Record<string, unknown> => {
    const fields = describe(schema).fields ?? {};
    const picked: Record<string, unknown> = {};
    if (typeof body !== 'object' || body === null) return picked;
    for (const key of Object.keys(fields)) {
        if (Object.hasOwn(body, key)) picked[key] = (body as Record<string, unknown>)[key];
    }
    return picked;
};
