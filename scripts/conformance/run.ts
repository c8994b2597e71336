/**
 * A conformance run: signs in as the spec says, sends each spec call (./calls.ts) to the API and checks each
 * answer (./check.ts); with `write`, also adds, changes and deletes records of its own (./writes.ts).
 */
import { accountApi } from '../../src/shared/account/endpoints';
import { get } from '../../src/shared/endpoints';
import { CAPABILITIES_PATH, type Extra } from '../../src/shared/extras';
import { send } from './request';
import { declarations } from '../../src/shared/entities/declarations';
import { readCalls, rowsOf, type SpecCall } from './calls';
import type { CaseResult } from './junit';
import { attempt, firstId, lineOf, type RunOptions, type RunState } from './step';
import { writeChecks } from './writes';
import { mayCall, refusedCall, shownHidden, staffPermissions } from './staff';

const data = (body: unknown): unknown => (body as { data?: unknown } | null)?.data;

/** The extras the API names at GET /capabilities; none when it has no such call, as the console reads it. */
const offeredExtras = async (state: RunState): Promise<readonly Extra[]> => {
    const capabilities = get(CAPABILITIES_PATH, { guarded: true });
    try {
        const answer = await send(
            state.options.api,
            capabilities,
            CAPABILITIES_PATH,
            {},
            state.session,
            undefined,
            state.options.fetch,
        );
        const extras = (data(answer.body) as { extras?: unknown } | undefined)?.extras;
        return answer.status === 200 && Array.isArray(extras) ? (extras as Extra[]) : [];
    } catch {
        return [];
    }
};

/** The values a call sends: the credentials for sign-in, the session for its check, else the call's own. */
const valuesOf = (call: SpecCall, state: RunState): Record<string, unknown> => {
    if (call.account === 'signIn') return { email: state.options.email, password: state.options.password };
    if (call.account === 'sessionCheck') return { id: state.session?.userId, token: state.session?.token };
    return { ...call.values };
};

const notRun = (call: SpecCall, why: string): CaseResult => ({
    name: call.name,
    call: lineOf(call),
    expected: '200',
    got: why,
    pass: false,
    skipped: why,
    seconds: 0,
});

/** The run's sign-in, when it failed: nothing else was sent. */
export const signInFailure = (results: readonly CaseResult[]): CaseResult | undefined =>
    results.length === 1 && !results[0].pass ? results[0] : undefined;

/** Why a read call is not sent as asked: an extra the API does not offer, a role that lacks it, no record to read. */
const heldBack = async (state: RunState, call: SpecCall): Promise<CaseResult | undefined> => {
    if (call.extra && !state.offered?.includes(call.extra))
        return notRun(call, `not run: this API does not offer the ${call.extra} extra (GET ${CAPABILITIES_PATH})`);
    const { permissions } = state;
    if (permissions && !mayCall(permissions, call)) return refusedCall(state, call, permissions);
    if (call.idFrom && !state.ids.get(call.idFrom)) return notRun(call, 'not run: its list showed no record to read');
    return undefined;
};

/** One read call: its id from an earlier list, then the answer, whose rows give later calls theirs. */
const readOne = async (state: RunState, call: SpecCall): Promise<CaseResult> => {
    const held = await heldBack(state, call);
    if (held) return held;
    const id = call.idFrom ? state.ids.get(call.idFrom) : undefined;
    const { result, answer } = await attempt(state, call, valuesOf(call, state), id);
    // A `rest` list answers its rows bare.
    const rows = call.rows === 'rest' ? answer?.body : data(answer?.body);
    if (result.pass) keep(state, call, rows);
    const shown = state.permissions ? shownHidden(state.permissions, call, rows) : [];
    if (shown.length > 0) return { ...result, pass: false, got: `shows the hidden ${shown.join(', ')}` };
    if (call.account === 'signIn' && result.pass && !state.session)
        return { ...result, pass: false, got: '200, but data has no accessToken and user._id' };
    return result;
};

/** What later calls need of an answer: the session sign-in opened, a list's rows and a record id of its collection. */
const keep = (state: RunState, call: SpecCall, answered: unknown): void => {
    if (call.account === 'signIn') {
        const session = answered as { accessToken?: string; user?: { _id?: string } } | undefined;
        if (session?.accessToken && session.user?._id)
            state.session = { token: session.accessToken, userId: session.user._id };
    }
    if (!call.collection) return;
    const rows = rowsOf(call.rows, answered);
    state.rows.set(call.name, rows);
    const first = firstId(rows);
    if (first && !state.ids.has(call.collection)) state.ids.set(call.collection, first);
};

/** Every call's result, in the order sent. */
export const runConformance = async (options: RunOptions): Promise<CaseResult[]> => {
    const state: RunState = { options, ids: new Map(), rows: new Map() };
    const results: CaseResult[] = [];
    for (const call of readCalls(declarations, accountApi, options.paths)) {
        results.push(await readOne(state, call));
        // Nothing else can run without a session: the one failure says why, not a row for every call.
        if (call.account === 'signIn' && !state.session) return results;
        if (call.account === 'signIn') state.offered = await offeredExtras(state);
        if (call.account === 'signIn' && options.staff) state.permissions = await staffPermissions(state);
    }
    if (options.write && state.session) results.push(...(await writeChecks(state, declarations)));
    return results;
};
