/** One step of a run: a call sent with the run's session and its answer checked. */
import { fillPath } from '../../src/shared/endpoints';
import type { OpenPathOverrides } from '../../src/shared/openPaths';
import type { AnswerCheck } from '../../server/openapi/answerCheck';
import type { SpecCall } from './calls';
import type { Permissions } from '../../src/shared/permissions/model';
import { checkAnswer } from './check';
import type { CaseResult } from './junit';
import { send, type Answer, type Session } from './request';

export interface RunOptions {
    /** The API's address, without a trailing slash. */
    api: string;
    email: string;
    password: string;
    /** Add, change and delete records of its own too. */
    write?: boolean;
    /** Signed in as a staff member (`--as`): refused calls must be refused, hidden fields absent. */
    staff?: boolean;
    /** The deployer's open paths (config.json's `paths`). */
    paths?: OpenPathOverrides;
    /** The fake API's description of each call; without it, answers are held to the envelope alone. */
    check?: AnswerCheck;
    /** Names the run's own records (`conformance-<runId>-…`). */
    runId?: string;
    fetch?: typeof fetch;
}

/** What a run shares between its calls: the session, and a record id of each collection read so far. */
export interface RunState {
    options: RunOptions;
    session?: Session;
    ids: Map<string, string>;
    rows: Map<string, Record<string, unknown>[]>;
    /** A staff run's permissions, read once signed in. */
    permissions?: Permissions;
}

/** The call as it was sent: its method and the real path, the record's id filled in. */
export const lineOf = (call: Pick<SpecCall, 'endpoint' | 'path'>, id?: string): string =>
    `${call.endpoint.method} ${fillPath(call.path, id)}`;

const idOf = (row: Record<string, unknown>): string | undefined =>
    typeof row._id === 'string' || typeof row._id === 'number'
        ? String(row._id)
        : typeof row.id === 'string' || typeof row.id === 'number'
          ? String(row.id)
          : undefined;

export const firstId = (rows: readonly Record<string, unknown>[]): string | undefined =>
    rows.map(idOf).find(id => id !== undefined);

/** Sends a call and says how it went; a call the API does not answer fails with the reason. */
export const attempt = async (
    state: RunState,
    call: SpecCall,
    values: Record<string, unknown>,
    id?: string,
): Promise<{ result: CaseResult; answer?: Answer }> => {
    const line = lineOf(call, id);
    try {
        const answer = await send(
            state.options.api,
            call.endpoint,
            call.path,
            values,
            state.session,
            id,
            state.options.fetch,
        );
        const verdict = checkAnswer(call, answer.status, answer.body, state.options.check);
        return { result: { name: call.name, call: line, ...verdict, seconds: answer.seconds }, answer };
    } catch (error) {
        const got = `no answer: ${error instanceof Error ? error.message : String(error)}`;
        return { result: { name: call.name, call: line, expected: '200', got, pass: false, seconds: 0 } };
    }
};
