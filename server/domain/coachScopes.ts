import type { StoredRecord } from '../store/dbFile';
import type { CoachScope, Viewer } from './viewer';
import { COACHES, STUDENTS } from '../auth/users';

/** What a coach may read, by collection; every collection without a scope is the super-admin's alone. */
export type CoachScopes = ReadonlyMap<string, CoachScope>;

/** A coach reads its own coach record (`/viewAdmin/{own id}`), no other. */
const ownRecord: CoachScope = { fields: ['_id'], visible: (viewer, row) => String(row._id) === viewer.id };

/** A coach's students are those whose `coach_id` names it (the dashboard's student activity). */
export const ownStudents: CoachScope = {
    fields: ['coach_id'],
    visible: (viewer, row) => viewer.superAdmin || String(row.coach_id) === viewer.id,
};

/**
 * The scopes of the sign-in accounts, which every session knows of, and those the route modules declare for
 * their own collections (an entity folder's `server.ts`), so this file names no entity.
 */
export const coachScopes = (declared: ReadonlyArray<Readonly<Record<string, CoachScope>>>): CoachScopes =>
    new Map(Object.entries(Object.assign({ [COACHES]: ownRecord, [STUDENTS]: ownStudents }, ...declared)));

/** The fields of a changed row a coach's visibility reads: nothing for a collection no coach reads. */
export const scopeFieldsOf = (
    scopes: CoachScopes,
    collection: string,
    row: StoredRecord,
): Readonly<Record<string, unknown>> | undefined => {
    const scope = scopes.get(collection);
    if (!scope) return undefined;
    return Object.fromEntries(scope.fields.filter(key => Object.hasOwn(row, key)).map(key => [key, row[key]]));
};

/** Whether a session may hear of a change: the super-admin of every one, a coach of those its scope lets it read. */
export const mayHear = (
    scopes: CoachScopes,
    viewer: Viewer,
    collection: string,
    fields: Readonly<Record<string, unknown>> | undefined,
): boolean => {
    if (viewer.superAdmin) return true;
    const scope = scopes.get(collection);
    return scope !== undefined && fields !== undefined && scope.visible(viewer, fields as StoredRecord);
};

/**
 * Whether a session may open a record: what presence asks before naming who has it open, and before hearing an
 * announce of it. One place, so other roles' rules plug in here.
 */
export const mayOpen = (scopes: CoachScopes, viewer: Viewer, collection: string, row: StoredRecord): boolean =>
    mayHear(scopes, viewer, collection, scopeFieldsOf(scopes, collection, row));
