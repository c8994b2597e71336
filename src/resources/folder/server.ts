/*
 * Admin folders and sub folders (spec part 2, sections 2 and 7): one collection for the three audiences; a sub
 * folder is a folder with a parent and its parent's resource type. A folder still holding sub folders or
 * resources is not deleted, so nothing points at a missing folder.
 */
import type { Request, RequestHandler } from 'express';
import { coachFolderResource, coachSubFolderResource } from './schema';
import { folderDocs } from './routeDocs.server';
import { AUDIENCES, type Audience } from '../library/audiences.shared';
import { validateRecord } from '../../shared/validation';
import { recordActivity } from '../../../server/domain/activity';
import { actorOf } from '../../../server/domain/activityTrail';
import {
    CATEGORIES,
    RESOURCES,
    folderAt,
    folderScope,
    folderServes,
    folderVisible,
    mustBeCreator,
} from '../library/access.server';
import { pageOfRows, parseListQuery } from '../../../server/domain/listQuery';
import { viewerOf, type Viewer } from '../../../server/domain/viewer';
import { Refusal, handle, succeed } from '../../../server/http/answers';
import { flag, textOf } from '../../../server/http/formValues';
import { reads } from '../../../server/http/safety';
import type { EditCall, Edited, RecordEdit } from '../../../server/domain/recordEdits';
import type { RouteContext, RouteModule } from '../../../server/routes/module';
import type { StoredRecord } from '../../../server/store/dbFile';
import { newObjectId } from '../../../server/store/objectId';
import type { Store } from '../../../server/store/store';
import { expectedVersion, refuseStale } from '../../../server/store/versions';
import { type FolderScreens, folderScreens } from './folderScreens.server';

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body => (req.body ?? {}) as Body;
const idOf = (req: Request): string => String(req.params.id);

const audienceOf = (value: unknown, fallback: Audience | undefined): Audience => {
    if ((value === undefined || value === null || value === '') && fallback) return fallback;
    if (typeof value === 'string' && (AUDIENCES as readonly string[]).includes(value)) return value as Audience;
    throw new Refusal(400, `type must be one of ${AUDIENCES.join(', ')}`);
};

/** Folder types a coach may create: its own audiences, not the product's (TBP) nor everyone's. */
const COACH_FOLDER_TYPES: readonly string[] = ['coach', 'student', 'both'];

const refuseCoachFolderType = (viewer: Viewer, type: unknown): void => {
    if (!viewer.superAdmin && !COACH_FOLDER_TYPES.includes(String(type)))
        throw new Refusal(403, 'A coach can add folders for coaches and students only');
};

const byTitle = (a: StoredRecord, b: StoredRecord) => String(a.title).localeCompare(String(b.title));

/** A folder or a sub folder, in the words its messages use. */
const kindOf = (row: StoredRecord) =>
    row.has_parent === true ? { singular: 'Sub folder', what: 'sub folder' } : { singular: 'Folder', what: 'folder' };

/** The folders as one viewer sees them. */
const folderReads = (store: Store) => {
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
    return { folders, topLevel, childrenOf, existing };
};
type FolderReads = ReturnType<typeof folderReads>;

