import { defineResource } from '../../shared/defineResource';
import { del, get, pagedPost, post, put } from '../../shared/endpoints';
import { checkbox, createdAt, file, picker, select, text } from '../../shared/fields';
import { ACTIONS, type AcceptedTypes, type Condition, type PickerField } from '../../shared/types';
import { type Audience, FOLDER_ROUTE, LIBRARY_ROUTE } from './audiences.shared';

/** What a resource file may be: documents, pictures, audio and video people share for study. */
const RESOURCE_TYPES: AcceptedTypes = {
    'application/pdf': ['.pdf'],
    'image/png': ['.png'],
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/gif': ['.gif'],
    'text/plain': ['.txt'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    'audio/mpeg': ['.mp3'],
    'video/mp4': ['.mp4'],
};
const RESOURCE_MAX_BYTES = 10 * 1024 * 1024;
export const RESOURCE_FILES_PATH = '/resources/';

const NO_COACHES_NOTE = 'Note : there should be coaches to select';
const NO_STUDENTS_NOTE = 'Note : there should be students to select';

const coaches = get('/get/allcoach', { guarded: false });
const students = get('/get/allStudents', { guarded: false });
const PERSON = { optionValue: '_id', optionLabel: ['first_name', 'last_name'] } as const;

/** The keys every resource add/edit sends (spec part 2, section 7), in its order. */
const RESOURCE_KEYS = [
    'title',
    'access',
    'isPrivate',
    'category',
    'subCategory',
    'tag',
    'link',
    'resource_file',
    'owner',
    'resource_for',
];
const TBP_KEYS = [
    'title',
    'access',
    'isPrivate',
    'forWhom',
    'category',
    'subCategory',
    'tag',
    'link',
    'resource_file',
    'owner',
    'resource_for',
];
const LIST_KEYS = ['page', 'limit', 'search', 'category', 'subCategory', 'sortBy', 'sortOrder'];

/** A private resource is shared with nobody: its audience is neither asked for nor kept. */
const PRIVATE: Condition = { field: 'isPrivate', op: 'eq', value: true };
/** Private, or for all coaches and students: nobody to pick. */
const NOBODY_TO_PICK: Condition = { any: [PRIVATE, { field: 'forWhom', op: 'eq', value: 'all' }] };

const accessOf = (audience: Audience): PickerField => {
    const base = {
        label: audience === 'tbp' ? 'Audience' : 'Access to',
        inputLabel: 'Access',
        multiple: true,
        shown: 3,
        ...PERSON,
        disabledWhen: PRIVATE,
    } as const;
    if (audience === 'coach') {
        return picker({
            ...base,
            source: coaches,
            allOption: { id: 'all', name: 'All Coaches' },
            required: 'Please select coach',
            requiredUnless: PRIVATE,
            emptyNote: NO_COACHES_NOTE,
        });
    }
    if (audience === 'student') {
        return picker({
            ...base,
            source: students,
            allOption: { id: 'all', name: 'All Students' },
            required: 'Please select access',
            requiredUnless: PRIVATE,
            emptyNote: NO_STUDENTS_NOTE,
        });
    }
    // TBP: coaches or students, by forWhom; for everyone, nobody needs picking.
    return picker({
        ...base,
        source: coaches,
        sourceBy: {
            field: 'forWhom',
            endpoints: { coach: coaches, student: students },
            emptyNotes: { coach: NO_COACHES_NOTE, student: NO_STUDENTS_NOTE },
        },
        emptyNote: NO_COACHES_NOTE,
        required: 'Please select atleast one options',
        requiredUnless: NOBODY_TO_PICK,
        disabledWhen: NOBODY_TO_PICK,
    });
};

const TITLES: Record<Audience, { title: string; list: string }> = {
    coach: { title: 'Coach Resources', list: '/resource/superadmin/getPaginatedResourcesForCoachInSuperadmin' },
    student: { title: 'Student Resources', list: '/resource/superadmin/getPaginatedResourcesForStudentInSuperadmin' },
    tbp: { title: 'TBP Resources', list: '/tbp-resource/superadmin/getTBPResources' },
};

/**
 * The calls of one library. The owner is the super-admin's ('superadmin', spec part 2 §6); TBP sends
 * resource_for as student, as the spec lists.
 */
const libraryApi = (audience: Audience) => {
    const tbp = audience === 'tbp';
    const keys = tbp ? TBP_KEYS : RESOURCE_KEYS;
    const fixed = { owner: 'superadmin', resource_for: tbp ? 'student' : audience };
    // What a coach adds is its own (spec part 2, section 1).
    const fixedAs = { coach: { owner: 'coach' } };
    return {
        list: pagedPost(TITLES[audience].list, { send: LIST_KEYS }),
        create: tbp
            ? post('/tbp-resource/add', { send: keys, body: 'form-data', fixed })
            : post('/resource/superdadmin/add', { send: keys, body: 'form-data', fixed, fixedAs }),
        update: tbp
            ? put('/tbp-resource/superadmin/edit/:id', { send: keys, body: 'form-data', fixed })
            : put('/resource/superadmin/edit/:id', { send: keys, body: 'form-data', fixed, fixedAs }),
        delete: del('/resource/delete/:id'),
    } as const;
};

/** TBP resources are for coaches, students or both: For whom comes first, the access list offers coaches or students by it. */
const forWhomField = () => ({
    forWhom: select({
        label: 'For whom',
        choices: [
            { id: 'coach', name: 'Coaches' },
            { id: 'student', name: 'Students' },
            { id: 'all', name: 'All Coaches and Students' },
        ],
        required: 'Please select for whom you want to add this resource',
        requiredUnless: PRIVATE,
        disabledWhen: PRIVATE,
    }),
});

/** Where a resource sits: its folder, sub folder and tag. */
const placeFields = (audience: Audience) => ({
    category: picker({
        label: 'Folder',
        source: get(`/category/getCategoryByUserId/${audience}`),
        optionValue: '_id',
        optionLabel: ['title'],
        emptyText: 'NA',
    }),
    subCategory: picker({
        label: 'Sub Folder',
        source: get('/category/getSubCategoryByCategory/:id'),
        dependsOn: 'category',
        optionValue: '_id',
        optionLabel: ['title'],
        emptyText: 'NA',
    }),
    tag: picker({
        label: 'Tag',
        source: post('/tags', { send: ['userId', 'search'] }),
        optionValue: '_id',
        optionLabel: ['tag'],
    }),
});

/** The resource itself: a file, or a link to one. */
const contentFields = () => ({
    link: text({ label: 'Link', url: 'Please enter valid url' }),
    resource_file: file({
        label: 'Resource',
        accept: RESOURCE_TYPES,
        maxBytes: RESOURCE_MAX_BYTES,
        placeholder: "Drag 'n' drop resource here or click here to upload",
        typeMessage: 'Please choose a PDF, Word, PowerPoint, Excel, text, picture, MP3 or MP4 file',
        sizeMessage: 'The file is too large (at most 10 MB)',
        urlKey: 'file_url',
        nameKey: 'file_name',
        required: 'Please add either resource or link to a resource',
        requiredUnless: { field: 'link', op: 'filled' },
    }),
});

const libraryFields = (audience: Audience) => {
    const tbp = audience === 'tbp';
    return {
        title: text({
            label: tbp ? 'Title' : audience === 'coach' ? 'File Name' : 'File name',
            inputLabel: 'Title',
            required: 'Please enter file title',
            max: { length: 50, message: 'please enter less than 50 characters' },
            sortable: true,
            searchable: true,
        }),
        ...(tbp ? forWhomField() : {}),
        access: accessOf(audience),
        // Private only makes sense while sharing could: off while the access list offers nobody.
        isPrivate: checkbox({
            label: 'Keep your file private only ?',
            disabledWhen: { field: 'access', op: 'noOptions' },
        }),
        ...placeFields(audience),
        ...contentFields(),
        ...(tbp ? { shared_to: text({ label: 'Shared to', listOnly: true }) } : {}),
        block_download: checkbox({ label: 'Downloadable', listOnly: true, texts: { true: 'NO', false: 'YES' } }),
        createdAt: createdAt(),
    };
};

/**
 * One library (coach, student or TBP resources): one declaration over the
 * shared field kinds, so the three screens differ only in words and calls.
 */
const libraryResource = (audience: Audience) =>
    defineResource({
        name: `${audience}Library`,
        route: LIBRARY_ROUTE[audience],
        collection: 'resources',
        title: TITLES[audience].title,
        plural: 'library resources',
        singular: 'Resource',
        server: { routes: 'own', createdKey: 'createdAt' },
        access: { ownerKey: 'userId' },
        history: { rows: { field: 'resource_type', op: 'eq', value: audience } },
        api: libraryApi(audience),
        fields: libraryFields(audience),
        list: {
            columns:
                audience === 'tbp'
                    ? ['title', 'shared_to', 'access', ACTIONS, 'createdAt']
                    : ['title', 'category', 'subCategory', 'block_download', 'tag', 'access', ACTIONS, 'createdAt'],
            search: { placeholder: 'Search' },
            addLabel: 'Add',
            filters: ['category', 'subCategory'],
            links: [{ label: 'Manage Admin Folders', to: `/${FOLDER_ROUTE[audience]}` }],
        },
        form: { addTitle: 'Add Resource', editTitle: 'Edit Resource' },
        confirm: { delete: 'Are you sure you want to  delete this resource ?' },
    });

export const coachLibraryResource = libraryResource('coach');
export const studentLibraryResource = libraryResource('student');
export const tbpLibraryResource = libraryResource('tbp');
