import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import multer from 'multer';
import type { Audience } from './audiences';
import { coachLibraryResource, RESOURCE_FILES_PATH, studentLibraryResource, tbpLibraryResource } from './schema';
import { collapseAll, type Picked } from '../../schema/rules';
import type { Endpoint, FileField, PickerField, ResourceDeclaration } from '../../schema/types';
import { validateRecord } from '../../schema/validation';
import { recordActivity } from '../../../server/domain/activity';
import { actorOf } from '../../../server/domain/activityTrail';
import { Refusal, handle, succeed } from '../../../server/http/answers';
import type { StoredRecord } from '../../../server/store/dbFile';
import { acceptedFileType } from '../../../server/http/fileType';
import { pageOfRows, parseListQuery } from '../../../server/domain/listQuery';
import { attachmentHeader } from '../../../server/http/contentDisposition';
import { multipart, multipartParser } from '../../../server/http/multipart';
import { newObjectId } from '../../../server/store/objectId';
import { LINK_EXPIRED, LINK_REFUSED } from '../../../server/http/fileLinks';
import { SUPER_ADMIN_ONLY, bearerToken } from '../../../server/http/guard';
import { reads, uploadHeaders } from '../../../server/http/safety';
import { COACHES, STUDENTS } from '../people/directory.server';
import {
    flag,
    folderAt,
    folderServes,
    folderVisible,
    mustBeCreator,
    RESOURCES,
    type CoachScope,
    type Viewer,
    viewerOf,
} from '../folder/server';
import type { RouteModule } from '../../../server/routes/module';
import { expectedVersion, refuseStale } from '../../../server/store/versions';
import { route } from '../../../server/openapi/routeDoc';
import { listData, listRequest, recordSchema, writeSchema } from '../../../server/openapi/entitySchema';
import type { JsonSchema } from '../../../server/openapi/ruleSchema';

type Body = Record<string, unknown>;

/** The seed's sample files, served beside uploads (never written to). */
const SAMPLE_FILES_DIR = fileURLToPath(new URL('../../../fixtures/resource-files/', import.meta.url));
/** Stored names are ours: a random part and a known extension; nothing else is ever looked up on disk. */
const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.[a-z0-9]{2,5}$/;

const DECLS: Record<Audience, ResourceDeclaration> = {
    coach: coachLibraryResource,
    student: studentLibraryResource,
    tbp: tbpLibraryResource,
};
const fileField = coachLibraryResource.fields.resource_file as FileField;
const TAGS = 'tags';

/** A folder filter: a folder's id, or none. */
const FOLDER_ID: JsonSchema = { type: ['string', 'null'], maxLength: 100 };
/** The `resource_file` part of a multipart add or edit. */
const UPLOAD: JsonSchema = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `${fileField.label}: ${Object.values(fileField.accept).flat().join(', ')}, at most ${fileField.maxBytes} bytes`,
};

const upload = multipartParser({
    storage: multer.memoryStorage(),
    limits: { fileSize: fileField.maxBytes, files: 1, fields: 200, fieldSize: 64 * 1024 },
}).single('resource_file');

/** multer's own words ("File too large") become the form's; a malformed body is a 400. */
const uploadResource = multipart(upload, {
    LIMIT_FILE_SIZE: fileField.sizeMessage,
    LIMIT_UNEXPECTED_FILE: 'Only one file can be uploaded, as resource_file',
});

/** A `{value, label}` as sent: an object (JSON) or its JSON text (form-data); '' and null mean none. */
const pairOf = (value: unknown, name: string): Picked | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === '' || value === 'null') return null;
    let parsed = value;
    if (typeof value === 'string') {
        try {
            parsed = JSON.parse(value);
        } catch {
            throw new Refusal(400, `${name} must be a {value, label} pair`);
        }
    }
    const pair = parsed as { value?: unknown; label?: unknown };
    if (
        typeof pair !== 'object' ||
        pair === null ||
        Array.isArray(pair) ||
        typeof pair.value !== 'string' ||
        pair.value.length > 100
    ) {
        throw new Refusal(400, `${name} must be a {value, label} pair`);
    }
    return { value: pair.value, label: typeof pair.label === 'string' ? pair.label.slice(0, 255) : '' };
};

