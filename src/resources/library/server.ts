/*
 * The three resource libraries (spec part 2, sections 2, 4 to 7): lists by audience with folder filters,
 * multipart add and edit with one checked upload, creator-only changes, files served back with downloads
 * refused where block_download is set.
 */
import { join } from 'node:path';
import type { Request, RequestHandler } from 'express';
import type { Audience } from './audiences.shared';
import { fileField, resourceFiles, serveResourceFile, uploadResource, type ResourceFiles } from './files.server';
import { LIBRARY_DECLS, libraryOf, resourceValues } from './resourceValues.server';
import { permitted, permittedWhere } from '../../../server/http/permits';
import { libraryDocs } from './routeDocs.server';
import { RESOURCE_FILES_PATH } from './schema';
import type { Picked } from '../../shared/rules';
import { recordActivity } from '../../../server/domain/activity';
import { actorOf } from '../../../server/domain/activityTrail';
import { RESOURCES, mustBeCreator, resourceScope, resourceVisible } from './access.server';
import { pageOfRows, parseListQuery } from '../../../server/domain/listQuery';
import { viewerOf, type Viewer } from '../../../server/domain/viewer';
import { Refusal, handle, succeed } from '../../../server/http/answers';
import { textOf } from '../../../server/http/formValues';
import { SUPER_ADMIN_ONLY } from '../../../server/http/guard';
import { reads, uploadHeaders } from '../../../server/http/safety';
import type { EditCall, Edited, RecordEdit } from '../../../server/domain/recordEdits';
import type { RouteModule } from '../../../server/routes/module';
import type { StoredRecord } from '../../../server/store/dbFile';
import { newObjectId } from '../../../server/store/objectId';
import { onPurge } from '../../../server/store/recordHistory';
import type { Store } from '../../../server/store/store';
import { expectedVersion, refuseStale } from '../../../server/store/versions';

type Body = Record<string, unknown>;
/** A resource's form as sent, and whether a file came with it (else the file it keeps). */
type Sent = Parameters<typeof resourceValues>[2];
const bodyOf = (req: Request): Body => (req.body ?? {}) as Body;

/** What the resource handlers work with. */
interface Library {
    store: Store;
    resources: () => ReturnType<Store['collection']>;
    files: ResourceFiles;
}

/** A folder filter of a list: a folder's id, or '' for none. */
const folderFilter = (body: Body, key: string): string => {
    const value = body[key];
    if (value === undefined || value === null || value === '') return '';
    if (typeof value !== 'string' || value.length > 100) throw new Refusal(400, `${key} must be a folder id`);
    return value;
};

const filedIn = (row: StoredRecord, category: string, subCategory: string): boolean =>
    (!category || (row.category as Picked | null)?.value === category) &&
    (!subCategory || (row.subCategory as Picked | null)?.value === subCategory);

const listOf = ({ resources, files }: Library, audience: Audience) =>
    handle((req, res) => {
        const body = bodyOf(req);
        const q = parseListQuery(LIBRARY_DECLS[audience], body);
        const category = folderFilter(body, 'category');
        const subCategory = folderFilter(body, 'subCategory');
        const viewer = viewerOf(res);
        const rows = resources().all.filter(
            r => r.resource_type === audience && resourceVisible(viewer, r) && filedIn(r, category, subCategory),
        );
        const page = pageOfRows(rows, q, ['title'], 'createdAt');
        succeed(res, { ...page, docs: page.docs.map(row => files.withLinks(row, viewer)) });
    });

/** The name an upload was sent with, as the row keeps it. */
const sentName = (file: Express.Multer.File): string => file.originalname.slice(0, 255);

/** What an add checks: the product's own (TBP) material is the super-admin's to add; then the values. */
const addValues = (store: Store, audience: Audience, sent: Sent, viewer: Viewer) => {
    if (audience === 'tbp' && !viewer.superAdmin) throw new Refusal(403, SUPER_ADMIN_ONLY);
    return resourceValues(store, audience, sent, viewer);
};

