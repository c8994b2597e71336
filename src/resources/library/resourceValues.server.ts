/*
 * A resource add or edit as sent (JSON or form-data), checked and completed from the store: pairs name
 * folders, a tag and people the session may choose, with their labels as stored now.
 */
import type { Audience } from './audiences.shared';
import { coachLibraryResource, studentLibraryResource, tbpLibraryResource } from './schema';
import { collapseAll, type Picked } from '../../shared/rules';
import type { PickerField, ResourceDeclaration } from '../../shared/types';
import { optionFacts } from '../../../server/domain/pickerOptions';
import { validateRecord } from '../../shared/validation';
import { COACHES, STUDENTS } from '../../../server/auth/users';
import { folderAt, folderServes, folderVisible } from './access.server';
import type { Viewer } from '../../../server/domain/viewer';
import { Refusal } from '../../../server/http/answers';
import { flag, textOf } from '../../../server/http/formValues';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { Store } from '../../../server/store/store';

type Body = Record<string, unknown>;

export const LIBRARY_DECLS: Record<Audience, ResourceDeclaration> = {
    coach: coachLibraryResource,
    student: studentLibraryResource,
    tbp: tbpLibraryResource,
};
const TAGS = 'tags';

const notAPair = (name: string) => new Refusal(400, `${name} must be a {value, label} pair`);

const parsedPair = (value: unknown, name: string): unknown => {
    if (typeof value !== 'string') return value;
    try {
        return JSON.parse(value);
    } catch {
        throw notAPair(name);
    }
};

/** A `{value, label}` as sent: an object (JSON) or its JSON text (form-data); '' and null mean none. */
const pairOf = (value: unknown, name: string): Picked | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === '' || value === 'null') return null;
    const pair = parsedPair(value, name) as { value?: unknown; label?: unknown };
    const isPair = typeof pair === 'object' && pair !== null && !Array.isArray(pair);
    if (!isPair || typeof pair.value !== 'string' || pair.value.length > 100) throw notAPair(name);
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

const fullName = (row: StoredRecord): string =>
    [row.first_name, row.last_name].filter(v => typeof v === 'string' && v).join(' ');

/** Whether a folder may be chosen: a top folder of the audience, or a sub folder of the chosen folder. */
const folderFits = (folder: StoredRecord, audience: Audience, parent: Picked | null | undefined): boolean =>
    parent
        ? folder.has_parent === true && folder.parent_category === parent.value
        : folder.has_parent !== true && folderServes(folder, audience);

/** A picked folder, checked against the store: its label is the folder's title now. */
const folderPair = (
    store: Store,
    picked: Picked | null | undefined,
    audience: Audience,
    viewer: Viewer,
    parent?: Picked | null,
): Picked | null => {
    if (!picked) return null;
    const folder = folderAt(store, picked.value);
    if (!folder || !folderVisible(viewer, folder) || !folderFits(folder, audience, parent))
        throw new Refusal(
            400,
            parent ? 'Please choose a sub folder of the chosen folder' : 'Please choose one of the folders',
        );
    return { value: folder._id, label: textOf(folder.title) };
};

const tagPair = (store: Store, picked: Picked | null | undefined): Picked | null => {
    if (!picked) return null;
    const tag = store.collection(TAGS).get(picked.value);
    if (!tag) throw new Refusal(400, 'Please choose one of the tags');
    return { value: tag._id, label: textOf(tag.tag) };
};

/** Access entries are people of the audience (or everyone), with their names as stored now. */
const peoplePairs = (store: Store, picked: Picked[], people: string, field: PickerField): Picked[] => {
    const allValue = field.allOption?.id ?? 'all';
    return collapseAll(picked, allValue).map(p => {
        if (p.value === allValue) return { value: allValue, label: field.allOption?.name ?? 'All' };
        const person = store.collection(people).get(p.value);
        if (!person) throw new Refusal(400, 'Please choose people from the list');
        return { value: person._id, label: fullName(person) };
    });
};

/** The form's values as the declaration checks them; the file is only a placeholder here. */
const sentValues = (audience: Audience, body: Body, fileGiven: boolean, keptFile: string): Body => {
    const isPrivate = flag(body.isPrivate);
    if (isPrivate === undefined) throw new Refusal(400, 'Keep your file private only ? must be true or false');
    return {
        title: body.title,
        access: accessOf(body),
        isPrivate,
        category: pairOf(body.category, 'Folder'),
        subCategory: pairOf(body.subCategory, 'Sub Folder'),
        tag: pairOf(body.tag, 'Tag'),
        link: body.link,
        resource_file: fileGiven ? 'upload' : keptFile,
        ...(audience === 'tbp' ? { forWhom: body.forWhom } : {}),
    };
};

/** Who a resource is for: its own library's people, or what a TBP resource names ('' when private). */
const forWhomOf = (audience: Audience, clean: Body): string => {
    if (audience !== 'tbp') return audience;
    return clean.isPrivate ? '' : textOf(clean.forWhom);
};

/** The chosen folder and sub folder, checked. */
const foldersOf = (store: Store, clean: Body, audience: Audience, viewer: Viewer) => {
    const category = folderPair(store, clean.category as Picked | null, audience, viewer);
    const subCategory = category
        ? folderPair(store, clean.subCategory as Picked | null, audience, viewer, category)
        : null;
    return { category, subCategory };
};

const accessFor = (store: Store, decl: ResourceDeclaration, clean: Body, audience: Audience, forWhom: string) => {
    if (clean.isPrivate || forWhom === 'all') return [];
    const people = audience === 'student' || forWhom === 'student' ? STUDENTS : COACHES;
    return peoplePairs(store, (clean.access as Picked[]) ?? [], people, decl.fields.access as PickerField);
};

/** Validates a resource add or edit; the stored form, without the file decided yet. */
export const resourceValues = async (
    store: Store,
    audience: Audience,
    sent: { body: Body; fileGiven: boolean; keptFile: string },
    viewer: Viewer,
) => {
    const decl = LIBRARY_DECLS[audience];
    const values = sentValues(audience, sent.body, sent.fileGiven, sent.keptFile);
    const clean = await validateRecord(decl, values, { facts: optionFacts(store, decl) });
    const forWhom = forWhomOf(audience, clean);
    // Checked in this order: the folders, then the people, then the tag (the first refusal is the answer).
    const folders = foldersOf(store, clean, audience, viewer);
    const access = accessFor(store, decl, clean, audience, forWhom);
    return {
        title: clean.title,
        access,
        isPrivate: clean.isPrivate === true,
        forWhom,
        ...folders,
        tag: tagPair(store, clean.tag as Picked | null),
        link: textOf(clean.link),
        resource_type: audience,
        resource_for: audience === 'coach' ? 'coach' : 'student',
        is_added_for_coach: forWhom === 'coach' || forWhom === 'all',
        is_added_for_student: forWhom === 'student' || forWhom === 'all',
    };
};

/** Which library a multipart add or edit is for: the path says TBP, resource_for says coach or student. */
export const libraryOf = (tbp: boolean, body: Body): Audience => {
    if (tbp) {
        if (body.resource_for !== undefined && body.resource_for !== 'student')
            throw new Refusal(400, 'resource_for must be student');
        return 'tbp';
    }
    if (body.resource_for === 'coach' || body.resource_for === 'student') return body.resource_for;
    throw new Refusal(400, 'resource_for must be coach or student');
};