/** The access list as sent: `access[]` entries in form-data (each a JSON text), `access` in JSON. */
const accessOf = (body: Body): Picked[] => {
    const raw = body['access[]'] ?? body.access;
    if (raw === undefined || raw === null || raw === '') return [];
    const items = Array.isArray(raw) ? raw : [raw];
    if (items.length > 500) throw new Refusal(400, 'Access can hold at most 500 entries');
    return items.map(item => {
        const pair = pairOf(item, 'Access');
        if (!pair) throw new Refusal(400, 'Access must be a list of {value, label} pairs');
        return pair;
    });
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Which resources a session sees: the super-admin every one; a coach those it created, and those shared
 * with it: not private, added for coaches, and for everyone or with 'all' or the coach among their access.
 */
const resourceVisible = (viewer: Viewer, row: StoredRecord): boolean => {
    if (viewer.superAdmin || String(row.userId) === viewer.id) return true;
    if (row.isPrivate === true || row.is_added_for_coach !== true) return false;
    const access = Array.isArray(row.access) ? (row.access as Array<{ value?: unknown }>) : [];
    return row.forWhom === 'all' || access.some(a => a?.value === 'all' || a?.value === viewer.id);
};
export const resourceScope: CoachScope = {
    fields: ['userId', 'isPrivate', 'is_added_for_coach', 'forWhom', 'access'],
    visible: resourceVisible,
};
const fullName = (row: StoredRecord): string =>
    [row.first_name, row.last_name].filter(v => typeof v === 'string' && v).join(' ');

/**
 * The three resource libraries (spec part 2, sections 2, 4 to 7): lists by
 * audience with folder filters, multipart add and edit with one checked
 * upload, creator-only changes, files served back with downloads refused
 * where block_download is set.
 */
export const libraryRoutes: RouteModule = {
    collections: [RESOURCES],
    register({ app, store, sessions, guard, signedIn, uploadsDir, links }) {
        const filesDir = join(uploadsDir, 'resources');
        const resources = () => store.collection(RESOURCES);

        /**
         * A resource as answers show it: with signed links to its file (`file_url` to open it, `download_url`
         * unless downloads are blocked), since a new tab carries no token.
         */
        const withFileLinks = (row: StoredRecord, viewer: Viewer): StoredRecord => {
            const name = textOf(row.resource_file);
            // A private resource's file is its creator's alone.
            if (!STORED_NAME.test(name) || (row.isPrivate === true && String(row.userId) !== viewer.id)) return row;
            const path = `${RESOURCE_FILES_PATH}${name}`;
            return {
                ...row,
                file_url: links.link(path),
                ...(row.block_download === true ? {} : { download_url: links.link(path, { download: true }) }),
            };
        };

        const listOf = (audience: Audience) =>
            handle((req, res) => {
                const body = (req.body ?? {}) as Body;
                const decl = DECLS[audience];
                const q = parseListQuery(decl, body);
                const filterOf = (key: string): string => {
                    const value = body[key];
                    if (value === undefined || value === null || value === '') return '';
                    if (typeof value !== 'string' || value.length > 100)
                        throw new Refusal(400, `${key} must be a folder id`);
                    return value;
                };
                const category = filterOf('category');
                const subCategory = filterOf('subCategory');
                const viewer = viewerOf(res);
                const rows = resources().all.filter(
                    r =>
                        r.resource_type === audience &&
                        resourceVisible(viewer, r) &&
                        (!category || (r.category as Picked | null)?.value === category) &&
                        (!subCategory || (r.subCategory as Picked | null)?.value === subCategory),
                );
                const page = pageOfRows(rows, q, ['title'], 'createdAt');
                succeed(res, { ...page, docs: page.docs.map(row => withFileLinks(row, viewer)) });
            });

        /** A picked folder, checked against the store: its label is the folder's title now. */
        const folderPair = (
            picked: Picked | null | undefined,
            audience: Audience,
            viewer: Viewer,
            parent?: Picked | null,
        ): Picked | null => {
            if (!picked) return null;
            const folder = folderAt(store, picked.value);
            const fits =
                folder &&
                folderVisible(viewer, folder) &&
                (parent
                    ? folder.has_parent === true && folder.parent_category === parent.value
                    : folder.has_parent !== true && folderServes(folder, audience));
            if (!folder || !fits)
                throw new Refusal(
                    400,
                    parent ? 'Please choose a sub folder of the chosen folder' : 'Please choose one of the folders',
                );
            return { value: folder._id, label: textOf(folder.title) };
        };

        const tagPair = (picked: Picked | null | undefined): Picked | null => {
            if (!picked) return null;
            const tag = store.collection(TAGS).get(picked.value);
            if (!tag) throw new Refusal(400, 'Please choose one of the tags');
            return { value: tag._id, label: textOf(tag.tag) };
        };

        /** Access entries are people of the audience (or everyone), with their names as stored now. */
        const peoplePairs = (picked: Picked[], people: string, field: PickerField): Picked[] => {
            const allValue = field.allOption?.id ?? 'all';
            return collapseAll(picked, allValue).map(p => {
                if (p.value === allValue) return { value: allValue, label: field.allOption?.name ?? 'All' };
                const person = store.collection(people).get(p.value);
                if (!person) throw new Refusal(400, 'Please choose people from the list');
                return { value: person._id, label: fullName(person) };
            });
        };

        /** Checks a new upload by its bytes and stores it under a name of ours. */
        const storeUpload = async (file: Express.Multer.File): Promise<string> => {
            const found = acceptedFileType(file.buffer, file.originalname, fileField.accept);
            if (!found) throw new Refusal(400, fileField.typeMessage);
            const name = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}${found.extension}`;
            await mkdir(filesDir, { recursive: true });
            await writeFile(join(filesDir, name), file.buffer);
            return name;
        };

        /** Validates a resource add or edit; the stored form, without the file decided yet. */
        const resourceValues = async (
            audience: Audience,
            body: Body,
            fileGiven: boolean,
            keptFile: string,
            viewer: Viewer,
        ) => {
            const decl = DECLS[audience];
            const isPrivate = flag(body.isPrivate);
            if (isPrivate === undefined) throw new Refusal(400, 'Keep your file private only ? must be true or false');
            const values: Body = {
                title: body.title,
                access: accessOf(body),
                isPrivate,
                category: pairOf(body.category, 'Folder'),
                subCategory: pairOf(body.subCategory, 'Sub Folder'),
                tag: pairOf(body.tag, 'Tag'),
                link: body.link,
                resource_file: fileGiven ? 'upload' : keptFile,
            };
            if (audience === 'tbp') values.forWhom = body.forWhom;
            const clean = await validateRecord(decl, values);
            const forWhom = audience === 'tbp' ? (clean.isPrivate ? '' : textOf(clean.forWhom)) : audience;
            const people = audience === 'student' || forWhom === 'student' ? STUDENTS : COACHES;
            const category = folderPair(clean.category as Picked | null, audience, viewer);
            const subCategory = category
                ? folderPair(clean.subCategory as Picked | null, audience, viewer, category)
                : null;
            const access =
                clean.isPrivate || forWhom === 'all'
                    ? []
                    : peoplePairs((clean.access as Picked[]) ?? [], people, decl.fields.access as PickerField);
            return {
                title: clean.title,
                access,
                isPrivate: clean.isPrivate === true,
                forWhom,
                category,
                subCategory,
                tag: tagPair(clean.tag as Picked | null),
                link: textOf(clean.link),
                resource_type: audience,
                resource_for: audience === 'coach' ? 'coach' : 'student',
                is_added_for_coach: forWhom === 'coach' || forWhom === 'all',
                is_added_for_student: forWhom === 'student' || forWhom === 'all',
            };
        };

        /** Which library a multipart add or edit is for: the path says TBP, resource_for says coach or student. */
        const libraryOf = (tbp: boolean, body: Body): Audience => {
            if (tbp) {
                if (body.resource_for !== undefined && body.resource_for !== 'student')
                    throw new Refusal(400, 'resource_for must be student');
                return 'tbp';
            }
            if (body.resource_for === 'coach' || body.resource_for === 'student') return body.resource_for;
            throw new Refusal(400, 'resource_for must be coach or student');
        };

        const removeUpload = async (name: unknown) => {
            if (typeof name === 'string' && STORED_NAME.test(name)) await rm(join(filesDir, name), { force: true });
        };

        const add = (tbp: boolean) =>
            handle(async (req, res) => {
                const body = (req.body ?? {}) as Body;
                const audience = libraryOf(tbp, body);
                const viewer = viewerOf(res);
                // The product's own (TBP) material is the super-admin's to add.
                if (tbp && !viewer.superAdmin) throw new Refusal(403, SUPER_ADMIN_ONLY);
                const values = await resourceValues(audience, body, Boolean(req.file), '', viewer);
                const stored = req.file ? await storeUpload(req.file) : '';
                const now = new Date().toISOString();
                const row: StoredRecord = {
                    _id: newObjectId(),
                    ...values,
                    resource_file: stored,
                    file_name: req.file ? req.file.originalname.slice(0, 255) : '',
                    block_download: false,
                    owner: viewer.superAdmin ? 'superadmin' : 'coach',
                    userId: viewer.id,
                    createdAt: now,
                    updatedAt: now,
                };
                succeed(res, withFileLinks(resources().insert(row), viewer), 'Resource added successfully');
            });

        const edit = (tbp: boolean) =>
            handle(async (req, res) => {
                const body = (req.body ?? {}) as Body;
                const viewer = viewerOf(res);
                const current = resources().get(String(req.params.id));
                if (!current || (current.resource_type === 'tbp') !== tbp || !resourceVisible(viewer, current))
                    throw new Refusal(404, 'Resource not found');
                const expected = expectedVersion(req);
                const shown = (row: StoredRecord) => withFileLinks(row, viewer);
                refuseStale(expected, current, 'Resource', shown);
                const audience = current.resource_type as Audience;
                // Without a new file, resource_file keeps the stored one (its name) or clears it ('').
                const sent = body.resource_file;
                if (sent !== undefined && sent !== '' && sent !== current.resource_file)
                    throw new Refusal(400, fileField.typeMessage);
                const kept = sent === '' ? '' : textOf(current.resource_file);
                const values = await resourceValues(
                    audience,
                    { ...body, resource_for: undefined },
                    Boolean(req.file),
                    kept,
                    viewer,
                );
                mustBeCreator(current, res.locals.userId, 'resource');
                const stored = req.file ? await storeUpload(req.file) : kept;
                const latest = resources().get(current._id);
                if (!latest) {
                    if (req.file) await removeUpload(stored);
                    throw new Refusal(404, 'Resource not found');
                }
                try {
                    refuseStale(expected, latest, 'Resource', shown);
                } catch (stale) {
                    // A refused upload leaves no file.
                    if (req.file) await removeUpload(stored);
                    throw stale;
                }
                const saved = resources().patch(latest._id, {
                    ...values,
                    resource_file: stored,
                    file_name: req.file ? req.file.originalname.slice(0, 255) : stored ? latest.file_name : '',
                    updatedAt: new Date().toISOString(),
                });
                if (latest.resource_file !== stored) await removeUpload(latest.resource_file);
                succeed(res, saved && withFileLinks(saved, viewer), 'Resource updated successfully');
            });

        // Coaches use the same library screens for their own items (spec part 2, section 1): lists answer a coach
        // what it may see, adds are its own (owner 'coach'), edits and deletes the creator's. TBP adds are the
        // super-admin's.
        app.post(coachLibraryResource.api.list.endpoint.path, signedIn, reads, listOf('coach'));
        app.post(studentLibraryResource.api.list.endpoint.path, signedIn, reads, listOf('student'));
        app.post(tbpLibraryResource.api.list.endpoint.path, signedIn, reads, listOf('tbp'));
        app.post('/resource/superdadmin/add', signedIn, uploadResource, add(false));
        app.put('/resource/superadmin/edit/:id', signedIn, uploadResource, edit(false));
        app.post('/tbp-resource/add', guard, uploadResource, add(true));
        app.put('/tbp-resource/superadmin/edit/:id', signedIn, uploadResource, edit(true));
        app.delete(
            '/resource/delete/:id',
            signedIn,
            handle(async (req, res) => {
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
                await removeUpload(current.resource_file);
                succeed(res, current, 'Resource deleted successfully');
            }),
        );

        // A file opens through the signed link its resource's answer carries (a new tab has no token), or for a
        // session that may read the resource; `download=1` asks for an attachment, which a resource that blocks
        // downloads refuses. A private resource's file is its creator's alone.
        app.get(
            `${RESOURCE_FILES_PATH}:name`,
            uploadHeaders,
            handle(async (req, res) => {
                const name = String(req.params.name);
                const row = STORED_NAME.test(name) ? resources().find(r => r.resource_file === name) : undefined;
                const signed = links.check(req);
                if (signed === 'expired') throw new Refusal(403, LINK_EXPIRED);
                if (signed === 'none') {
                    const token = bearerToken(req.get('authorization'));
                    const session = token ? await sessions.check(token) : undefined;
                    if (!session) throw new Refusal(403, LINK_REFUSED);
                    if (!row) throw new Refusal(404, 'File not found');
                    const own = String(row.userId) === session.user._id;
                    if (row.isPrivate === true && !own)
                        throw new Refusal(403, 'This resource is private to its creator');
                    if (!resourceVisible({ id: session.user._id, superAdmin: session.role === 'superadmin' }, row))
                        throw new Refusal(404, 'File not found');
                }
                if (!row) throw new Refusal(404, 'File not found');
                const download = req.query.download === '1';
                if (download && row.block_download === true)
                    throw new Refusal(403, 'This resource cannot be downloaded');
                const dir = [filesDir, SAMPLE_FILES_DIR].find(d => existsSync(join(d, name)));
                if (!dir) throw new Refusal(404, 'File not found');
                const shownName = textOf(row.file_name) || name;
                if (download) res.setHeader('Content-Disposition', attachmentHeader(shownName));
                res.setHeader('Cache-Control', 'private, max-age=600');
                res.sendFile(name, { root: dir, dotfiles: 'deny' });
            }),
        );

        /** A list's body: its protocol's paging, search and sort, and the folder filters. */
        const listDoc = (decl: ResourceDeclaration) =>
            route(`POST ${decl.api.list.endpoint.path}`, {
                summary: `A page of ${decl.title.toLowerCase()} the session may see, with signed links to their files`,
                tag: decl.title,
                access: 'session',
                body: {
                    type: 'object',
                    properties: { ...listRequest(decl, decl.api.list), category: FOLDER_ID, subCategory: FOLDER_ID },
                },
                data: listData(decl, decl.api.list),
            });
        /**
         * A multipart add or edit: the form's fields as the declaration sends them (pairs and the access list as
         * JSON text), the upload as the `resource_file` part.
         */
        const writeDoc = (
            decl: ResourceDeclaration,
            kind: 'create' | 'update',
            resourceFor?: JsonSchema,
        ): JsonSchema => {
            const schema = writeSchema(decl, decl.api[kind] as Endpoint, kind);
            return {
                ...schema,
                properties: {
                    ...(schema.properties as Record<string, JsonSchema>),
                    resource_file:
                        kind === 'create'
                            ? UPLOAD
                            : {
                                  anyOf: [UPLOAD, { type: 'string' }],
                                  description: 'A new file; or the stored file name (kept) or "" (removed)',
                              },
                    ...(resourceFor ? { resource_for: resourceFor } : {}),
                },
            };
        };
        const record = recordSchema(coachLibraryResource);
        const tbp = tbpLibraryResource;
        const shared = 'resources';
        return [
            ...Object.values(DECLS).map(listDoc),
            route('POST /resource/superdadmin/add', {
                summary: 'Add a coach or student resource (resource_for), with one checked upload or a link',
                tag: shared,
                access: 'session',
                bodyType: 'form-data',
                body: writeDoc(coachLibraryResource, 'create', { enum: ['coach', 'student'] }),
                data: record,
            }),
            route('PUT /resource/superadmin/edit/:id', {
                summary: 'Edit a coach or student resource: its creator only',
                tag: shared,
                access: 'session',
                bodyType: 'form-data',
                body: writeDoc(coachLibraryResource, 'update'),
                data: record,
                conflict: true,
            }),
            route('POST /tbp-resource/add', {
                summary: 'Add a TBP resource, with one checked upload or a link',
                tag: tbp.title,
                access: 'superadmin',
                bodyType: 'form-data',
                body: writeDoc(tbp, 'create', { enum: ['student'] }),
                data: recordSchema(tbp),
            }),
            route('PUT /tbp-resource/superadmin/edit/:id', {
                summary: 'Edit a TBP resource: its creator only',
                tag: tbp.title,
                access: 'session',
                bodyType: 'form-data',
                body: writeDoc(tbp, 'update'),
                data: recordSchema(tbp),
                conflict: true,
            }),
            route('DELETE /resource/delete/:id', {
                summary: 'Delete a resource and its file: its creator only',
                tag: shared,
                access: 'session',
                data: record,
            }),
            route(`GET ${RESOURCE_FILES_PATH}:name`, {
                summary: "A resource's file, through its signed link or to a session",
                tag: shared,
                access: 'public',
                answer: 'file',
                refuses: [401, 403],
            }),
        ];
    },
};