const add = ({ store, resources, files }: Library, tbp: boolean) =>
    handle(async (req, res) => {
        const body = bodyOf(req);
        const audience = libraryOf(tbp, body);
        const viewer = viewerOf(res);
        const values = await addValues(store, audience, { body, fileGiven: Boolean(req.file), keptFile: '' }, viewer);
        const stored = req.file ? await files.store(req.file) : '';
        const now = new Date().toISOString();
        const row: StoredRecord = {
            _id: newObjectId(),
            ...values,
            resource_file: stored,
            file_name: req.file ? sentName(req.file) : '',
            block_download: false,
            owner: viewer.superAdmin ? 'superadmin' : 'coach',
            userId: viewer.id,
            createdAt: now,
            updatedAt: now,
        };
        succeed(res, files.withLinks(resources().insert(row), viewer), 'Resource added successfully');
    });

/** The resource an edit names, if the viewer may see it in this library (TBP or not); else 404. */
const editedResource = ({ resources }: Library, id: string, tbp: boolean, viewer: Viewer): StoredRecord => {
    const current = resources().get(id);
    if (!current || (current.resource_type === 'tbp') !== tbp || !resourceVisible(viewer, current))
        throw new Refusal(404, 'Resource not found');
    return current;
};

/** Without a new file, resource_file keeps the stored one (its name) or clears it (''). */
const keptFileOf = (sent: unknown, current: StoredRecord): string => {
    if (sent !== undefined && sent !== '' && sent !== current.resource_file)
        throw new Refusal(400, fileField.typeMessage);
    return sent === '' ? '' : textOf(current.resource_file);
};

/** The record as it is now, still at the version the edit was made from; else the new upload is removed. */
const latestUnchanged = async (
    { resources, files }: Library,
    current: StoredRecord,
    expected: number | undefined,
    upload: { file: boolean; stored: string },
    shown: (row: StoredRecord) => StoredRecord,
): Promise<StoredRecord> => {
    const latest = resources().get(current._id);
    try {
        if (!latest) throw new Refusal(404, 'Resource not found');
        refuseStale(expected, latest, 'Resource', shown);
        return latest;
    } catch (refused) {
        // A refused upload leaves no file.
        if (upload.file) await files.remove(upload.stored);
        throw refused;
    }
};

/**
 * A resource's edit, as its route makes it (a version restore too): seen by the viewer in that library, not
 * changed since the version read, the values checked as an add's, its creator's only, the flags that follow
 * who it is for set again; answered with its file links.
 */
const editResource = async (
    library: Library,
    { id, values: body, viewer, expected, tbp, file }: EditCall & { tbp: boolean; file?: Express.Multer.File },
): Promise<Edited> => {
    const { store, resources, files } = library;
    const current = editedResource(library, id, tbp, viewer);
    const shown = (row: StoredRecord) => files.withLinks(row, viewer);
    refuseStale(expected, current, 'Resource', shown);
    const kept = keptFileOf(body.resource_file, current);
    const sent = { body: { ...body, resource_for: undefined }, fileGiven: Boolean(file), keptFile: kept };
    const values = await resourceValues(store, current.resource_type as Audience, sent, viewer);
    mustBeCreator(current, viewer.id, 'resource');
    const stored = file ? await files.store(file) : kept;
    const latest = await latestUnchanged(library, current, expected, { file: Boolean(file), stored }, shown);
    const saved = resources().patch(latest._id, {
        ...values,
        resource_file: stored,
        file_name: file ? sentName(file) : stored ? latest.file_name : '',
        updatedAt: new Date().toISOString(),
    }) as StoredRecord;
    if (latest.resource_file !== stored) await files.remove(latest.resource_file);
    return { saved, shown: shown(saved) };
};

const edit = (library: Library, tbp: boolean) =>
    handle(async (req, res) => {
        const call = { id: String(req.params.id), values: bodyOf(req), viewer: viewerOf(res) };
        const { shown } = await editResource(library, { ...call, expected: expectedVersion(req), tbp, file: req.file });
        succeed(res, shown, 'Resource updated successfully');
    });

