/**
 * The end of a `--write` run: the fake API drops the records the run deleted for good (Recently deleted, their
 * histories, their activity-log rows: server/routes/conformanceCleanup.ts), so a nightly run leaves nothing behind.
 * The spec has no such call: an API without it keeps them in its own logs, which is said, not failed.
 */
import { CONFORMANCE_CLEANUP_PATH } from '../../server/routes/conformanceCleanup';
import { post } from '../../src/shared/endpoints';
import type { Endpoint } from '../../src/shared/types';
import type { RunState } from './step';

export interface Purge {
    endpoint: Endpoint;
    /** What was dropped, for the clean-up row. */
    said: string;
    /** What is left behind, if anything. */
    problem?: string;
}

/** Answers of an API that has no such call. */
const ABSENT = new Set([404, 405, 501]);

export const purgeRun = async (state: RunState, marker: string, deleted: number): Promise<Purge> => {
    const endpoint = post(CONFORMANCE_CLEANUP_PATH);
    try {
        const answer = await (state.options.fetch ?? fetch)(`${state.options.api}${CONFORMANCE_CLEANUP_PATH}`, {
            method: 'POST',
            headers: {
                Accept: 'application/json',
                'Content-Type': 'application/json',
                Authorization: `Bearer ${state.session?.token ?? ''}`,
            },
            body: JSON.stringify({ run: marker }),
        });
        if (ABSENT.has(answer.status)) return { endpoint, said: 'the API has no purge: its own logs keep them' };
        const body = (await answer.json().catch(() => undefined)) as
            { message?: unknown; data?: { records?: unknown; activity?: unknown } } | undefined;
        const { records, activity } = body?.data ?? {};
        if (answer.status !== 200 || typeof records !== 'number')
            return {
                endpoint,
                said: '',
                problem: `the purge answered ${answer.status}: ${String(body?.message ?? '')}`,
            };
        if (records < deleted)
            return {
                endpoint,
                said: '',
                problem: `${deleted - records} of its ${deleted} deleted records still in Recently deleted`,
            };
        return {
            endpoint,
            said: `${records} purged from Recently deleted, with ${String(activity)} activity-log rows`,
        };
    } catch (error) {
        return {
            endpoint,
            said: '',
            problem: `the purge: no answer (${error instanceof Error ? error.message : String(error)})`,
        };
    }
};
