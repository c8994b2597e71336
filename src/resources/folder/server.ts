import type { Request, Response } from 'express';
import { coachFolderResource, coachSubFolderResource } from './schema';
import { AUDIENCES, type Audience } from '../library/audiences';
import { validateRecord } from '../../schema/validation';
import { recordActivity } from '../../../server/domain/activity';
import { actorOf } from '../../../server/domain/activityTrail';
import { Refusal, handle, succeed } from '../../../server/http/answers';
import type { StoredRecord } from '../../../server/store/dbFile';
import { pageOfRows, parseListQuery } from '../../../server/domain/listQuery';
import { newObjectId } from '../../../server/store/objectId';
import { reads } from '../../../server/http/safety';
import type { Store } from '../../../server/store/store';
import type { RouteModule } from '../../../server/routes/module';
import { expectedVersion, refuseStale } from '../../../server/store/versions';
import { listData, listRequest, recordSchema, writeSchema } from '../../../server/openapi/entitySchema';
import { route } from '../../../server/openapi/routeDoc';
import type { JsonSchema } from '../../../server/openapi/ruleSchema';
import type { Endpoint, ResourceDeclaration } from '../../schema/types';

export const CATEGORIES = 'categories';
export const RESOURCES = 'resources';

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body => (req.body ?? {}) as Body;

/** Which folders an audience sees: its own, and those shared with everyone or with both people audiences. */
export const folderServes = (folder: StoredRecord, audience: Audience): boolean => {
    const type = folder.resource_type;
    return type === audience || type === 'all' || (type === 'both' && audience !== 'tbp');
};

const audienceOf = (value: unknown, fallback: Audience | undefined): Audience => {
    if ((value === undefined || value === null || value === '') && fallback) return fallback;
    if (typeof value === 'string' && (AUDIENCES as readonly string[]).includes(value)) return value as Audience;
    throw new Refusal(400, `type must be one of ${AUDIENCES.join(', ')}`);
};

/** JSON sends booleans, form-data sends text. */
export const flag = (value: unknown): boolean | undefined => {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false' || value === '' || value === null || value === undefined) return false;
    return undefined;
};

/** Only the folder's creator may change or delete it (spec part 2, section 6). */
export const mustBeCreator = (row: StoredRecord, userId: unknown, what: string): void => {
    if (String(row.userId ?? '') !== String(userId))
        throw new Refusal(403, `Only the creator of this ${what} can change or delete it`);
};

/** Who is asking: the super-admin sees every folder and resource; a coach what is theirs or shared with them. */
export interface Viewer {
    id: string;
    superAdmin: boolean;
}
export const viewerOf = (res: Response): Viewer => ({
    id: String(res.locals.userId),
    superAdmin: res.locals.role === 'superadmin',
});

/**
 * What a coach may read of a collection: the rule its routes apply, and the fields of a row the rule reads
 * (the live stream keeps only those of a change, not the row).
 */
export interface CoachScope {
    fields: readonly string[];
    visible(viewer: Viewer, row: StoredRecord): boolean;
}

/** A coach sees its own folders and the super-admin's (which serve the audiences they name); never another coach's. */
export const folderVisible = (viewer: Viewer, folder: StoredRecord): boolean =>
    viewer.superAdmin || String(folder.userId) === viewer.id || folder.owner === 'superadmin';
export const folderScope: CoachScope = { fields: ['userId', 'owner'], visible: folderVisible };

/** Folder types a coach may create: its own audiences, not the product's (TBP) nor everyone's. */
const COACH_FOLDER_TYPES: readonly string[] = ['coach', 'student', 'both'];

const byTitle = (a: StoredRecord, b: StoredRecord) => String(a.title).localeCompare(String(b.title));

export const folderAt = (store: Store, id: unknown): StoredRecord | undefined =>
    typeof id === 'string' ? store.collection(CATEGORIES).get(id) : undefined;

/**
 * Admin folders and sub folders (spec part 2, sections 2 and 7): one
 * collection for the three audiences; a sub folder is a folder with a parent
 * and its parent's resource type. A folder still holding sub folders or
 * resources is not deleted, so nothing points at a missing folder.
 */
