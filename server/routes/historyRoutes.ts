/*
 * Every declared record's history and its recently deleted records, for every declaration that edits or deletes
 * (src/shared/recordHistory.ts names the calls). A coach reaches only what it may edit.
 */
import type { Express, Request, RequestHandler, Response } from 'express';
import { recordTitle } from '../../src/shared/recordTitle';
import {
    HISTORY_PAGE,
    HISTORY_PAGE_MAX,
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
import { type RecordEdits, writeGuardsOf } from '../domain/recordEdits';
import { refreshReferenceLabels } from '../domain/references';
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
import { Refusal, handle, succeed } from '../http/answers';
import { reads } from '../http/safety';
import { permissionOfHandlers, permitted, type Permission } from '../http/permits';
import type { Guards } from './declaredRoute';
import type { Access, RouteDoc } from '../openapi/routeDoc';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import { DELETED, historyPage, purgeDeleted, purgeExpired } from '../store/recordHistory';
import type { Store } from '../store/store';
import { expectedVersion } from '../store/versions';
import { recordSchema } from '../openapi/entitySchema';
import { HISTORY, HISTORY_QUERY, VERSION_BODY, deletedSchema } from './historyDocs';

/** The most deleted records one list answers (the newest): 30 days of deletes stay a readable list. */
const MAX_DELETED = 500;

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
    /** Every collection's edit: a version restore goes through its declaration's. */
    edits: RecordEdits;
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

const contextOf = ({ decl, store, rows, edits }: Declared, res: Response): RestoreContext => ({
    store,
    rows: rows(),
    mayEdit: mayEditOf(decl, res),
    edit: edits.of(decl),
    guards: writeGuardsOf(store, decl, edits),
    viewer: viewerOf(res),
});

/** A page size or a version asked in the query: a whole number in its range, or the default when not given. */
const wholeQuery = (req: Request, name: string, min: number, max: number, fallback: number): number => {
    const given = req.query[name];
    if (given === undefined || given === '') return fallback;
    const value = typeof given === 'string' && /^\d{1,9}$/.test(given) ? Number(given) : Number.NaN;
    if (!(value >= min && value <= max))
        throw new Refusal(
            400,
            `${name} must be a whole number ${max < Infinity ? `from ${min} to ${max}` : `of at least ${min}`}`,
        );
    return value;
};

/** A page of the record's history, as the history call answers it. */
const historyAnswer = (store: Store, decl: ResourceDeclaration, row: StoredRecord, req: Request): RecordHistory => {
    const limit = wholeQuery(req, 'limit', 1, HISTORY_PAGE_MAX, HISTORY_PAGE);
    const before = wholeQuery(req, 'before', 1, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
    return { version: versionOf(row), ...historyPage(store, decl.collection, row._id, { limit, before }) };
};

const registerHistory = (declared: Declared): void => {
    const { decl, store, rows, calls, chain, access, on, edits } = declared;
    const tag = decl.title;
    const singular = decl.singular.toLowerCase();
    on(
        calls.history,
        [...chain, reads],
        {
            summary: `A page of a ${singular}'s history, newest first`,
            tag,
            access,
            query: HISTORY_QUERY,
            data: HISTORY,
        },
        handle((req, res) =>
            succeed(
                res,
                historyAnswer(store, decl, editableRecord(decl, rows(), idOf(req), mayEditOf(decl, res)), req),
            ),
        ),
    );
    // A restore is an edit: whoever may call the edit route (its guards), then the edit's own rules.
    on(
        calls.restoreVersion,
        [...(edits.of(decl)?.chain ?? chain), permitted(historyOf(decl))],
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
            const context = contextOf(declared, res);
            const { saved, shown } = await restoreVersion(decl, context, idOf(req), version, expectedVersion(req));
            recordChangeActivity(store, res.locals.userId, decl, saved, {
                action: 'restore',
                detail: `version ${version}`,
            });
            succeed(res, shown, `${decl.singular} restored successfully`);
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
            const context = contextOf(declared, res);
            const restored = await restoreDeleted(decl, context, idOf(req));
            refreshReferenceLabels(store, declarations, decl.collection, restored);
            recordChangeActivity(store, res.locals.userId, decl, restored, { action: 'restore' });
            // Answered as its add would answer it.
            const shown = context.edit?.show?.(restored, context.viewer) ?? publicRow(restored);
            succeed(res, shown, `${decl.singular} restored successfully`);
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

/** Every collection's edit, and which of the two extras this API serves (--spec-only: neither). */
export interface HistoryOptions {
    edits: RecordEdits;
    offers: (extra: Extra) => boolean;
}

/** Who may call a declaration's history routes: any session where a coach edits some of its records. */
const accessOf = (decl: ResourceDeclaration): Access =>
    decl.access?.ownerKey || decl.access?.selfService ? 'session' : 'superadmin';

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

const historyOf = (decl: ResourceDeclaration): Permission => ({ screen: decl.name, action: 'history' });

/**
 * The history and recently deleted routes of every declaration that edits or deletes its records; returns them
 * described, for the route index and /openapi.json.
 */
export const registerHistoryRoutes = (
    app: Express,
    declarations: readonly ResourceDeclaration[],
    store: Store,
    guards: Guards,
    { edits, offers }: HistoryOptions,
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
            edits,
            // Staff get past the guard to be judged by their role: history and restore is one permission.
            chain: [access === 'session' ? guards.signedIn : guards.staffGuard, permitted(historyOf(decl))],
            // Every route here but the super-admin's delete forever needs the screen's history permission; a restore
            // is an edit too, so it needs what the edit's chain judges as well.
            on: (endpoint, chain, doc, handler) =>
                on(
                    endpoint,
                    chain,
                    endpoint.method === 'DELETE'
                        ? doc
                        : { ...doc, permission: permissionOfHandlers(chain) ?? historyOf(decl) },
                    handler,
                ),
        };
        if (offers('history') && offersHistory(decl)) registerHistory(declared);
        // A coach reads deleted records only where it owns some (a coach's own record is never among them).
        const deletedBy: Declared = decl.access?.ownerKey
            ? declared
            : { ...declared, chain: [guards.staffGuard, permitted(historyOf(decl))], access: 'superadmin' };
        if (offers('recentlyDeleted') && offersRecentlyDeleted(decl)) registerDeleted(deletedBy, guards.guard);
    }
    return routes;
};
