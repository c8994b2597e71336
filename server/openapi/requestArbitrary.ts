/**
 * Request bodies and values drawn from the OpenAPI document's JSON Schemas (fast-check): values that follow
 * the schema, and bodies that break it one way at a time (a wrong type, a missing required key, an
 * oversized text, a prototype key, a body that is not an object).
 */
import fc from 'fast-check';
import type { JsonSchema } from './ruleSchema';

const LONGEST = 40;

/** A value that follows the schema (as far as its keywords go). */
export const valueOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map(valueOf));
    if (Array.isArray(schema.type))
        return fc.oneof(...(schema.type as string[]).map(type => valueOf({ ...schema, type })));
    const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
    switch (schema.type) {
        case 'string': {
            if (schema.format === 'email') return fc.emailAddress();
            if (schema.format === 'uri') return fc.webUrl();
            if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
            const minLength = num('minLength') ?? 0;
            return fc.string({
                minLength,
                maxLength: Math.max(minLength, Math.min(num('maxLength') ?? LONGEST, LONGEST)),
            });
        }
        case 'integer':
            return fc.integer({ min: num('minimum') ?? -1000, max: num('maximum') ?? 100_000 });
        case 'number':
            return fc.oneof(
                fc.integer({ min: num('minimum') ?? -1000, max: num('maximum') ?? 100_000 }),
                fc.double({
                    min: num('minimum') ?? -1e6,
                    max: num('maximum') ?? 1e6,
                    noNaN: true,
                    noDefaultInfinity: true,
                }),
            );
        case 'boolean':
            return fc.boolean();
        case 'null':
            return fc.constant(null);
        case 'array': {
            const minLength = num('minItems') ?? 0;
            return fc.array(valueOf((schema.items ?? {}) as JsonSchema), {
                minLength,
                maxLength: Math.max(minLength, Math.min(num('maxItems') ?? 4, 4)),
            });
        }
        case 'object': {
            const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
            const required = ((schema.required ?? []) as string[]).filter(key => key in properties);
            return fc.record(Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, valueOf(s)])), {
                requiredKeys: required,
            });
        }
        default:
            return fc.jsonValue({ maxDepth: 2 });
    }
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
