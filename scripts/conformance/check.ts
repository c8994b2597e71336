/**
 * Whether one answer is what the spec and the declarations say: status 200, the `{success, message, data}`
 * envelope, and `data` as the API's description of that call has it (required keys, types), checked with the
 * fake API's own OpenAPI document (built from the declarations and the routes' descriptors). A `rest` list has no
 * envelope: a plain array of records, each with its `id`, and the total in `Content-Range`.
 */
import type { AnswerCheck } from '../../server/openapi/answerCheck';
import type { Rows, SpecCall } from './calls';

export interface Verdict {
    expected: string;
    got: string;
    pass: boolean;
}

const SHAPE: Record<Rows, string> = {
    docs: 'data.docs, totalDocs, totalPages',
    results: 'data.results, count, totalPage',
    array: 'data: a list',
    record: 'data: the record',
    none: 'data',
    rest: 'a list',
};

/** What ra-data-simple-rest needs of a `rest` list's answer: `[{id, …}]` and `Content-Range: items 0-9/42`. */
const restProblem = (body: unknown, range: string | undefined): string | undefined => {
    if (!Array.isArray(body)) return `the answer is ${isRecord(body) ? 'an object' : typeof body}, not a list`;
    const index = body.findIndex(row => !isRecord(row) || (typeof row.id !== 'string' && typeof row.id !== 'number'));
    if (index >= 0) return `record ${index} has no id`;
    if (!range) return 'no Content-Range header';
    if (!/^\S+ (\d+-\d+|\*)\/\d+$/.test(range)) return `Content-Range "${range}" gives no total`;
    return undefined;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with the envelope itself, whatever the call. */
const envelopeProblem = (body: unknown): string | undefined => {
    if (!isRecord(body))
        return `the answer is ${Array.isArray(body) ? 'a bare list' : typeof body}, not {success, message, data}`;
    const missing = ['success', 'message', 'data'].filter(key => !(key in body));
    if (missing.length > 0) return `the envelope lacks ${missing.join(', ')}`;
    if (body.success !== true) return `success is ${JSON.stringify(body.success)}: ${String(body.message)}`;
    if (typeof body.message !== 'string') return 'message is not text';
    return undefined;
};

/** The answer's problems in a line a tester reads: "data/docs/0 must have required property '_id'". */
const shortProblem = (problem: string): string => {
    const match = /: (\S+) (.*?) \{/.exec(problem);
    return match ? `${match[1].replace(/^\//, 'body/')} ${match[2].trim()}` : problem;
};

/**
 * The verdict on one answer. `documented` is the call's path as the fake API documents it (an open path's default),
 * `check` the fake API's document; a call it does not describe is held to the envelope alone.
 */
export const checkAnswer = (
    call: SpecCall,
    status: number,
    body: unknown,
    check: AnswerCheck | undefined,
    range?: string,
): Verdict => {
    const rest = call.rows === 'rest';
    const expected = rest
        ? '200 [{id, …}], Content-Range with the total'
        : `200 {success: true, message, ${SHAPE[call.rows]}}`;
    if (status !== 200) {
        const message = isRecord(body) && typeof body.message === 'string' ? `: ${body.message.slice(0, 80)}` : '';
        return { expected, got: `${status}${message}`, pass: false };
    }
    const envelope = rest ? restProblem(body, range) : envelopeProblem(body);
    if (envelope) return { expected, got: `200, ${envelope}`, pass: false };
    const documented = check?.operation(call.endpoint.method, call.endpoint.path)
        ? check.problems(call.endpoint.method, call.endpoint.path, status, body)
        : [];
    if (documented.length > 0) {
        const more = documented.length > 1 ? ` (and ${documented.length - 1} more)` : '';
        return { expected, got: `200, ${shortProblem(documented[0])}${more}`, pass: false };
    }
    return { expected, got: '200 as expected', pass: true };
};
