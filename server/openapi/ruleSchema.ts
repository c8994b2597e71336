/**
 * yup rules as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), read from `schema.describe()`: types,
 * required keys, lengths, bounds, patterns, e-mail and URL formats, and enums (yup's `oneOf`, or a custom
 * test that names its choices in `params.enum`). Rules yup keeps in functions (a date's range, a phone's
 * digits) have no JSON Schema twin and are left to the server, which answers 400 with the field's message.
 * Pure: yup's descriptions in, plain objects out.
 */
import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

export type JsonSchema = { [key: string]: unknown };

interface Test {
    name?: string;
    params?: Record<string, unknown>;
}

type Described = SchemaFieldDescription & {
    type?: string;
    optional?: boolean;
    nullable?: boolean;
    label?: string;
    oneOf?: unknown[];
    tests?: Test[];
    fields?: Record<string, Described>;
    innerType?: Described;
};

const numberParam = (test: Test, key: string): number | undefined => {
    const value = test.params?.[key];
    return typeof value === 'number' ? value : undefined;
};

/** The keyword a `min` / `max` bound is for a field of this JSON type. */
const boundKeyword = (type: string, word: 'min' | 'max'): string => {
    if (type === 'string') return `${word}Length`;
    if (type === 'array') return `${word}Items`;
    return word === 'min' ? 'minimum' : 'maximum';
};

/** Tests that say the same whatever their parameters. */
const PLAIN_TESTS: Readonly<Record<string, JsonSchema>> = {
    email: { format: 'email' },
    url: { format: 'uri' },
    integer: { type: 'integer' },
};

/** A length or bound test (yup's min, max, length), for a field of this JSON type. */
const boundKeywords = (type: string, test: Test): JsonSchema => {
    const min = numberParam(test, 'min');
    const max = numberParam(test, 'max');
    const length = numberParam(test, 'length');
    if (test.name === 'min') return min === undefined ? {} : { [boundKeyword(type, 'min')]: min };
    if (test.name === 'max') return max === undefined ? {} : { [boundKeyword(type, 'max')]: max };
    if (test.name === 'length' && length !== undefined)
        return { [boundKeyword(type, 'min')]: length, [boundKeyword(type, 'max')]: length };
    return {};
};

/** What each named test says in JSON Schema, for a field of this JSON type. */
const testKeywords = (type: string, test: Test): JsonSchema => {
    const enumerated = test.params?.enum;
    if (Array.isArray(enumerated)) return { enum: enumerated };
    // yup names moreThan / lessThan `min` / `max` too, with `more` / `less`.
    const more = numberParam(test, 'more');
    const less = numberParam(test, 'less');
    if (more !== undefined) return { exclusiveMinimum: more };
    if (less !== undefined) return { exclusiveMaximum: less };
    if (test.name === 'matches') {
        const regex = test.params?.regex;
        return regex instanceof RegExp ? { pattern: regex.source } : {};
    }
    const name = test.name ?? '';
    return Object.hasOwn(PLAIN_TESTS, name) ? PLAIN_TESTS[name] : boundKeywords(type, test);
};

const JSON_TYPES: Record<string, string> = {
    string: 'string',
    number: 'number',
    boolean: 'boolean',
    object: 'object',
    array: 'array',
};

/** An object's properties and required keys, an array's items. */
const innerKeywords = (type: string, described: Described): JsonSchema => {
    if (type === 'object' && described.fields) {
        const fields = Object.entries(described.fields);
        const required = fields.filter(([, field]) => field.optional === false).map(([name]) => name);
        return {
            properties: Object.fromEntries(fields.map(([name, field]) => [name, describedSchema(field)])),
            ...(required.length > 0 ? { required } : {}),
        };
    }
    if (type === 'array' && described.innerType) return { items: describedSchema(described.innerType) };
    return {};
};

/** null added to the type (and to the choices) of a nullable schema. */
const withNull = (out: JsonSchema): JsonSchema => {
    if (typeof out.type !== 'string') return out;
    return {
        ...out,
        type: [out.type, 'null'],
        ...(Array.isArray(out.enum) ? { enum: [...(out.enum as unknown[]), null] } : {}),
    };
};

/** One described yup schema as JSON Schema. */
const describedSchema = (described: Described): JsonSchema => {
    const type = described.type ?? 'mixed';
    const out: JsonSchema = {};
    if (type === 'date') Object.assign(out, { type: 'string', format: 'date-time' });
    else if (JSON_TYPES[type]) out.type = JSON_TYPES[type];
    if (described.label) out.title = described.label;
    for (const test of described.tests ?? []) Object.assign(out, testKeywords(JSON_TYPES[type] ?? type, test));
    const choices = (described.oneOf ?? []).filter(v => v !== undefined);
    if (choices.length > 0) out.enum = choices;
    Object.assign(out, innerKeywords(type, described));
    return described.nullable ? withNull(out) : out;
};

/** A yup schema's rules as JSON Schema. */
export const ruleSchema = (schema: AnySchema): JsonSchema =>
    describedSchema(schema.describe() as SchemaDescription as Described);
