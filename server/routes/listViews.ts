import type { Request, Response } from 'express';
import { declarations } from '../../src/shared/entities/declarations';
import { readColumnChoice } from '../../src/shared/columnChoice';
import {
    nameProblem,
    stateProblem,
    VIEWS_API,
    VIEW_NAME_MAX,
    VIEWS_PER_LIST_MAX,
    type SavedView,
    type ViewState,
} from '../../src/shared/savedViews';
import { Refusal, handle, succeed } from '../http/answers';
import { SUPER_ADMIN_ONLY } from '../http/guard';
import { COACHES, USERS } from '../auth/users';
import type { StoredRecord } from '../store/dbFile';
import { newObjectId } from '../store/objectId';
import type { Store } from '../store/store';
import type { RouteContext, RouteModule } from './module';
import { route, type RouteDoc } from '../openapi/routeDoc';
import type { JsonSchema } from '../openapi/ruleSchema';

const LIST_VIEWS = 'listViews';

const LISTS = new Set(declarations.map(d => d.route));
const listEndpointOf = new Map(declarations.map(d => [d.route, d.api.list.endpoint]));

const TAG = 'Saved views';
const listName: JsonSchema = { type: 'string', enum: [...LISTS] };
const viewName: JsonSchema = { type: 'string', minLength: 1, maxLength: VIEW_NAME_MAX };
/** What a view keeps of a list: its filter (search included), sort, order and chosen columns. */
const viewState: JsonSchema = {
    type: 'object',
    required: ['filter'],
    properties: {
        filter: { type: 'object' },
        sort: { type: 'string' },
        order: { type: 'string', enum: ['ASC', 'DESC'] },
        columns: { type: 'object' },
    },
};
const savedView: JsonSchema = {
    type: 'object',
    required: ['id', 'list', 'name', 'shared', 'state', 'ownerId', 'ownerName', 'mine'],
    properties: {
        id: { type: 'string' },
        list: { type: 'string' },
        name: { type: 'string' },
        shared: { type: 'boolean' },
        state: { type: 'object' },
        ownerId: { type: 'string' },
        ownerName: { type: 'string' },
        mine: { type: 'boolean' },
    },
};

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body => (req.body ?? {}) as Body;

const listOf = (value: unknown): string => {
    if (typeof value !== 'string') throw new Refusal(400, 'list must be text');
    if (!LISTS.has(value)) throw new Refusal(400, `list "${value.slice(0, 100)}" is not a list of this console`);
    return value;
};

const nameOf = (value: unknown): string => {
    const problem = nameProblem(value);
    if (problem) throw new Refusal(400, problem);
    return (value as string).trim();
};

const sharedOf = (value: unknown): boolean => {
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') throw new Refusal(400, 'shared must be true or false');
    return value;
};

const stateOf = (value: unknown): ViewState => {
    const problem = stateProblem(value);
    if (problem) throw new Refusal(400, problem);
    const { filter, sort, order, columns } = value as ViewState;
    const choice = readColumnChoice(columns);
    // Only the known keys are kept: a view stores nothing the console did not send as a view.
    return { filter: { ...filter }, sort, order, ...(choice ? { columns: choice } : {}) };
};

/** A view as the caller sees it. */
const shown = (row: StoredRecord, userId: string): SavedView => ({
    id: row._id,
    list: String(row.list),
    name: String(row.name),
    shared: row.shared === true,
    state: row.state as ViewState,
    ownerId: String(row.ownerId),
    ownerName: String(row.ownerName ?? ''),
    mine: String(row.ownerId) === userId,
});

const visibleTo = (row: StoredRecord, userId: string) => row.shared === true || String(row.ownerId) === userId;

/** People whose views go with them when they are deleted: the accounts that sign in. */
const OWNERS = new Set([USERS, COACHES]);

/** Who may see and change which view, over the views collection. */
const viewAccess = (store: Store, accessOf: RouteContext['accessOf']) => {
    const views = () => store.collection(LIST_VIEWS);
    /** The lists a session may open are those whose list route takes it: a coach's, those any session reads. */
    const mayOpen = (res: Response, list: string): boolean => {
        if (res.locals.role === 'superadmin') return true;
        const endpoint = listEndpointOf.get(list);
        return endpoint !== undefined && accessOf(endpoint.method, endpoint.path) === 'session';
    };
    const openable = (res: Response, list: string): string => {
        if (!mayOpen(res, list)) throw new Refusal(403, SUPER_ADMIN_ONLY);
        return list;
    };
    const seen = (req: Request, res: Response): StoredRecord => {
        const row = views().get(String(req.params.id));
        if (!row || !visibleTo(row, userOf(res)) || !mayOpen(res, String(row.list)))
            throw new Refusal(404, 'View not found');
        return row;
    };
    const owned = (req: Request, res: Response): StoredRecord => {
        const row = seen(req, res);
        if (String(row.ownerId) !== userOf(res)) throw new Refusal(403, 'Only the owner of this view can change it');
        return row;
    };
    const sameName = (list: string, name: string, userId: string, except?: string) =>
        views().find(
            row =>
                row._id !== except &&
                row.list === list &&
                String(row.ownerId) === userId &&
                String(row.name).toLocaleLowerCase() === name.toLocaleLowerCase(),
        );
    return { views, openable, seen, owned, sameName };
};
type ViewAccess = ReturnType<typeof viewAccess>;

