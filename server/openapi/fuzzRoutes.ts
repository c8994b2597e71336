/**
 * Property-based fuzzing of a running fake API from its own OpenAPI document: for each operation, requests
 * with path ids (real and made up), query values and bodies drawn from the document's schemas (valid and
 * broken: ./requestArbitrary.ts). Every answer must be documented and match its schema, and none a 500.
 */
import fc from 'fast-check';
import { answerCheck, type OpenApiDocument } from './answerCheck';
import { bodyOf, valueOf } from './requestArbitrary';
import type { JsonSchema } from './ruleSchema';

type Parameter = { name: string; in: string; schema: JsonSchema };
type Operation = {
    parameters?: Parameter[];
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
    responses: Record<string, { content?: Record<string, unknown> }>;
};

/**
 * Routes left alone: a reset or a sign-out would end the fuzzer's own session, the stream never ends, and
 * files and raw data are not JSON answers of this API's envelope.
 */
const SKIPPED = new Set([
    'post /__reset',
    'post /api/v1/superadmin/logout',
    'get /live',
    'get /_db/{collection}',
    'get /docs',
    'get /openapi.json',
]);

export interface FuzzOptions {
    url: string;
    /** The super-admin's bearer token. */
    token: string;
    document: OpenApiDocument;
    /** Requests per operation. */
    runs: number;
    seed: number;
    /** Ids that name real records, so edits and deletes reach beyond "not found". */
    ids?: readonly string[];
    /** Only operations whose "METHOD /path" contains this. */
    only?: string;
}

export interface FuzzFinding {
    operation: string;
    report: string;
}

const isFileAnswer = (op: Operation): boolean =>
    Object.values(op.responses).some(r => Object.keys(r.content ?? {}).some(type => !type.includes('json')));

/** Multipart values are text: objects and lists travel as JSON text. */
const formDataOf = (body: unknown): FormData | string => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return JSON.stringify(body);
    const form = new FormData();
    for (const [key, value] of Object.entries(body))
        form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    return form;
};

/** One documented operation, as the fuzzer reads it. */
interface Target {
    method: string;
    path: string;
    inPath: Parameter[];
    inQuery: Parameter[];
    /** The request body's media type and schema, if it takes one. */
    type: string | undefined;
    content: { schema: JsonSchema } | undefined;
}

const targetOf = (method: string, path: string, op: Operation): Target => {
    const params = op.parameters ?? [];
    const [type, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    return {
        method,
        path,
        inPath: params.filter(p => p.in === 'path'),
        inQuery: params.filter(p => p.in === 'query'),
        type,
        content,
    };
};

const requestOf = ({ inPath, inQuery, content }: Target, ids: fc.Arbitrary<string>) =>
    fc.record({
        path: fc.tuple(...inPath.map(() => ids)),
        query: fc.record(Object.fromEntries(inQuery.map(p => [p.name, valueOf(p.schema)])), { requiredKeys: [] }),
        body: content ? bodyOf(content.schema) : fc.constant(undefined),
    });

const urlOf = ({ path, inPath }: Target, values: string[], query: Record<string, unknown>): string => {
    let url = path;
    inPath.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(values[i]))));
    const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return `${url}${search.size > 0 ? `?${search}` : ''}`;
};

/** The body as sent: form-data for a multipart route (JSON text when it is not an object), else JSON. */
const payloadOf = (type: string | undefined, body: unknown, headers: Record<string, string>) => {
    let payload: FormData | string | undefined;
    if (body !== undefined && type === 'multipart/form-data') payload = formDataOf(body);
    else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
    }
    if (typeof payload === 'string' && type === 'multipart/form-data') headers['content-type'] = 'application/json';
    return payload;
};

/** Sends one drawn request; throws on a 500 or an answer the document does not describe. */
const sendAndCheck =
    (options: FuzzOptions, check: ReturnType<typeof answerCheck>, target: Target) =>
    async ({ path: values, query, body }: { path: string[]; query: Record<string, unknown>; body: unknown }) => {
        const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
        const payload = payloadOf(target.type, body, headers);
        const res = await fetch(`${options.url}${urlOf(target, values, query)}`, {
            method: target.method.toUpperCase(),
            headers,
            body: payload,
        });
        const contentType = res.headers.get('content-type') ?? '';
        const answer: unknown = contentType.includes('json') ? await res.json() : await res.text();
        if (res.status >= 500) throw new Error(`${res.status}: ${JSON.stringify(answer)}`);
        const documented = target.path.replace(/\{(\w+)\}/g, ':$1');
        const problems = check.problems(target.method.toUpperCase(), documented, res.status, answer, contentType);
        if (problems.length > 0) throw new Error(problems.join('\n'));
    };

const fuzzOperation = async (
    options: FuzzOptions,
    check: ReturnType<typeof answerCheck>,
    ids: fc.Arbitrary<string>,
    target: Target,
): Promise<FuzzFinding | undefined> => {
    const property = fc.asyncProperty(requestOf(target, ids), sendAndCheck(options, check, target));
    const details = await fc.check(property, { numRuns: options.runs, seed: options.seed, endOnFailure: true });
    if (!details.failed) return undefined;
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
    return {
        operation: `${target.method.toUpperCase()} ${target.path}`,
        report: `${error}\n${fc.defaultReportMessage(details) ?? ''}`,
    };
};

const fuzzed = (options: FuzzOptions, method: string, path: string, op: Operation): boolean =>
    !SKIPPED.has(`${method} ${path}`) &&
    !isFileAnswer(op) &&
    (!options.only || `${method.toUpperCase()} ${path}`.includes(options.only));

export const fuzzRoutes = async (options: FuzzOptions): Promise<FuzzFinding[]> => {
    const check = answerCheck(options.document);
    const ids = fc.constantFrom(...(options.ids ?? []), 'no-such-id', '0', '../..', 'ä %', '%00');
    const findings: FuzzFinding[] = [];
    for (const [path, operations] of Object.entries(options.document.paths)) {
        for (const [method, op] of Object.entries(operations as Record<string, Operation>)) {
            if (!fuzzed(options, method, path, op)) continue;
            const finding = await fuzzOperation(options, check, ids, targetOf(method, path, op));
            if (finding) findings.push(finding);
        }
    }
    return findings;
};
