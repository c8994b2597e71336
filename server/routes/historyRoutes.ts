/*
 * Every declared record's history and its recently deleted records, for every declaration that edits or deletes
 * (src/shared/recordHistory.ts names the calls). A coach reaches only what it may edit.
 */
import type { Express, Request, RequestHandler, Response } from 'express';
import { recordTitle } from '../../src/shared/recordTitle';
import {
    KEEP_DELETED_DAYS,
    historyCalls,
    historyRowOf,
    offersHistory,
    offersRecentlyDeleted,
    type DeletedRecord,
    type HistoryCalls,
    type RecordHistory,
} from '../../src/shared/recordHistory';
import type { Endpoint, ResourceDeclaration } from '../../src/shared/types';
import { versionOf } from '../../src/shared/versions';
import { recordChangeActivity } from '../domain/activityTrail';
import { publicRow } from '../domain/recordChanges';
import { refreshReferenceLabels, withReferences } from '../domain/references';
import {
    askedVersion,
    deletedEntry,
    editableRecord,
    restoreDeleted,
    restoreVersion,
    type MayEdit,
    type RestoreContext,
} from '../domain/recordRestores';
import { viewerOf } from '../domain/viewer';
import type { Extra } from '../../src/shared/extras';
import type { RestoreRules, RestoreRulesByCollection } from '../domain/restoreRules';
import { handle, succeed } from '../http/answers';
import { reads } from '../http/safety';
import type { Access, RouteDoc } from '../openapi/routeDoc';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import { DELETED, oldestVersion, purgeDeleted, purgeExpired, revisionsOf } from '../store/recordHistory';
import type { Store } from '../store/store';
import { expectedVersion } from '../store/versions';
import { recordSchema } from '../openapi/entitySchema';
import type { JsonSchema } from '../openapi/ruleSchema';

/** The most deleted records one list answers (the newest): 30 days of deletes stay a readable list. */
const MAX_DELETED = 500;

const TEXT = { type: 'string' };

const CHANGE: JsonSchema = {
    type: 'object',
    properties: { field: TEXT, before: {}, after: {} },
    required: ['field', 'before', 'after'],
};

const HISTORY: JsonSchema = {
    type: 'object',
    properties: {
        version: { type: 'integer', minimum: 0 },
        oldest: { type: ['integer', 'null'] },
        entries: {
            type: 'array',
            items: {
                type: 'object',
                properties: {
                    id: TEXT,
                    version: { type: 'integer' },
                    kind: { enum: ['created', 'updated', 'restored'] },
                    at: TEXT,
                    actor_name: TEXT,
                    changes: { type: 'array', items: CHANGE },
                },
                required: ['id', 'version', 'kind', 'at', 'actor_name', 'changes'],
            },
        },
    },
    required: ['version', 'oldest', 'entries'],
};

const VERSION_BODY: JsonSchema = {
    type: 'object',
    properties: { version: { type: 'integer', minimum: 0 } },
    required: ['version'],
};

const deletedSchema = (decl: ResourceDeclaration): JsonSchema => ({
    type: 'object',
    properties: { id: TEXT, title: TEXT, deleted_at: TEXT, actor_name: TEXT, record: recordSchema(decl) },
    required: ['id', 'title', 'deleted_at', 'actor_name', 'record'],
});

/** What one declaration's history routes work with. */
interface Declared {
    decl: ResourceDeclaration;
    declarations: readonly ResourceDeclaration[];
    store: Store;
    rows: () => Collection;
    calls: HistoryCalls;
    /** Who may call: the super-admin's session, or any session that then reaches only what it may edit. */
    chain: RequestHandler[];
    access: Access;
    /** Its module's own rules for a record brought back, where it has routes of its own. */
    own?: RestoreRules;
    on: (
        endpoint: Endpoint,
        chain: RequestHandler[],
        doc: Omit<RouteDoc, 'method' | 'path'>,
        handler: RequestHandler,
    ) => void;
}

/** A coach may edit what its `ownerKey` names it in, and its own record where the declaration is self-service. */
const mayEditOf =
    (decl: ResourceDeclaration, res: Response): MayEdit =>
    row => {
        const viewer = viewerOf(res);
        if (viewer.superAdmin) return true;
        const { ownerKey, selfService } = decl.access ?? {};
        if (ownerKey) return String(row[ownerKey]) === viewer.id;
        return selfService === true && String(row._id) === viewer.id;
    };

const idOf = (req: Request): string => String(req.params.id);
const bodyOf = (req: Request): Record<string, unknown> => (req.body ?? {}) as Record<string, unknown>;

const contextOf = ({ decl, store, rows, own }: Declared, res: Response): RestoreContext => ({
    store,
    rows: rows(),
    mayEdit: mayEditOf(decl, res),
    complete: (values: Record<string, unknown>) => withReferences(store, decl, values),
    others: (name: string) => store.collection(name),
    ownRules: own && {
        check: (values, row) => own.check(store, values, viewerOf(res), row),
        after: saved => own.after?.(store, saved),
    },
});

const historyAnswer = (store: Store, decl: ResourceDeclaration, row: StoredRecord): RecordHistory => {
    const revisions = revisionsOf(store, decl.collection, row._id);
    return {
        version: versionOf(row),
        oldest: revisions.length > 0 ? oldestVersion(revisions) : null,
        entries: revisions.map(entry => ({
            id: entry._id,
            version: Number(entry.version),
            kind: entry.kind as RecordHistory['entries'][number]['kind'],
            at: String(entry.at),
            actor_name: String(entry.actor_name ?? ''),
            changes: (entry.changes as RecordHistory['entries'][number]['changes']) ?? [],
        })),
    };
};

