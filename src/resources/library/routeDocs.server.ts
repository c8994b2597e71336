/* How /openapi.json describes the library routes (./server.ts). */
import { fileField } from './files.server';
import { LIBRARY_DECLS } from './resourceValues.server';
import { coachLibraryResource, RESOURCE_FILES_PATH, tbpLibraryResource } from './schema';
import type { Endpoint, ResourceDeclaration } from '../../shared/types';
import { listData, listRequest, recordSchema, writeSchema } from '../../../server/openapi/entitySchema';
import { route, type RouteDoc } from '../../../server/openapi/routeDoc';
import type { JsonSchema } from '../../../server/openapi/ruleSchema';

/** A folder filter: a folder's id, or none. */
const FOLDER_ID: JsonSchema = { type: ['string', 'null'], maxLength: 100 };
/** The `resource_file` part of a multipart add or edit. */
const UPLOAD: JsonSchema = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `${fileField.label}: ${Object.values(fileField.accept).flat().join(', ')}, at most ${fileField.maxBytes} bytes`,
};

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
const writeDoc = (decl: ResourceDeclaration, kind: 'create' | 'update', resourceFor?: JsonSchema): JsonSchema => {
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

const shared = 'resources';

const coachAndStudentDocs = (record: JsonSchema): RouteDoc[] => [
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
];

const tbpDocs = (): RouteDoc[] => {
    const tbp = tbpLibraryResource;
    return [
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
    ];
};

const deleteAndFileDocs = (record: JsonSchema): RouteDoc[] => [
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

export const libraryDocs = (): RouteDoc[] => {
    const record = recordSchema(coachLibraryResource);
    return [
        ...Object.values(LIBRARY_DECLS).map(listDoc),
        ...coachAndStudentDocs(record),
        ...tbpDocs(),
        ...deleteAndFileDocs(record),
    ];
};