const userOf = (res: Response) => String(res.locals.userId);

const listViews = ({ views, openable }: ViewAccess) =>
    handle((req, res) => {
        const list = openable(res, listOf(req.query.list));
        const userId = userOf(res);
        const rows = views().all.filter(row => row.list === list && visibleTo(row, userId));
        succeed(
            res,
            rows.map(row => shown(row, userId)).sort((a, b) => a.name.localeCompare(b.name)),
        );
    });

const saveView = ({ views, openable, sameName }: ViewAccess) =>
    handle((req, res) => {
        const body = bodyOf(req);
        const list = openable(res, listOf(body.list));
        const name = nameOf(body.name);
        const shared = sharedOf(body.shared);
        const state = stateOf(body.state);
        const userId = userOf(res);
        if (sameName(list, name, userId)) throw new Refusal(400, `You already have a view named "${name}"`);
        const kept = views().all.filter(row => row.list === list && String(row.ownerId) === userId);
        if (kept.length >= VIEWS_PER_LIST_MAX)
            throw new Refusal(400, `A list keeps at most ${VIEWS_PER_LIST_MAX} views of yours`);
        const at = new Date().toISOString();
        const row = views().insert({
            _id: newObjectId(),
            list,
            name,
            shared,
            state,
            ownerId: userId,
            ownerName: String(res.locals.userName ?? ''),
            created_at: at,
            updated_at: at,
        });
        succeed(res, shown(row, userId), 'View saved');
    });

/** The keys a PUT changes, each checked; at least one. */
const viewChanges = (body: Record<string, unknown>): Record<string, unknown> => {
    const changes: Record<string, unknown> = {};
    if (body.name !== undefined) changes.name = nameOf(body.name);
    if (body.shared !== undefined) changes.shared = sharedOf(body.shared);
    if (body.state !== undefined) changes.state = stateOf(body.state);
    if (Object.keys(changes).length === 0) throw new Refusal(400, 'Send at least one of name, shared and state');
    return changes;
};

const updateView = ({ views, owned, sameName }: ViewAccess) =>
    handle((req, res) => {
        const row = owned(req, res);
        const changes = viewChanges(bodyOf(req));
        const userId = userOf(res);
        if (typeof changes.name === 'string' && sameName(String(row.list), changes.name, userId, row._id))
            throw new Refusal(400, `You already have a view named "${changes.name}"`);
        const next = views().patch(row._id, { ...changes, updated_at: new Date().toISOString() });
        succeed(res, shown(next ?? row, userId), 'View updated');
    });

const deleteView = ({ views, seen, owned }: ViewAccess) =>
    handle((req, res) => {
        // The super-admin may remove any shared view (one left by someone gone, or not meant for everyone).
        const row = res.locals.role === 'superadmin' ? seen(req, res) : owned(req, res);
        views().remove(row._id);
        succeed(res, null, 'View deleted');
    });

const listViewDocs = (): RouteDoc[] => [
    route(`GET ${VIEWS_API.list.path}`, {
        summary: "A list's saved views the session may see: its own and those shared, by name",
        tag: TAG,
        access: 'session',
        query: { list: listName },
        data: { type: 'array', items: savedView },
    }),
    route(`POST ${VIEWS_API.create.path}`, {
        summary: "Save a view of a list (personal, or shared with every admin); names are the owner's own",
        tag: TAG,
        access: 'session',
        body: {
            type: 'object',
            required: ['list', 'name', 'state'],
            properties: { list: listName, name: viewName, shared: { type: 'boolean' }, state: viewState },
        },
        data: savedView,
    }),
    route(`PUT ${VIEWS_API.update.path}`, {
        summary: "Rename, share or update a view from the list's state: its owner only",
        tag: TAG,
        access: 'session',
        body: {
            type: 'object',
            properties: { name: viewName, shared: { type: 'boolean' }, state: viewState },
        },
        data: savedView,
    }),
    route(`DELETE ${VIEWS_API.remove.path}`, {
        summary: 'Delete a view: its owner, or the super-admin for a shared view',
        tag: TAG,
        access: 'session',
        data: { type: 'null' },
    }),
];

/**
 * Saved views of the lists: any session keeps its own views and sees those shared with everyone;
 * only the owner renames, updates or deletes one (403 for a shared view of someone else, 404 for a personal one:
 * another person's personal views are not there for the caller); the super-admin may delete any shared view.
 * A session sees views only of the lists it may open (those whose list route takes its session: a coach's view
 * of the Activity Log or the Students list is not there for it), and a person's views go with them.
 */
export const listViewRoutes: RouteModule = {
    collections: [LIST_VIEWS],
    extra: 'views',
    register({ app, store, signedIn, accessOf }) {
        const access = viewAccess(store, accessOf);
        // Once a person's deletion is on disk, their views go too (shared ones would stay with nobody to remove them).
        store.onCommitted(change => {
            if (change.kind !== 'deleted' || !OWNERS.has(change.collection)) return;
            const { views } = access;
            for (const row of views().all.filter(view => String(view.ownerId) === change.id)) views().remove(row._id);
        });
        app.get(VIEWS_API.list.path, signedIn, listViews(access));
        app.post(VIEWS_API.create.path, signedIn, saveView(access));
        app.put(VIEWS_API.update.path, signedIn, updateView(access));
        app.delete(VIEWS_API.remove.path, signedIn, deleteView(access));
        return listViewDocs();
    },
};