/** The lists and look-ups every folder screen reads. */
const registerLookups = (
    app: RouteContext['app'],
    signedIn: RequestHandler,
    screens: FolderScreens,
    { topLevel, childrenOf, existing }: FolderReads,
) => {
    const guard = (judged: RequestHandler) => [signedIn, judged];
    app.post(
        '/category/getPaginatedCategories',
        guard(screens.folderList),
        reads,
        handle((req, res) => {
            const body = bodyOf(req);
            const rows = topLevel(audienceOf(body.type, 'coach'), viewerOf(res));
            succeed(res, pageOfRows(rows, parseListQuery(coachFolderResource, body), ['title'], 'createdAt'));
        }),
    );
    app.post(
        '/category/getPaginatedSubCategoriesById/:id',
        guard(screens.subFolderList),
        reads,
        handle((req, res) => {
            const viewer = viewerOf(res);
            const rows = childrenOf(existing(idOf(req), viewer)._id, viewer);
            const q = parseListQuery(coachSubFolderResource, bodyOf(req));
            succeed(res, pageOfRows(rows, q, ['title'], 'createdAt'));
        }),
    );
    app.get(
        '/category/getCategoryById/:id',
        guard(screens.parentRead),
        handle((req, res) => succeed(res, existing(idOf(req), viewerOf(res)))),
    );
    app.get(
        '/category/getCategoryByUserId/:role',
        guard(screens.folderPicker),
        handle((req, res) =>
            succeed(res, [...topLevel(audienceOf(req.params.role, undefined), viewerOf(res))].sort(byTitle)),
        ),
    );
    app.get(
        '/category/getSubCategoryByCategory/:id',
        guard(screens.subFolderPicker),
        handle((req, res) => {
            const viewer = viewerOf(res);
            succeed(res, [...childrenOf(existing(idOf(req), viewer)._id, viewer)].sort(byTitle));
        }),
    );
    // Sub folders hold resources, not further sub folders.
    app.get(
        '/category/checkCanAdd/:id',
        guard(screens.subFolderAdd),
        handle((req, res) => {
            if (existing(idOf(req), viewerOf(res)).has_parent === true)
                throw new Refusal(400, 'A sub folder cannot hold sub folders');
            succeed(res, { canAdd: true });
        }),
    );
};

/** Whose a new folder is, and when it was made. */
const ownership = (viewer: Viewer) => {
    const now = new Date().toISOString();
    return { owner: viewer.superAdmin ? 'superadmin' : 'coach', userId: viewer.id, createdAt: now, updatedAt: now };
};

/** A new sub folder's values: in a folder the viewer sees, with that folder's audience. */
const subFolderValues = async (store: Store, body: Body, viewer: Viewer): Promise<Body> => {
    const clean = await validateRecord(coachSubFolderResource, body);
    const parent = folderAt(store, body.parent_category);
    if (!parent || parent.has_parent === true || !folderVisible(viewer, parent))
        throw new Refusal(400, 'Please choose the folder this sub folder belongs to');
    return { title: clean.title, has_parent: true, parent_category: parent._id, resource_type: parent.resource_type };
};

/** A new folder's values: a coach's only for its own audiences. */
const topFolderValues = async (body: Body, viewer: Viewer): Promise<Body> => {
    const clean = await validateRecord(coachFolderResource, body);
    refuseCoachFolderType(viewer, clean.resource_type);
    return { title: clean.title, has_parent: false, parent_category: null, resource_type: clean.resource_type };
};

/** What an add checks (a deleted folder put back too): the folder's or sub folder's values. */
const folderValues = (store: Store, body: Body, viewer: Viewer, sub: boolean): Promise<Body> =>
    sub ? subFolderValues(store, body, viewer) : topFolderValues(body, viewer);

const addFolder = (store: Store, { folders }: FolderReads) =>
    handle(async (req, res) => {
        const body = bodyOf(req);
        const sub = flag(body.has_parent);
        if (sub === undefined) throw new Refusal(400, 'has_parent must be true or false');
        const viewer = viewerOf(res);
        const row = { _id: newObjectId(), ...(await folderValues(store, body, viewer, sub)), ...ownership(viewer) };
        succeed(res, folders().insert(row), `${kindOf(row).singular} added successfully`);
    });

/**
 * A folder's title and type (its sub folders follow the type), or a sub folder's title: its creator only. The
 * edit route makes it, and a version restore too.
 */
