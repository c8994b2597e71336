import type { Express, Request, RequestHandler } from 'express';
import type { Endpoint, ResourceDeclaration, ToggleField } from '../../src/shared/types';
import { Refusal, handle, succeed } from '../http/answers';
import { multipart, multipartParser } from '../http/multipart';
import { pageOf, parseListQuery, wholeListOf } from '../domain/listQuery';
import { searchIndexOf } from '../store/searchIndex';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import {
    createRecord,
    deleteRecord,
    publicRow,
    toggleMessage,
    toggleRecord,
    updateRecord,
} from '../domain/recordChanges';
import { recordChangeActivity } from '../domain/activityTrail';
import { type HistoryOptions, registerHistoryRoutes } from './historyRoutes';
import { referrers, refreshReferenceLabels, refuseWhileReferenced, withReferences } from '../domain/references';
import { answerRestList } from '../domain/restList';
import { reads } from '../http/safety';
import type { Store } from '../store/store';
import { SUPER_ADMIN_ONLY } from '../http/guard';
import { USERS } from '../auth/users';
import { expectedVersion } from '../store/versions';
import { changedFields } from '../store/recordHistory';
import { listData, listRequest, recordSchema, toggleValueSchema, writeSchema } from '../openapi/entitySchema';
import type { Access, RouteDoc } from '../openapi/routeDoc';
import type { JsonSchema } from '../openapi/ruleSchema';

/**
 * Multipart bodies without files, so a declaration may send its form as JSON
 * or form-data. Entities with uploads get their own hand-written routes.
 */
const formFieldsOnly = multipart(multipartParser({ limits: { fields: 1000 } }).none(), {
    LIMIT_UNEXPECTED_FILE: 'This form takes no file',
});

const body = (req: Request): Record<string, unknown> => (req.body ?? {}) as Record<string, unknown>;

/** Declared paths carry one `:id`. */
const idOf = (req: Request): string => String(req.params.id);

/** The search a whole list's payload carries, if its endpoint sends one (`null` counts as none). */
const searchOf = (endpoint: Endpoint, req: Request): string => {
    if (!endpoint.send.includes('search')) return '';
    const search = endpoint.body === 'query' || endpoint.method === 'GET' ? req.query.search : body(req).search;
    if (search === undefined || search === null) return '';
    if (typeof search !== 'string') throw new Refusal(400, 'search must be text');
    return search;
};

/** A page of rows as answers show them. */
const publicPage = <P extends { docs: readonly StoredRecord[] }>(page: P): P => ({
    ...page,
    docs: page.docs.map(publicRow),
});

/** A declaration marked `superAdminOnly` answers the super-admin's own session, not one opened by log in as. */
const superAdminOnly =
    (store: Store): RequestHandler =>
    (_req, res, next) => {
        const user = store.collection(USERS).get(String(res.locals.userId));
        next(user?.is_superadmin === true ? undefined : new Refusal(403, 'Only the super-admin can read this'));
    };

/** A self-service record: the super-admin's session, or the session of the person the path names. */
const selfOrSuperAdmin: RequestHandler = (req, res, next) => {
    const own = res.locals.role === 'superadmin' || String(res.locals.userId) === String(req.params.id);
    next(own ? undefined : new Refusal(403, SUPER_ADMIN_ONLY));
};

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * `read`: a read (never waits for writes); `superAdmin`: the super-admin's own session only; `self`: also the
 * person's own; `anySession`: any session, a coach's included.
 */
interface How {
    read?: boolean;
    superAdmin?: boolean;
    self?: boolean;
    anySession?: boolean;
}

type Doc = Omit<RouteDoc, 'method' | 'path' | 'access'>;

/** Registers one declared route at its method and path, and describes it. */
type On = (endpoint: Endpoint, handler: RequestHandler, doc: Doc, how?: How) => void;

/** What a declaration's routes work with. */
interface Declared {
    decl: ResourceDeclaration;
    declarations: readonly ResourceDeclaration[];
    store: Store;
    rows: () => Collection;
    on: On;
    tag: string;
    record: JsonSchema;
}

