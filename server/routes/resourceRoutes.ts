import type { Express, Request, Response } from 'express';
import type { Endpoint, ResourceDeclaration } from '../../src/shared/types';
import { Refusal, handle, succeed } from '../http/answers';
import { keepAnswerOf } from '../http/keptAnswers';
import { declarationSeenBy } from '../domain/seenFields';
import { pageOf, parseListQuery, wholeListOf } from '../domain/listQuery';
import { searchIndexOf } from '../store/searchIndex';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import { publicRow } from '../domain/recordChanges';
import type { RecordEdit } from '../domain/recordEdits';
import { type HistoryOptions, registerHistoryRoutes } from './historyRoutes';
import { answerRestList } from '../domain/restList';
import { checkListedReferences, referenceLabels } from '../domain/referenceLabels';
import type { Store } from '../store/store';
import { listData, listRequest, recordSchema } from '../openapi/entitySchema';
import type { RouteDoc } from '../openapi/routeDoc';
import { body, idOf, routeRegistrar, type Declared, type Guards } from './declaredRoute';
import { declaredEdit, registerWrites } from './declaredWrites';

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

/** Each list protocol's handler: its paging, search and answer shape; references search and sort by label. */
const listHandlers = (declared: ResourceDeclaration, rows: () => Collection, store: Store) => {
    const labels = () => referenceLabels(store, declared);
    // A staff role that hides fields neither searches nor sorts by them (../http/permits.ts sets `hidden`).
    const seen = (res: Response) => declarationSeenBy(declared, (res.locals.hidden as string[] | undefined) ?? []);
    return {
        paged: handle((req, res) => {
            const decl = seen(res);
            succeed(res, publicPage(pageOf(decl, rows(), parseListQuery(decl, body(req)), labels)));
        }),
        // The coupon form of paging: GET ?current_page=&limit=, newest first.
        pageQuery: handle((req, res) => {
            const { current_page: page, limit } = req.query;
            const decl = seen(res);
            succeed(res, publicPage(pageOf(decl, rows(), parseListQuery(decl, { page, limit }), labels)));
        }),
        whole: handle((req, res) => {
            const decl = seen(res);
            const whole = wholeListOf(decl, rows(), searchOf(decl.api.list.endpoint, req), labels);
            keepAnswerOf(res, whole);
            succeed(res, whole);
        }),
        // The history form: GET ?limit=&current_page=&search=, answered as results / count / totalPage.
        results: handle((req, res) => {
            const { current_page: page, limit, search } = req.query;
            const decl = seen(res);
            const found = pageOf(decl, rows(), parseListQuery(decl, { page, limit, search }), labels);
            succeed(res, {
                results: found.docs.map(publicRow),
                count: found.totalDocs,
                totalPage: found.totalPages,
                currentPage: found.page,
            });
        }),
        // ra-data-simple-rest's dialect: a plain array, the total in Content-Range.
        rest: handle((req, res) => answerRestList(seen(res), rows(), req, res, labels)),
    };
};

const registerList = ({ decl, rows, store, on, tag }: Declared): void => {
    const { list } = decl.api;
    const asked = listRequest(decl, list);
    const inQuery = list.endpoint.method === 'GET' || list.endpoint.body === 'query';
    on(
        list.endpoint,
        listHandlers(decl, rows, store)[list.kind],
        {
            summary: `List ${decl.plural ?? decl.title.toLowerCase()}`,
            tag,
            ...(inQuery ? { query: asked } : { body: { type: 'json', schema: { type: 'object', properties: asked } } }),
            data: listData(decl, list),
            ...(list.kind === 'rest' ? { answer: 'array' as const } : {}),
        },
        {
            read: true,
            superAdmin: decl.access?.superAdminOnly,
            anySession: decl.access?.sharedList,
            permission: { screen: decl.name, action: 'list' },
        },
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
        { read: true, self: decl.access?.selfService, permission: { screen: decl.name, action: 'open' } },
    );

/** One declaration's list, view, add, edit, delete and switch routes, as far as it declares them. */
const registerDeclared = (declared: Declared, edit: RecordEdit | undefined): void => {
    registerList(declared);
    if (declared.decl.api.view) registerView(declared, declared.decl.api.view);
    registerWrites(declared, edit);
};

/**
 * Routes of every declaration, at the exact method and path it declares, and their history routes; returns them
 * for the route index. A declared edit is made first, so a version restore goes through it too.
 */
export const registerResourceRoutes = (
    app: Express,
    declarations: readonly ResourceDeclaration[],
    store: Store,
    guards: Guards,
    history: HistoryOptions,
): RouteDoc[] => {
    const routes: RouteDoc[] = [];
    const registrar = routeRegistrar(app, store, guards, routes);
    // Its calls are served by its entity folder's own routes (src/resources/<entity>/server.ts).
    const generic = declarations
        .filter(decl => decl.server?.routes !== 'own')
        .map(decl => {
            checkListedReferences(decl);
            const rows = () => store.collection(decl.collection);
            const declared: Declared = {
                decl,
                declarations,
                store,
                rows,
                ...registrar,
                tag: decl.title,
                record: recordSchema(decl),
                edits: history.edits,
            };
            const { update } = decl.api;
            if (update) history.edits.declare(decl, declaredEdit(declared, update));
            return declared;
        });
    routes.push(...registerHistoryRoutes(app, declarations, store, guards, history));
    for (const declared of generic) {
        // Built now, not on the first search; the collection keeps it up to date on writes.
        if (Object.values(declared.decl.fields).some(f => f.searchable)) searchIndexOf(declared.decl, declared.rows());
        registerDeclared(declared, history.edits.of(declared.decl));
    }
    return routes;
};