const remove = ({ store, resources }: Library) =>
    handle((req, res) => {
        const current = resources().get(String(req.params.id));
        if (!current || !resourceVisible(viewerOf(res), current)) throw new Refusal(404, 'Resource not found');
        mustBeCreator(current, res.locals.userId, 'resource');
        resources().remove(current._id);
        recordActivity(store, {
            action: 'delete',
            ...actorOf(store, res.locals.userId),
            target_type: 'resource',
            target_id: current._id,
            target_name: textOf(current.title),
        });
        // Its file stays while the resource can be restored (server/store/recordHistory.ts removes it after).
        succeed(res, current, 'Resource deleted successfully');
    });

/** The resources' edit for a version restore, and the add's checks for a deleted resource put back. */
const resourceEdit = (library: Library, signedIn: RequestHandler): RecordEdit => ({
    chain: [signedIn],
    edit: call => editResource(library, { ...call, tbp: library.resources().get(call.id)?.resource_type === 'tbp' }),
    putBack: (row, viewer) =>
        addValues(
            library.store,
            row.resource_type as Audience,
            { body: { ...row, resource_for: undefined }, fileGiven: false, keptFile: textOf(row.resource_file) },
            viewer,
        ),
    show: (row, viewer) => library.files.withLinks(row, viewer),
});

/** The library screen of an audience ('coach', 'student', 'tbp'), if it is one. */
const libraryScreen = (audience: string): string | undefined =>
    Object.entries(LIBRARY_DECLS).find(([key]) => key === audience)?.[1].name;

export const libraryRoutes: RouteModule = {
    collections: [RESOURCES],
    coachScopes: { [RESOURCES]: resourceScope },
    register({ app, store, sessions, staffGuard, signedIn, uploadsDir, links, edits }) {
        const filesDir = join(uploadsDir, 'resources');
        const resources = () => store.collection(RESOURCES);
        const library: Library = { store, resources, files: resourceFiles(filesDir, links) };
        onPurge(store, RESOURCES, row => library.files.remove(row.resource_file));
        edits.own(RESOURCES, resourceEdit(library, signedIn));
        // Coaches use the same library screens for their own items (spec part 2, section 1): lists answer a coach
        // what it may see, adds are its own (owner 'coach'), edits and deletes the creator's. TBP adds are the
        // super-admin's.
        for (const [audience, decl] of Object.entries(LIBRARY_DECLS) as Array<
            [Audience, (typeof LIBRARY_DECLS)[Audience]]
        >)
            app.post(
                decl.api.list.endpoint.path,
                signedIn,
                permitted({ screen: decl.name, action: 'list' }),
                reads,
                listOf(library, audience),
            );
        // A staff session is judged on the library the resource is in: the body's audience, or the stored row's.
        const sent = (req: Request) => libraryScreen(String(bodyOf(req).resource_for ?? ''));
        const stored = (req: Request) =>
            libraryScreen(String(resources().get(String(req.params.id))?.resource_type ?? ''));
        const tbp = LIBRARY_DECLS.tbp.name;
        const libraryScreens = Object.values(LIBRARY_DECLS).map(decl => decl.name);
        app.post(
            '/resource/superdadmin/add',
            signedIn,
            uploadResource,
            permittedWhere(sent, 'add', libraryScreens),
            add(library, false),
        );
        app.put(
            '/resource/superadmin/edit/:id',
            signedIn,
            uploadResource,
            permittedWhere(stored, 'edit', libraryScreens),
            edit(library, false),
        );
        app.post(
            '/tbp-resource/add',
            staffGuard,
            uploadResource,
            permitted({ screen: tbp, action: 'add' }),
            add(library, true),
        );
        app.put(
            '/tbp-resource/superadmin/edit/:id',
            signedIn,
            uploadResource,
            permitted({ screen: tbp, action: 'edit' }),
            edit(library, true),
        );
        app.delete('/resource/delete/:id', signedIn, permittedWhere(stored, 'delete', libraryScreens), remove(library));
        app.get(`${RESOURCE_FILES_PATH}:name`, uploadHeaders, serveResourceFile(resources, filesDir, links, sessions));
        return libraryDocs();
    },
};

/** What the fake API serves for this entity (collected by server/routes/entityRoutes.ts). */
export const serverRoutes: readonly RouteModule[] = [libraryRoutes];