const routeRegistrar = (
    app: Express,
    store: Store,
    guards: { guard: RequestHandler; signedIn: RequestHandler },
    routes: RouteDoc[],
): On => {
    const { guard, signedIn } = guards;
    const accessChain = (endpoint: Endpoint, how: How): RequestHandler[] => {
        if (how.superAdmin) return [guard, superAdminOnly(store)];
        if (how.self) return [signedIn, selfOrSuperAdmin];
        if (how.anySession) return [signedIn];
        return endpoint.guarded ? [guard] : [];
    };
    const whoMayCall = (endpoint: Endpoint, how: How): Access => {
        if (how.self || how.anySession) return 'session';
        return endpoint.guarded || how.superAdmin ? 'superadmin' : 'public';
    };
    return (endpoint, handler, doc, how = {}) => {
        const chain = [...accessChain(endpoint, how), ...(how.read ? [reads] : []), formFieldsOnly, handler];
        app[VERBS[endpoint.method]](endpoint.path, ...chain);
        routes.push({ method: endpoint.method, path: endpoint.path, access: whoMayCall(endpoint, how), ...doc });
    };
};

/** Each list protocol's handler: its paging, search and answer shape. */
const listHandlers = (decl: ResourceDeclaration, rows: () => Collection) => ({
    paged: handle((req, res) => succeed(res, publicPage(pageOf(decl, rows(), parseListQuery(decl, body(req)))))),
    // The coupon form of paging: GET ?current_page=&limit=, newest first.
    pageQuery: handle((req, res) => {
        const { current_page: page, limit } = req.query;
        succeed(res, publicPage(pageOf(decl, rows(), parseListQuery(decl, { page, limit }))));
    }),
    whole: handle((req, res) => succeed(res, wholeListOf(decl, rows(), searchOf(decl.api.list.endpoint, req)))),
    // The history form: GET ?limit=&current_page=&search=, answered as results / count / totalPage.
    results: handle((req, res) => {
        const { current_page: page, limit, search } = req.query;
        const found = pageOf(decl, rows(), parseListQuery(decl, { page, limit, search }));
        succeed(res, {
            results: found.docs.map(publicRow),
            count: found.totalDocs,
            totalPage: found.totalPages,
            currentPage: found.page,
        });
    }),
    // ra-data-simple-rest's dialect: a plain array, the total in Content-Range.
    rest: handle((req, res) => answerRestList(decl, rows(), req, res)),
});

const registerList = ({ decl, rows, on, tag }: Declared): void => {
    const { list } = decl.api;
    const asked = listRequest(decl, list);
    const inQuery = list.endpoint.method === 'GET' || list.endpoint.body === 'query';
    on(
        list.endpoint,
        listHandlers(decl, rows)[list.kind],
        {
            summary: `List ${decl.plural ?? decl.title.toLowerCase()}`,
            tag,
            ...(inQuery ? { query: asked } : { body: { type: 'json', schema: { type: 'object', properties: asked } } }),
            data: listData(decl, list),
            ...(list.kind === 'rest' ? { answer: 'array' as const } : {}),
        },
        { read: true, superAdmin: decl.access?.superAdminOnly, anySession: decl.access?.sharedList },
    );
};

const registerView = ({ decl, rows, on, tag, record }: Declared, view: Endpoint): void =>
    on(
        view,
        handle((req, res) => {
            const row = rows().get(idOf(req));
            if (!row) throw new Refusal(404, `${decl.singular} not found`);
            succeed(res, publicRow(row));
        }),
        { summary: `One ${decl.singular.toLowerCase()}`, tag, data: record },
        { read: true, self: decl.access?.selfService },
    );

/** An id chosen from another collection names a row there, and the label kept beside it is that row's. */
const completion = ({ store, decl }: Declared) => ({
    complete: (values: Record<string, unknown>) => withReferences(store, decl, values),
    others: (name: string) => store.collection(name),
});

const writeBody = (decl: ResourceDeclaration, endpoint: Endpoint, kind: 'create' | 'update'): RouteDoc['body'] => ({
    type: endpoint.body === 'form-data' ? 'form-data' : 'json',
    schema: writeSchema(decl, endpoint, kind),
});

const registerCreate = (declared: Declared, create: Endpoint): void => {
    const { decl, rows, on, tag, record } = declared;
    const { complete, others } = completion(declared);
    on(
        create,
        handle(async (req, res) =>
            succeed(
                res,
                publicRow(await createRecord(decl, create, rows(), body(req), complete, others)),
                `${decl.singular} added successfully`,
            ),
        ),
        { summary: `Add ${decl.singular.toLowerCase()}`, tag, data: record, body: writeBody(decl, create, 'create') },
    );
};

/** The fields an edit changed, as the form names them (the activity log's detail). */
const changedLabels = (decl: ResourceDeclaration, before: StoredRecord | undefined, after: StoredRecord): string =>
    changedFields(before, after)
        .flatMap(({ field }) => (decl.fields[field] ? [decl.fields[field].label] : []))
        .join(', ');

