/* How /openapi.json describes the folder routes (./server.ts). */
import { coachFolderResource, coachSubFolderResource } from './schema';
import { AUDIENCES } from '../library/audiences.shared';
import type { Endpoint, ResourceDeclaration } from '../../shared/types';
import { listData, listRequest, recordSchema, writeSchema } from '../../../server/openapi/entitySchema';
import { route, type RouteDoc } from '../../../server/openapi/routeDoc';
import type { JsonSchema } from '../../../server/openapi/ruleSchema';

// The three audiences' folder and sub-folder declarations share these routes (the coach's stand for all).
const tag = 'Admin folders';
const folderDecl = coachFolderResource;
const subDecl = coachSubFolderResource;

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

const lookupDocs = (folder: JsonSchema, subFolder: JsonSchema): RouteDoc[] => [
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
];

const changeDocs = (folder: JsonSchema): RouteDoc[] => [
    route('POST /category/add', {
        summary: 'Add a folder (a coach: for coaches, students or both only) or a sub folder of one it sees',
        tag,
        access: 'session',
        body: writeBody('create'),
        data: folder,
    }),
    route('PUT /category/edit/:id', {
        summary: "Edit a folder's title and type (its sub folders follow) or a sub folder's title: its creator only",
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

export const folderDocs = (): RouteDoc[] => {
    const folder = recordSchema(folderDecl);
    return [...lookupDocs(folder, recordSchema(subDecl)), ...changeDocs(folder)];
};
