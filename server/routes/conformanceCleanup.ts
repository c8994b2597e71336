/*
 * POST /__conformance/cleanup: a `--write` conformance run's records dropped for good once it has deleted them
 * (docs/conformance.md), out of Recently deleted, their histories and the activity log, so a nightly run leaves
 * nothing behind. Only for the session that made them: records named `conformance-<run>-…` that this session
 * added (while this API ran) and that nobody else changed, switched or deleted.
 */
import type { Request } from 'express';
import { currentActor } from '../auth/actor';
import { ACTIVITY } from '../domain/activity';
import { Refusal, handle, succeed } from '../http/answers';
import { route } from '../openapi/routeDoc';
import type { StoredRecord } from '../store/dbFile';
import { DELETED, deletedEntryOf, purgeDeleted, REVISIONS } from '../store/recordHistory';
import type { Store } from '../store/store';
import type { RouteModule } from './module';

export const CONFORMANCE_CLEANUP_PATH = '/__conformance/cleanup';
/** A run's marker as scripts/conformance/writes.ts makes it. */
const RUN = /^conformance-[a-z0-9]{1,40}$/;
const MARKED = 'conformance-';

const runOf = (req: Request): string => {
    const run = (req.body as { run?: unknown } | undefined)?.run;
    if (typeof run !== 'string' || !RUN.test(run))
        throw new Refusal(400, 'run must be the run\'s marker, "conformance-<id>"');
    return run;
};

/** Whether a record carries a name of that prefix (its name, e-mail or code: `conformance-<run>-<n>…`). */
const named = (row: unknown, prefix: string): boolean =>
    Object.values((row ?? {}) as Record<string, unknown>).some(
        value => typeof value === 'string' && value.startsWith(prefix),
    );

/** A record's kept versions (those its history's bounds have not dropped). */
const revisionsOf = (store: Store, collection: string, id: string): StoredRecord[] =>
    store.collection(REVISIONS).all.filter(entry => entry.collection === collection && entry.record_id === id);

const keyOf = (collection: unknown, id: unknown) => `${String(collection)}/${String(id)}`;

/** The record's activity-log rows. */
const activityOf = (store: Store, entry: StoredRecord): StoredRecord[] =>
    store.collection(ACTIVITY).all.filter(row => row.target_id === entry.record_id);

/** Which session added each record a run named, as it was added. */
const addedBySession = (store: Store): Map<string, string> => {
    const sessions = new Map<string, string>();
    store.onWritten(({ collection, kind, row }) => {
        const session = currentActor()?.session;
        if (kind === 'created' && session && named(row, MARKED)) sessions.set(keyOf(collection, row._id), session);
    });
    return sessions;
};

/** Added in this session by this user and touched by nobody else: every change, log row and the delete its own. */
const madeHere = (
    store: Store,
    entry: StoredRecord,
    made: { userId: string; session: string; by: Map<string, string> },
): boolean =>
    made.by.get(keyOf(entry.collection, entry.record_id)) === made.session &&
    entry.actor_id === made.userId &&
    revisionsOf(store, String(entry.collection), String(entry.record_id)).every(
        revision => revision.actor_id === made.userId,
    ) &&
    activityOf(store, entry).every(row => row.actor_id === made.userId);

export const conformanceCleanupRoutes: RouteModule = {
    collections: [],
    register: ({ app, store, guard }) => {
        const by = addedBySession(store);
        app.post(
            CONFORMANCE_CLEANUP_PATH,
            guard,
            handle(async (req, res) => {
                const run = runOf(req);
                const made = { userId: String(res.locals.userId), session: String(res.locals.sessionId), by };
                const entries = store
                    .collection(DELETED)
                    .all.filter(entry => named(entry.row, `${run}-`) && madeHere(store, entry, made));
                let activity = 0;
                for (const entry of entries) {
                    for (const row of activityOf(store, entry)) {
                        // The log is kept like any record: its row goes to Recently deleted, to be dropped too.
                        store.collection(ACTIVITY).remove(row._id);
                        const logged = deletedEntryOf(store, ACTIVITY, row._id);
                        if (logged) await purgeDeleted(store, logged);
                        activity += 1;
                    }
                    await purgeDeleted(store, entry);
                    by.delete(keyOf(entry.collection, entry.record_id));
                }
                succeed(res, { records: entries.length, activity }, 'The run left nothing behind');
            }),
        );
        return [
            route(`POST ${CONFORMANCE_CLEANUP_PATH}`, {
                summary:
                    "Drop a conformance run's deleted records for good (Recently deleted, history, activity log): its session's own only",
                tag: 'testers',
                access: 'superadmin',
                body: {
                    type: 'object',
                    required: ['run'],
                    properties: { run: { type: 'string', pattern: RUN.source } },
                },
                data: {
                    type: 'object',
                    required: ['records', 'activity'],
                    properties: { records: { type: 'integer' }, activity: { type: 'integer' } },
                },
            }),
        ];
    },
};
