import type { StoredRecord } from '../store/dbFile';
import { newObjectId } from '../store/objectId';
import type { Store } from '../store/store';

/** The store collection of the activity log (who did what to which record, and when). */
export const ACTIVITY = 'activity';

type ActivityAction =
    | 'sign_in'
    | 'sign_in_failed'
    | 'login_as'
    | 'password_change'
    | 'password_reset'
    | 'update'
    | 'delete'
    | 'status_change'
    | 'restore'
    | 'delete_forever';

export interface ActivityEntry {
    action: ActivityAction;
    /** Who did it: a user id, or null when nobody is known (a failed sign-in for an unknown e-mail). */
    actor_id: string | null;
    /** The actor's name (or the e-mail that was tried), kept so the log reads well after a delete. */
    actor_name: string;
    /** What kind of record it touched ('coach', 'student', 'event', ...) and which one. */
    target_type?: string;
    target_id?: string;
    target_name?: string;
    /** A short free text: the new status, the route, ... */
    detail?: string;
}

/**
 * Appends one entry to the activity log. Every route that signs someone in,
 * logs in as someone, changes a password or edits, deletes, switches or restores a record
 * calls this once it has committed its change.
 */
export const recordActivity = (store: Store, entry: ActivityEntry, now = new Date()): StoredRecord =>
    store.collection(ACTIVITY).insert({ _id: newObjectId(now), ...entry, at: now.toISOString() });