const registerHistory = (declared: Declared): void => {
    const { decl, declarations, store, rows, calls, chain, access, on } = declared;
    const tag = decl.title;
    const singular = decl.singular.toLowerCase();
    on(
        calls.history,
        [...chain, reads],
        { summary: `A ${singular}'s history`, tag, access, data: HISTORY },
        handle((req, res) =>
            succeed(res, historyAnswer(store, decl, editableRecord(decl, rows(), idOf(req), mayEditOf(decl, res)))),
        ),
    );
    on(
        calls.restoreVersion,
        chain,
        {
            summary: `Restore a version of a ${singular}`,
            tag,
            access,
            data: recordSchema(decl),
            body: { type: 'json', schema: VERSION_BODY },
            conflict: true,
        },
        handle(async (req, res) => {
            const version = askedVersion(bodyOf(req));
            const saved = await restoreVersion(
                decl,
                contextOf(declared, res),
                idOf(req),
                version,
                expectedVersion(req),
            );
            refreshReferenceLabels(store, declarations, decl.collection, saved);
            recordChangeActivity(store, res.locals.userId, decl, saved, {
                action: 'restore',
                detail: `version ${version}`,
            });
            succeed(res, publicRow(saved), `${decl.singular} restored successfully`);
        }),
    );
};

const deletedList = (declared: Declared, res: Response): DeletedRecord[] => {
    const { decl, store } = declared;
    const mayEdit = mayEditOf(decl, res);
    return store
        .collection(DELETED)
        .all.filter(entry => {
            const row = entry.row as StoredRecord;
            return entry.collection === decl.collection && historyRowOf(decl, row) && mayEdit(row);
        })
        .slice(-MAX_DELETED)
        .reverse()
        .map(entry => {
            const row = entry.row as StoredRecord;
            return {
                id: row._id,
                title: recordTitle(decl, row),
                deleted_at: String(entry.deleted_at),
                actor_name: String(entry.actor_name ?? ''),
                record: publicRow(row),
            };
        });
};

const registerDeleted = (declared: Declared, superAdmin: RequestHandler): void => {
    const { decl, declarations, store, calls, chain, access, on } = declared;
    const tag = decl.title;
    const singular = decl.singular.toLowerCase();
    on(
        calls.deleted,
        chain,
        {
            summary: `Recently deleted ${decl.plural ?? decl.title.toLowerCase()} (last ${KEEP_DELETED_DAYS} days)`,
            tag,
            access,
            data: { type: 'array', items: deletedSchema(decl) },
        },
        handle(async (_req, res) => {
            await purgeExpired(store);
            succeed(res, deletedList(declared, res));
        }),
    );
    on(
        calls.restoreDeleted,
        chain,
        { summary: `Restore a deleted ${singular}`, tag, access, data: recordSchema(decl), refuses: [409] },
        handle(async (req, res) => {
            await purgeExpired(store);
            const restored = await restoreDeleted(decl, contextOf(declared, res), idOf(req));
            refreshReferenceLabels(store, declarations, decl.collection, restored);
            recordChangeActivity(store, res.locals.userId, decl, restored, { action: 'restore' });
            succeed(res, publicRow(restored), `${decl.singular} restored successfully`);
        }),
    );
    on(
        calls.deleteForever,
        [superAdmin],
        { summary: `Delete a deleted ${singular} forever`, tag, access: 'superadmin', data: { type: 'null' } },
        handle(async (req, res) => {
            const entry = deletedEntry(store, decl, idOf(req), () => true);
            await purgeDeleted(store, entry);
            const row = entry.row as StoredRecord;
            recordChangeActivity(store, res.locals.userId, decl, row, { action: 'delete_forever' });
            succeed(res, null, `${decl.singular} deleted forever`);
        }),
    );
};

/** The modules' own rules for a restore, and which of the two extras this API serves (--spec-only: neither). */
export interface HistoryOptions {
    restoreRules: RestoreRulesByCollection;
    offers: (extra: Extra) => boolean;
}

/** Who may call a declaration's history routes: any session where a coach edits some of its records. */
const accessOf = (decl: ResourceDeclaration): Access =>
    decl.access?.ownerKey || decl.access?.selfService ? 'session' : 'superadmin';

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * The history and recently deleted routes of every declaration that edits or deletes its records; returns them
 * described, for the route index and /openapi.json.
 */
export const registerHistoryRoutes = (
    app: Express,
    declarations: readonly ResourceDeclaration[],
    store: Store,
    guards: { guard: RequestHandler; signedIn: RequestHandler },
    { restoreRules, offers }: HistoryOptions,
): RouteDoc[] => {
    const routes: RouteDoc[] = [];
    const on: Declared['on'] = (endpoint, chain, doc, handler) => {
        app[VERBS[endpoint.method]](endpoint.path, ...chain, handler);
        routes.push({ method: endpoint.method, path: endpoint.path, ...doc });
    };
    for (const decl of declarations) {
        const access = accessOf(decl);
        const declared: Declared = {
            decl,
            declarations,
            store,
            rows: () => store.collection(decl.collection),
            calls: historyCalls(decl),
            access,
            own: decl.server?.routes === 'own' ? restoreRules.get(decl.collection) : undefined,
            chain: [access === 'session' ? guards.signedIn : guards.guard],
            on,
        };
        if (offers('history') && offersHistory(decl)) registerHistory(declared);
        // A coach reads deleted records only where it owns some (a coach's own record is never among them).
        const deletedBy: Declared = decl.access?.ownerKey
            ? declared
            : { ...declared, chain: [guards.guard], access: 'superadmin' };
        if (offers('recentlyDeleted') && offersRecentlyDeleted(decl)) registerDeleted(deletedBy, guards.guard);
    }
    return routes;
};
