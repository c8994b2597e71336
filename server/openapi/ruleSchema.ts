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

/** What each named test says in JSON Schema, for a field of this JSON type. */
const testKeywords = (type: string, test: Test): JsonSchema => {
    const min = numberParam(test, 'min');
    const max = numberParam(test, 'max');
    const length = numberParam(test, 'length');
    const enumerated = test.params?.enum;
    if (Array.isArray(enumerated)) return { enum: enumerated };
    const bound = (word: 'min' | 'max'): string =>
        type === 'string'
            ? `${word}Length`
            : type === 'array'
              ? `${word}Items`
              : word === 'min'
                ? 'minimum'
                : 'maximum';
    // yup names moreThan / lessThan `min` / `max` too, with `more` / `less`.
    const more = numberParam(test, 'more');
    const less = numberParam(test, 'less');
    if (more !== undefined) return { exclusiveMinimum: more };
    if (less !== undefined) return { exclusiveMaximum: less };
    switch (test.name) {
        case 'min':
            return min === undefined ? {} : { [bound('min')]: min };
        case 'max':
            return max === undefined ? {} : { [bound('max')]: max };
        case 'length':
            return length === undefined ? {} : { [bound('min')]: length, [bound('max')]: length };
        case 'matches': {
            const regex = test.params?.regex;
            return regex instanceof RegExp ? { pattern: regex.source } : {};
        }
        case 'email':
            return { format: 'email' };
        case 'url':
            return { format: 'uri' };
        case 'integer':
            return { type: 'integer' };
        default:
            return {};
    }
};

const JSON_TYPES: Record<string, string> = {
    string: 'string',
    number: 'number',
    boolean: 'boolean',
    object: 'object',
    array: 'array',
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
    if (type === 'object' && described.fields) {
        const fields = Object.entries(described.fields);
        out.properties = Object.fromEntries(fields.map(([name, field]) => [name, describedSchema(field)]));
        const required = fields.filter(([, field]) => field.optional === false).map(([name]) => name);
        if (required.length > 0) out.required = required;
    }
    if (type === 'array' && described.innerType) out.items = describedSchema(described.innerType);
    if (described.nullable && typeof out.type === 'string') {
        out.type = [out.type, 'null'];
        if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
    }
    return out;
};

/** A yup schema's rules as JSON Schema. */
export const ruleSchema = (schema: AnySchema): JsonSchema =>
    describedSchema(schema.describe() as SchemaDescription as Described);
