/**
 * Request bodies and values drawn from the OpenAPI document's JSON Schemas (fast-check): values that follow
 * the schema, and bodies that break it one way at a time (a wrong type, a missing required key, an
 * oversized text, a prototype key, a body that is not an object).
 */
import fc from 'fast-check';
import type { JsonSchema } from './ruleSchema';

const LONGEST = 40;

/** A keyword's number, if the schema gives one. */
const numberIn = (schema: JsonSchema, key: string): number | undefined =>
    typeof schema[key] === 'number' ? (schema[key] as number) : undefined;

const textOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
    if (schema.format === 'email') return fc.emailAddress();
    if (schema.format === 'uri') return fc.webUrl();
    if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
    const minLength = numberIn(schema, 'minLength') ?? 0;
    return fc.string({
        minLength,
        maxLength: Math.max(minLength, Math.min(numberIn(schema, 'maxLength') ?? LONGEST, LONGEST)),
    });
};

const integerOf = (schema: JsonSchema): fc.Arbitrary<unknown> =>
    fc.integer({ min: numberIn(schema, 'minimum') ?? -1000, max: numberIn(schema, 'maximum') ?? 100_000 });

const numberOf = (schema: JsonSchema): fc.Arbitrary<unknown> =>
    fc.oneof(
        fc.integer({ min: numberIn(schema, 'minimum') ?? -1000, max: numberIn(schema, 'maximum') ?? 100_000 }),
        fc.double({
            min: numberIn(schema, 'minimum') ?? -1e6,
            max: numberIn(schema, 'maximum') ?? 1e6,
            noNaN: true,
            noDefaultInfinity: true,
        }),
    );

const arrayOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
    const minLength = numberIn(schema, 'minItems') ?? 0;
    return fc.array(valueOf((schema.items ?? {}) as JsonSchema), {
        minLength,
        maxLength: Math.max(minLength, Math.min(numberIn(schema, 'maxItems') ?? 4, 4)),
    });
};

const objectOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = ((schema.required ?? []) as string[]).filter(key => key in properties);
    return fc.record(Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, valueOf(s)])), {
        requiredKeys: required,
    });
};

/** A value of one JSON Schema type. */
const BY_TYPE: Readonly<Record<string, (schema: JsonSchema) => fc.Arbitrary<unknown>>> = {
    string: textOf,
    integer: integerOf,
    number: numberOf,
    boolean: () => fc.boolean(),
    null: () => fc.constant(null),
    array: arrayOf,
    object: objectOf,
};

/** A value that follows the schema (as far as its keywords go). */
export const valueOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map(valueOf));
    if (Array.isArray(schema.type))
        return fc.oneof(...(schema.type as string[]).map(type => valueOf({ ...schema, type })));
    const ofType =
        typeof schema.type === 'string' && Object.hasOwn(BY_TYPE, schema.type) ? BY_TYPE[schema.type] : undefined;
    return ofType ? ofType(schema) : fc.jsonValue({ maxDepth: 2 });
};

/** A body that breaks the schema in one place. */
const brokenBody = (schema: JsonSchema): fc.Arbitrary<unknown> => {
    const keys = Object.keys((schema.properties ?? {}) as object);
    const required = (schema.required ?? []) as string[];
    const valid = valueOf(schema) as fc.Arbitrary<Record<string, unknown>>;
    const notAnObject = fc.oneof(
        fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
        fc.string(),
        fc.integer(),
        fc.constant(null),
    );
    if (keys.length === 0) return notAnObject;
    const key = fc.constantFrom(...keys);
    return fc.oneof(
        // A wrong type in one key.
        fc.tuple(valid, key, fc.jsonValue({ maxDepth: 2 })).map(([body, k, value]) => ({ ...body, [k]: value })),
        // Text far over any cap.
        fc
            .tuple(valid, key, fc.integer({ min: 2_000, max: 60_000 }))
            .map(([body, k, n]) => ({ ...body, [k]: 'x'.repeat(n) })),
        // A missing required key.
        ...(required.length > 0
            ? [
                  fc
                      .tuple(valid, fc.constantFrom(...required))
                      .map(([body, k]) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== k))),
              ]
            : []),
        // Keys named like Object.prototype's.
        fc
            .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'toString'))
            .map(([body, k]) =>
                JSON.parse(JSON.stringify(body).replace(/^\{/, `{"${k}":{"polluted":true},`).replace(',}', '}')),
            ),
        notAnObject,
    );
};

/** A body for a request schema: mostly valid, often broken. */
export const bodyOf = (schema: JsonSchema): fc.Arbitrary<unknown> =>
    fc.oneof({ arbitrary: valueOf(schema), weight: 2 }, { arbitrary: brokenBody(schema), weight: 3 });
