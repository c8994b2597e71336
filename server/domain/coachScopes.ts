import type { StoredRecord } from '../store/dbFile';
import { CATEGORIES, RESOURCES, folderScope, resourceScope } from './libraryAccess';
import type { CoachScope, Viewer } from './viewer';
import { COACHES, STUDENTS } from '../auth/users';

/** A coach reads its own coach record (`/viewAdmin/{own id}`), no other. */
const ownRecord: CoachScope = { fields: ['_id'], visible: (viewer, row) => String(row._id) === viewer.id };

/** A coach's students are those whose `coach_id` names it (the dashboard's student activity). */
export const ownStudents: CoachScope = {
    fields: ['coach_id'],
    visible: (viewer, row) => viewer.superAdmin || String(row.coach_id) === viewer.id,
};

/** What a coach may read, by collection, as its routes decide it; every other collection is the super-admin's. */
const COACH_SCOPES: Readonly<Record<string, CoachScope>> = {
    [CATEGORIES]: folderScope,
    [RESOURCES]: resourceScope,
    [COACHES]: ownRecord,
    [STUDENTS]: ownStudents,
};

/** The fields of a changed row a coach's visibility reads: nothing for a collection no coach reads. */
export const scopeFieldsOf = (collection: string, row: StoredRecord): Readonly<Record<string, unknown>> | undefined => {
    const scope = COACH_SCOPES[collection];
    if (!scope) return undefined;
    return Object.fromEntries(scope.fields.filter(key => Object.hasOwn(row, key)).map(key => [key, row[key]]));
};

/** Whether a session may hear of a change: the super-admin of every one, a coach of those its scope lets it read. */
export const mayHear = (
    viewer: Viewer,
    collection: string,
    fields: Readonly<Record<string, unknown>> | undefined,
): boolean => {
    if (viewer.superAdmin) return true;
    const scope = COACH_SCOPES[collection];
    return scope !== undefined && fields !== undefined && scope.visible(viewer, fields as StoredRecord);
};