const registerUpdate = (declared: Declared, update: Endpoint): void => {
    const { decl, declarations, store, rows, on, tag, record } = declared;
    const { complete, others } = completion(declared);
    on(
        update,
        handle(async (req, res) => {
            const sent = body(req);
            const before = rows().get(idOf(req));
            const saved = await updateRecord(
                decl,
                update,
                rows(),
                idOf(req),
                sent,
                complete,
                others,
                expectedVersion(req),
            );
            refreshReferenceLabels(store, declarations, decl.collection, saved);
            recordChangeActivity(store, res.locals.userId, decl, saved, {
                action: 'update',
                detail: changedLabels(decl, before, saved),
            });
            succeed(res, publicRow(saved), `${decl.singular} updated successfully`);
        }),
        {
            summary: `Edit ${decl.singular.toLowerCase()}`,
            tag,
            data: record,
            body: writeBody(decl, update, 'update'),
            conflict: true,
        },
        { self: decl.access?.selfService },
    );
};

const registerDelete = ({ decl, declarations, store, rows, on, tag, record }: Declared, remove: Endpoint): void =>
    on(
        remove,
        handle((req, res) => {
            refuseWhileReferenced(store, declarations, decl.collection, idOf(req));
            const removed = deleteRecord(decl, rows(), idOf(req));
            recordChangeActivity(store, res.locals.userId, decl, removed, { action: 'delete' });
            succeed(res, publicRow(removed), `${decl.singular} deleted successfully`);
        }),
        {
            summary: `Delete ${decl.singular.toLowerCase()}`,
            tag,
            data: record,
            // Still chosen by other records: 409 with the field's words.
            ...(referrers(declarations, decl.collection).length > 0 ? { refuses: [409] } : {}),
        },
    );

const toggleBody = (field: ToggleField): Pick<Doc, 'body'> =>
    field.valueKey
        ? {
              body: {
                  type: 'json',
                  schema: { type: 'object', properties: { [field.valueKey]: toggleValueSchema(field) } },
              },
          }
        : {};

const registerToggle = ({ decl, store, rows, on, tag, record }: Declared, name: string, field: ToggleField): void =>
    on(
        field.endpoint,
        handle((req, res) => {
            const saved = toggleRecord(decl, rows(), name, field, idOf(req), body(req));
            // A status switch is logged; a favourite star is not.
            if (field.look !== 'star')
                recordChangeActivity(store, res.locals.userId, decl, saved, {
                    action: 'status_change',
                    value: saved[name],
                });
            succeed(res, publicRow(saved), toggleMessage(decl, name, field, saved[name]));
        }),
        {
            summary: `Switch ${decl.singular.toLowerCase()} ${field.label.toLowerCase()}`,
            tag,
            data: record,
            ...toggleBody(field),
        },
    );

/** One declaration's list, view, add, edit, delete and switch routes, as far as it declares them. */
const registerDeclared = (declared: Declared): void => {
    const { view, create, update, delete: remove } = declared.decl.api;
    registerList(declared);
    if (view) registerView(declared, view);
    if (create) registerCreate(declared, create);
    if (update) registerUpdate(declared, update);
    if (remove) registerDelete(declared, remove);
    for (const [name, field] of Object.entries(declared.decl.fields))
        if (field.kind === 'toggle') registerToggle(declared, name, field);
};

/** Routes of every declaration, at the exact method and path it declares; returns them for the route index. */
export const registerResourceRoutes = (
    app: Express,
    declarations: readonly ResourceDeclaration[],
    store: Store,
    guard: RequestHandler,
    signedIn: RequestHandler,
    history: HistoryOptions = { restoreRules: new Map(), offers: () => true },
): RouteDoc[] => {
    const routes: RouteDoc[] = registerHistoryRoutes(app, declarations, store, { guard, signedIn }, history);
    const on = routeRegistrar(app, store, { guard, signedIn }, routes);
    for (const decl of declarations) {
        // Its calls are served by its entity folder's own routes (src/resources/<entity>/server.ts).
        if (decl.server?.routes === 'own') continue;
        const rows = () => store.collection(decl.collection);
        // Built now, not on the first search; the collection keeps it up to date on writes.
        if (Object.values(decl.fields).some(f => f.searchable)) searchIndexOf(decl, rows());
        registerDeclared({ decl, declarations, store, rows, on, tag: decl.title, record: recordSchema(decl) });
    }
    return routes;
};