const editFolder = async (
    { folders, childrenOf, existing }: FolderReads,
    { id, values, viewer, expected }: EditCall,
): Promise<Edited> => {
    const current = existing(id, viewer);
    const sub = current.has_parent === true;
    const { singular, what } = kindOf(current);
    refuseStale(expected, current, singular, row => row);
    const clean = await validateRecord(sub ? coachSubFolderResource : coachFolderResource, values);
    mustBeCreator(current, viewer.id, what);
    if (!sub) refuseCoachFolderType(viewer, clean.resource_type);
    const latest = existing(current._id, viewer);
    refuseStale(expected, latest, singular, row => row);
    const changes: Body = { title: clean.title, updatedAt: new Date().toISOString() };
    if (!sub) changes.resource_type = clean.resource_type;
    const saved = folders().patch(latest._id, changes) as StoredRecord;
    // Sub folders share their folder's audience.
    if (!sub)
        for (const child of childrenOf(latest._id)) folders().patch(child._id, { resource_type: clean.resource_type });
    return { saved, shown: saved };
};

const editRoute = (folderRows: FolderReads) =>
    handle(async (req, res) => {
        const call = { id: idOf(req), values: bodyOf(req), viewer: viewerOf(res), expected: expectedVersion(req) };
        const { saved } = await editFolder(folderRows, call);
        succeed(res, saved, `${kindOf(saved).singular} updated successfully`);
    });

/** A folder still holding sub folders or resources stays (nothing may point at a missing folder). */
const refuseWhileFilled = (store: Store, { childrenOf }: FolderReads, folder: StoredRecord): void => {
    const sub = folder.has_parent === true;
    if (!sub && childrenOf(folder._id).length > 0)
        throw new Refusal(400, 'This folder still has sub folders: delete them first');
    const key = sub ? 'subCategory' : 'category';
    const used = store.collection(RESOURCES).find(r => (r[key] as { value?: unknown } | null)?.value === folder._id);
    if (used) throw new Refusal(400, `This ${kindOf(folder).what} still holds resources: move or delete them first`);
};

const deleteFolder = (store: Store, folderRows: FolderReads) =>
    handle((req, res) => {
        const current = folderRows.existing(idOf(req), viewerOf(res));
        const { singular, what } = kindOf(current);
        mustBeCreator(current, res.locals.userId, what);
        refuseWhileFilled(store, folderRows, current);
        folderRows.folders().remove(current._id);
        recordActivity(store, {
            action: 'delete',
            ...actorOf(store, res.locals.userId),
            target_type: current.has_parent === true ? 'sub_folder' : 'folder',
            target_id: current._id,
            target_name: textOf(current.title),
        });
        succeed(res, current, `${singular} deleted successfully`);
    });

/** The folders' edit for a version restore, and the add's checks for a deleted folder put back. */
const folderEdit = (store: Store, folderRows: FolderReads, signedIn: RequestHandler): RecordEdit => ({
    chain: [signedIn],
    edit: call => editFolder(folderRows, call),
    putBack: (row, viewer) => folderValues(store, row, viewer, row.has_parent === true),
});

export const folderRoutes: RouteModule = {
    collections: [CATEGORIES],
    coachScopes: { [CATEGORIES]: folderScope },
    register({ app, store, signedIn, edits }) {
        const folderRows = folderReads(store);
        edits.own(CATEGORIES, folderEdit(store, folderRows, signedIn));
        // Coaches use the same folder screens for their own folders (spec part 2, section 1): every route takes
        // any session, and answers a coach what it may see.
        // A staff session is judged on the screen it sees: the folder or sub folder screen of the folder's audience.
        const screens = folderScreens(store);
        const { written } = screens;
        registerLookups(app, signedIn, screens, folderRows);
        app.post('/category/add', signedIn, written('add'), addFolder(store, folderRows));
        app.put('/category/edit/:id', signedIn, written('edit'), editRoute(folderRows));
        app.delete('/category/delete/:id', signedIn, written('delete'), deleteFolder(store, folderRows));
        return folderDocs();
    },
};

/** What the fake API serves for this entity (collected by server/routes/entityRoutes.ts). */
export const serverRoutes: readonly RouteModule[] = [folderRoutes];