export const folderRoutes: RouteModule = {
    collections: [CATEGORIES],
    register({ app, store, signedIn }) {
        const folders = () => store.collection(CATEGORIES);
        const topLevel = (audience: Audience, viewer: Viewer) =>
            folders().all.filter(f => f.has_parent !== true && folderServes(f, audience) && folderVisible(viewer, f));
        const childrenOf = (id: string, viewer?: Viewer) =>
            folders().all.filter(
                f => f.has_parent === true && f.parent_category === id && (!viewer || folderVisible(viewer, f)),
            );
        /** A folder the viewer may see; any other is "not found" (a coach learns nothing of another's folders). */
        const existing = (id: string, viewer: Viewer, what = 'Folder'): StoredRecord => {
            const row = folderAt(store, id);
            if (!row || !folderVisible(viewer, row)) throw new Refusal(404, `${what} not found`);
            return row;
        };
        // Coaches use the same folder screens for their own folders (spec part 2, section 1): every route takes
        // any session, and answers a coach what it may see.
        const guard = signedIn;

        app.post(
            '/category/getPaginatedCategories',
            guard,
            reads,
            handle((req, res) => {
                const body = bodyOf(req);
                const audience = audienceOf(body.type, 'coach');
                succeed(
                    res,
                    pageOfRows(
                        topLevel(audience, viewerOf(res)),
                        parseListQuery(coachFolderResource, body),
                        ['title'],
                        'createdAt',
                    ),
                );
            }),
        );
        app.post(
            '/category/getPaginatedSubCategoriesById/:id',
            guard,
            reads,
            handle((req, res) => {
                const viewer = viewerOf(res);
                const parent = existing(String(req.params.id), viewer);
                succeed(
                    res,
                    pageOfRows(
                        childrenOf(parent._id, viewer),
                        parseListQuery(coachSubFolderResource, bodyOf(req)),
                        ['title'],
                        'createdAt',
                    ),
                );
            }),
        );
        app.get(
            '/category/getCategoryById/:id',
            guard,
            handle((req, res) => succeed(res, existing(String(req.params.id), viewerOf(res)))),
        );
        app.get(
            '/category/getCategoryByUserId/:role',
            guard,
            handle((req, res) =>
                succeed(res, [...topLevel(audienceOf(req.params.role, undefined), viewerOf(res))].sort(byTitle)),
            ),
        );
        app.get(
            '/category/getSubCategoryByCategory/:id',
            guard,
            handle((req, res) => {
                const viewer = viewerOf(res);
                succeed(res, [...childrenOf(existing(String(req.params.id), viewer)._id, viewer)].sort(byTitle));
            }),
        );
        // Sub folders hold resources, not further sub folders.
        app.get(
            '/category/checkCanAdd/:id',
            guard,
            handle((req, res) => {
                const folder = existing(String(req.params.id), viewerOf(res));
                if (folder.has_parent === true) throw new Refusal(400, 'A sub folder cannot hold sub folders');
                succeed(res, { canAdd: true });
            }),
        );

        app.post(
            '/category/add',
            guard,
            handle(async (req, res) => {
                const body = bodyOf(req);
                const sub = flag(body.has_parent);
                if (sub === undefined) throw new Refusal(400, 'has_parent must be true or false');
                const now = new Date().toISOString();
                const viewer = viewerOf(res);
                const base = {
                    owner: viewer.superAdmin ? 'superadmin' : 'coach',
                    userId: viewer.id,
                    createdAt: now,
                    updatedAt: now,
                };
                if (sub) {
                    const clean = await validateRecord(coachSubFolderResource, body);
                    const parent =
                        typeof body.parent_category === 'string' ? folderAt(store, body.parent_category) : undefined;
                    if (!parent || parent.has_parent === true || !folderVisible(viewer, parent))
                        throw new Refusal(400, 'Please choose the folder this sub folder belongs to');
                    const row = {
                        _id: newObjectId(),
                        title: clean.title,
                        has_parent: true,
                        parent_category: parent._id,
                        resource_type: parent.resource_type,
                        ...base,
                    };
                    succeed(res, folders().insert(row), 'Sub folder added successfully');
                    return;
                }
                const clean = await validateRecord(coachFolderResource, body);
                if (!viewer.superAdmin && !COACH_FOLDER_TYPES.includes(String(clean.resource_type))) {
                    throw new Refusal(403, 'A coach can add folders for coaches and students only');
                }
                const row = {
                    _id: newObjectId(),
                    title: clean.title,
                    has_parent: false,
                    parent_category: null,
                    resource_type: clean.resource_type,
                    ...base,
                };
                succeed(res, folders().insert(row), 'Folder added successfully');
            }),
        );

        app.put(
            '/category/edit/:id',
            guard,
            handle(async (req, res) => {
                const viewer = viewerOf(res);
                const current = existing(String(req.params.id), viewer);
                const sub = current.has_parent === true;
                const expected = expectedVersion(req);
                const singular = sub ? 'Sub folder' : 'Folder';
                refuseStale(expected, current, singular, row => row);
                const clean = await validateRecord(sub ? coachSubFolderResource : coachFolderResource, bodyOf(req));
                mustBeCreator(current, res.locals.userId, sub ? 'sub folder' : 'folder');
                if (!sub && !viewer.superAdmin && !COACH_FOLDER_TYPES.includes(String(clean.resource_type))) {
                    throw new Refusal(403, 'A coach can add folders for coaches and students only');
                }
                const latest = existing(current._id, viewer);
                refuseStale(expected, latest, singular, row => row);
                const changes: Body = { title: clean.title, updatedAt: new Date().toISOString() };
                if (!sub) changes.resource_type = clean.resource_type;
                const saved = folders().patch(latest._id, changes);
                // Sub folders share their folder's audience.
                if (!sub)
                    for (const child of childrenOf(latest._id))
                        folders().patch(child._id, { resource_type: clean.resource_type });
                succeed(res, saved, `${sub ? 'Sub folder' : 'Folder'} updated successfully`);
            }),
        );

        app.delete(
            '/category/delete/:id',
            guard,
            handle((req, res) => {
                const current = existing(String(req.params.id), viewerOf(res));
                const sub = current.has_parent === true;
                mustBeCreator(current, res.locals.userId, sub ? 'sub folder' : 'folder');
                if (!sub && childrenOf(current._id).length > 0) {
                    throw new Refusal(400, 'This folder still has sub folders: delete them first');
                }
                const key = sub ? 'subCategory' : 'category';
                const used = store
                    .collection(RESOURCES)
                    .find(r => (r[key] as { value?: unknown } | null)?.value === current._id);
                if (used)
                    throw new Refusal(
                        400,
                        `This ${sub ? 'sub folder' : 'folder'} still holds resources: move or delete them first`,
                    );
                folders().remove(current._id);
                recordActivity(store, {
                    action: 'delete',
                    ...actorOf(store, res.locals.userId),
                    target_type: sub ? 'sub_folder' : 'folder',
                    target_id: current._id,
                    target_name: typeof current.title === 'string' ? current.title : '',
                });
                succeed(res, current, `${sub ? 'Sub folder' : 'Folder'} deleted successfully`);
            }),
        );

        // The three audiences' folder and sub-folder declarations share these routes (the coach's stand for all).
        const tag = 'Admin folders';
        const folderDecl = coachFolderResource;
        const subDecl = coachSubFolderResource;
        const folder = recordSchema(folderDecl);
        const subFolder = recordSchema(subDecl);
        /** A folder's body, or a sub folder's (`has_parent: true` with its parent's id; its type is the parent's). */
        const writeBody = (kind: 'create' | 'update'): JsonSchema => {
            const schema = writeSchema(folderDecl, folderDecl.api[kind] as Endpoint, kind);
            return {
                ...schema,
                properties: {
                    ...(schema.properties as Record<string, JsonSchema>),
                    has_parent: {
                        enum: [true, false, 'true', 'false', ''],
                        description: 'true: a sub folder (add only; an edit keeps what the row is)',
                    },
                    parent_category: { type: ['string', 'null'], description: "A sub folder's folder id" },
                },
                // A sub folder takes no resource type: it has its folder's.
                required: kind === 'create' ? ['title'] : [],
            };
        };
        const listBody = (decl: ResourceDeclaration, extra: Record<string, JsonSchema> = {}): JsonSchema => ({
            type: 'object',
            properties: { ...listRequest(decl, decl.api.list), ...extra },
        });
        return [
            route('POST /category/getPaginatedCategories', {
                summary: "A page of an audience's folders the session may see (type: coach when left out)",
                tag,
                access: 'session',
                body: listBody(folderDecl, { type: { enum: [...AUDIENCES, '', null] } }),
                data: listData(folderDecl, folderDecl.api.list),
            }),
            route('POST /category/getPaginatedSubCategoriesById/:id', {
                summary: "A page of a folder's sub folders the session may see",
                tag,
                access: 'session',
                body: listBody(subDecl),
                data: listData(subDecl, subDecl.api.list),
            }),
            route('GET /category/getCategoryById/:id', {
                summary: 'One folder or sub folder the session may see',
                tag,
                access: 'session',
                data: folder,
            }),
            route('GET /category/getCategoryByUserId/:role', {
                summary: "An audience's folders the session may see, by title (role: coach, student or tbp)",
                tag,
                access: 'session',
                data: { type: 'array', items: folder },
            }),
            route('GET /category/getSubCategoryByCategory/:id', {
                summary: "A folder's sub folders the session may see, by title",
                tag,
                access: 'session',
                data: { type: 'array', items: subFolder },
            }),
            route('GET /category/checkCanAdd/:id', {
                summary: 'Whether a folder may hold sub folders (400 for a sub folder)',
                tag,
                access: 'session',
                data: { type: 'object', properties: { canAdd: { const: true } }, required: ['canAdd'] },
            }),
            route('POST /category/add', {
                summary: 'Add a folder (a coach: for coaches, students or both only) or a sub folder of one it sees',
                tag,
                access: 'session',
                body: writeBody('create'),
                data: folder,
            }),
            route('PUT /category/edit/:id', {
                summary:
                    "Edit a folder's title and type (its sub folders follow) or a sub folder's title: its creator only",
                tag,
                access: 'session',
                body: writeBody('update'),
                data: folder,
                conflict: true,
            }),
            route('DELETE /category/delete/:id', {
                summary:
                    'Delete a folder or sub folder: its creator only, once it holds no sub folders nor resources (else 400)',
                tag,
                access: 'session',
                data: folder,
            }),
        ];
    },
};
