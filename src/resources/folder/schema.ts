import { defineResource } from '../../shared/defineResource';
import { del, get, pagedPost, post, put } from '../../shared/endpoints';
import { createdAt, link, select, text } from '../../shared/fields';
import { ACTIONS, type Condition, type Endpoint } from '../../shared/types';
import { type Audience, FOLDER_ROUTE, LIBRARY_ROUTE, SUB_FOLDER_ROUTE } from '../library/audiences.shared';

/** A folder's resource types (spec part 2, section 3), as the folder modal offers them. */
const FOLDER_TYPES = [
    { id: 'coach', name: 'Coach' },
    { id: 'student', name: 'Student' },
    { id: 'tbp', name: 'TBP' },
    { id: 'all', name: 'All of above' },
    { id: 'both', name: 'Both Coaches and Student' },
] as const;

/** Every folder call sends these; a sub folder carries its parent, a folder none. */
const FOLDER_KEYS = ['title', 'resource_type', 'has_parent', 'parent_category'];

const BACK_TO: Record<Audience, string> = { coach: 'Back to CR', student: 'Back to SR', tbp: 'Back to TR' };

/** Each folder screen names its audience (spec part 2, section 2: "Admin folders for coaches", ...). */
const TITLE: Record<Audience, string> = {
    coach: 'Admin Folders for Coaches',
    student: 'Admin Folders for Students',
    tbp: 'Admin Folders for TBP Resources',
};

/** The audiences' folder lists send their type; the coach list sends none (spec part 2, section 7). */
const listTypeOf = (audience: Audience) =>
    audience === 'coach'
        ? pagedPost('/category/getPaginatedCategories')
        : pagedPost('/category/getPaginatedCategories', {
              send: ['page', 'limit', 'search', 'sortBy', 'sortOrder', 'type'],
              fixed: { type: audience },
              ...(audience === 'tbp' ? { open: 'tbpFolderList' as const } : {}),
          });

/** The folders an audience's list shows (as the API's folderServes): its own, and those shared with it. */
const servedFolders = (audience: Audience): Condition => ({
    all: [
        { not: { field: 'has_parent', op: 'eq', value: true } },
        {
            any: [
                { field: 'resource_type', op: 'eq', value: audience },
                { field: 'resource_type', op: 'eq', value: 'all' },
                ...(audience === 'tbp' ? [] : [{ field: 'resource_type', op: 'eq', value: 'both' } as const]),
            ],
        },
    ],
});

type FolderCall = 'tbpFolderAdd' | 'tbpFolderEdit' | 'tbpFolderDelete';

/**
 * The spec shows the folder calls but not the TBP ones (part 2, section 7): the TBP screens call the same paths,
 * marked open so config.json may move them (src/shared/openPaths.ts).
 */
const folderCall = (audience: Audience, call: Endpoint, key: FolderCall): Endpoint =>
    audience === 'tbp' ? { ...call, open: key } : call;

const folderCalls = (audience: Audience, fixed: Record<string, unknown>) => ({
    create: folderCall(audience, post('/category/add', { send: FOLDER_KEYS, fixed }), 'tbpFolderAdd'),
    update: folderCall(audience, put('/category/edit/:id', { send: FOLDER_KEYS, fixed }), 'tbpFolderEdit'),
    delete: folderCall(audience, del('/category/delete/:id'), 'tbpFolderDelete'),
});

/** Admin folders of one audience: the three folder screens are this one declaration. */
const folderResource = (audience: Audience) =>
    defineResource({
        name: `${audience}Folder`,
        route: FOLDER_ROUTE[audience],
        collection: 'categories',
        title: TITLE[audience],
        plural: 'folders',
        singular: 'Folder',
        server: { routes: 'own', createdKey: 'createdAt' },
        access: { ownerKey: 'userId' },
        history: { rows: servedFolders(audience) },
        api: {
            list: listTypeOf(audience),
            ...folderCalls(audience, { has_parent: false, parent_category: '' }),
        },
        fields: {
            title: text({ label: 'Title', required: 'Please enter folder title', sortable: true, searchable: true }),
            resource_type: select({
                label: 'Shared to',
                inputLabel: 'Resource type',
                choices: FOLDER_TYPES,
                look: 'radios',
                required: 'Please enter resource type',
                default: audience,
                // A coach's folders serve its own audiences, not the product's (TBP) nor everyone (the API says so too).
                offeredTo: { coach: ['coach', 'student', 'both'] },
            }),
            sub_folders: link({ label: 'Sub Folders', text: 'Sub Folders', to: `/${SUB_FOLDER_ROUTE[audience]}/:id` }),
            createdAt: createdAt(),
        },
        list: {
            columns: ['title', 'resource_type', 'sub_folders', ACTIONS, 'createdAt'],
            search: { placeholder: 'Search' },
            addLabel: 'Add',
            links: [{ label: BACK_TO[audience], to: `/${LIBRARY_ROUTE[audience]}` }],
        },
        form: { addTitle: 'Add Folder', editTitle: 'Edit Folder' },
        confirm: { delete: 'Are you sure you want to  delete this folder ?' },
    });

/** Sub folders of one folder, reached from its audience's folder list. */
const subFolderResource = (audience: Audience) =>
    defineResource({
        name: `${audience}SubFolder`,
        route: SUB_FOLDER_ROUTE[audience],
        collection: 'categories',
        title: 'Sub Folders of %{title}',
        plural: 'sub folders',
        singular: 'Sub folder',
        server: { routes: 'own', createdKey: 'createdAt' },
        access: { ownerKey: 'userId' },
        history: { rows: { field: 'has_parent', op: 'eq', value: true } },
        api: {
            list: pagedPost(
                '/category/getPaginatedSubCategoriesById/:id',
                audience === 'tbp' ? { open: 'tbpSubFolderList' } : {},
            ),
            ...folderCalls(audience, { has_parent: true, resource_type: '' }),
        },
        fields: {
            title: text({ label: 'Title', required: 'Please enter folder name', sortable: true, searchable: true }),
            parent_folder: link({ label: 'Parent Folder', text: 'Parent Folder', to: `/${FOLDER_ROUTE[audience]}` }),
            createdAt: createdAt(),
        },
        list: {
            columns: ['title', 'parent_folder', ACTIONS, 'createdAt'],
            search: { placeholder: 'Search' },
            addLabel: 'Add',
            links: [{ label: 'Go Back to Admin Folders', to: `/${FOLDER_ROUTE[audience]}` }],
            parent: {
                param: 'catId',
                key: 'parent_category',
                read: get('/category/getCategoryById/:id'),
                titleKey: 'title',
                missing: 'Folder not found',
            },
        },
        form: { addTitle: 'Add Sub Folder', editTitle: 'Edit Sub Folder' },
        confirm: { delete: 'Are you sure you want to  delete this sub folder ?' },
    });

export const coachFolderResource = folderResource('coach');
export const studentFolderResource = folderResource('student');
export const tbpFolderResource = folderResource('tbp');
export const coachSubFolderResource = subFolderResource('coach');
export const studentSubFolderResource = subFolderResource('student');
export const tbpSubFolderResource = subFolderResource('tbp');
