/**
 * Checks an answer against the API's OpenAPI document: the route is documented, the status is one its
 * operation lists, and a JSON body matches that response's schema (ajv, JSON Schema 2020-12: OpenAPI
 * 3.1's dialect). Used by the contract tests and the fuzzer (scripts/fuzz.ts).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiPath } from './document';
import type { JsonSchema } from './ruleSchema';

type Operation = {
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
    responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

// ajv-formats is CommonJS: its default export arrives wrapped when imported from ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
    ajv: Ajv2020,
) => void;

export interface AnswerCheck {
    /** The operation for "METHOD /path/:id", if the document has it. */
    operation(method: string, path: string): Operation | undefined;
    /** What is wrong with this answer, by the document; empty when it holds. */
    problems(method: string, path: string, status: number, body: unknown, contentType?: string): string[];
}

export const answerCheck = (document: OpenApiDocument): AnswerCheck => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const compiled = new Map<string, ValidateFunction>();
    const operation = (method: string, path: string) => document.paths[openApiPath(path)]?.[method.toLowerCase()];
    return {
        operation,
        problems(method, path, status, body, contentType = 'application/json') {
            const op = operation(method, path);
            if (!op) return [`${method} ${path} is not documented`];
            const response = op.responses[String(status)];
            if (!response) return [`${method} ${path} answered ${status}, which it does not document`];
            if (!contentType.includes('json')) return [];
            const schema = response.content?.['application/json']?.schema;
            if (!schema) return [`${method} ${path} answered JSON with ${status}, documented as another type`];
            const key = `${method} ${path} ${status}`;
            let validate = compiled.get(key);
            if (!validate) {
                validate = ajv.compile(schema);
                compiled.set(key, validate);
            }
            if (validate(body)) return [];
            return (validate.errors ?? []).map(
                e => `${key}: ${e.instancePath || '(answer)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
            );
        },
    };
};
