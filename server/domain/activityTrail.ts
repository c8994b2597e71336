import type { ResourceDeclaration } from '../../src/shared/types';
import { recordTitle } from '../../src/shared/recordTitle';
import { type ActivityEntry, recordActivity } from './activity';
import type { StoredRecord } from '../store/dbFile';
import type { Store } from '../store/store';
import { COACHES, STAFF, USERS } from '../auth/users';

/** Who did it, as the log names them: a signed-in user's (super-admin's, coach's or staff member's) id and full name. */
export const actorOf = (store: Store, userId: unknown): Pick<ActivityEntry, 'actor_id' | 'actor_name'> => {
    const user =
        typeof userId === 'string'
            ? (store.collection(USERS).get(userId) ??
              store.collection(COACHES).get(userId) ??
              store.collection(STAFF).get(userId))
            : undefined;
    if (!user) return { actor_id: null, actor_name: '' };
    return { actor_id: user._id, actor_name: personName(user) };
};

/** "First Last", else the e-mail: the log stays readable after the person is gone. */
export const personName = (user: StoredRecord): string => {
    const name = [user.first_name, user.last_name]
        .filter(part => typeof part === 'string' && part.trim())
        .join(' ')
        .trim();
    return name || (typeof user.email === 'string' ? user.email : user._id);
};

/** A declared record as the target of an entry: its kind, id and name. */
const targetOf = (
    decl: ResourceDeclaration,
    row: StoredRecord,
): Pick<ActivityEntry, 'target_type' | 'target_id' | 'target_name'> => ({
    // A declaration may name its kind and the fields of a record's name (people: 'coach', first and last name).
    target_type: decl.audit?.type ?? decl.name,
    target_id: row._id,
    target_name: decl.audit
        ? decl.audit.name
              .map(key => row[key])
              .filter(v => typeof v === 'string' && v)
              .join(' ')
        : recordTitle(decl, row),
});

/** The generic routes' entries: an edit, a delete, a restore (with its words), or a status switch with its new value. */
export const recordChangeActivity = (
    store: Store,
    userId: unknown,
    decl: ResourceDeclaration,
    row: StoredRecord,
    change:
        | { action: 'update' | 'delete' | 'restore' | 'delete_forever'; detail?: string }
        | { action: 'status_change'; value: unknown },
): void => {
    const detail = change.action === 'status_change' ? statusWord(change.value) : change.detail;
    recordActivity(store, {
        action: change.action,
        ...actorOf(store, userId),
        ...targetOf(decl, row),
        ...(detail ? { detail } : {}),
    });
};

const statusWord = (value: unknown): string => {
    if (value === true) return 'active';
    if (value === false) return 'inactive';
    return String(value);
};
