/*
 * Who sees which folder and resource of the libraries: the rules the folder and library routes apply, and the
 * live stream too (a coach hears only of what it may read).
 */
import type { Audience } from './audiences.shared';
import { Refusal } from '../../../server/http/answers';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { Store } from '../../../server/store/store';
import type { CoachScope, Viewer } from '../../../server/domain/viewer';

export const CATEGORIES = 'categories';
export const RESOURCES = 'resources';

/** Which folders an audience sees: its own, and those shared with everyone or with both people audiences. */
export const folderServes = (folder: StoredRecord, audience: Audience): boolean => {
    const type = folder.resource_type;
    return type === audience || type === 'all' || (type === 'both' && audience !== 'tbp');
};

/** Only the folder's creator may change or delete it (spec part 2, section 6). */
export const mustBeCreator = (row: StoredRecord, userId: unknown, what: string): void => {
    if (String(row.userId ?? '') !== String(userId))
        throw new Refusal(403, `Only the creator of this ${what} can change or delete it`);
};

/** A coach sees its own folders and the super-admin's (which serve the audiences they name); never another coach's. */
export const folderVisible = (viewer: Viewer, folder: StoredRecord): boolean =>
    viewer.superAdmin || String(folder.userId) === viewer.id || folder.owner === 'superadmin';
export const folderScope: CoachScope = { fields: ['userId', 'owner'], visible: folderVisible };

export const folderAt = (store: Store, id: unknown): StoredRecord | undefined =>
    typeof id === 'string' ? store.collection(CATEGORIES).get(id) : undefined;

/**
 * Which resources a session sees: the super-admin every one; a coach those it created, and those shared
 * with it: not private, added for coaches, and for everyone or with 'all' or the coach among their access.
 */
export const resourceVisible = (viewer: Viewer, row: StoredRecord): boolean => {
    if (viewer.superAdmin || String(row.userId) === viewer.id) return true;
    if (row.isPrivate === true || row.is_added_for_coach !== true) return false;
    const access = Array.isArray(row.access) ? (row.access as Array<{ value?: unknown }>) : [];
    return row.forWhom === 'all' || access.some(a => a?.value === 'all' || a?.value === viewer.id);
};
export const resourceScope: CoachScope = {
    fields: ['userId', 'isPrivate', 'is_added_for_coach', 'forWhom', 'access'],
    visible: resourceVisible,
};
