import { SUPER_ADMIN_PERMISSIONS, rolePermissions, type Permissions } from '../../src/shared/permissions/model';
import { asGrants } from '../../src/shared/permissions/verdicts';
import type { StoredRecord } from '../store/dbFile';
import type { Store } from '../store/store';
import type { Role } from './users';

/** Where roles are kept (src/resources/role/). */
export const ROLES = 'roles';

/** The name a coach's permissions carry: a coach's view is decided by the declarations' access rules, not by grants. */
const COACH_ROLE = 'Coach';

/**
 * What a session may do: the super-admin everything; a staff member what their role grants, read at each call,
 * so a change to the role is felt at once; a coach `all: false` with no grants, as a coach's screens and records
 * are those the declarations' access rules give a coach (their library, their profile), not a role's.
 */
export const permissionsOf = (store: Store, role: Role, user: StoredRecord): Permissions => {
    if (role === 'superadmin') return SUPER_ADMIN_PERMISSIONS;
    if (role === 'coach') return rolePermissions(COACH_ROLE, {});
    const held = typeof user.role_id === 'string' ? store.collection(ROLES).get(user.role_id) : undefined;
    if (!held) return rolePermissions('No role', {});
    if (held.built_in === true) return { ...SUPER_ADMIN_PERMISSIONS, role: String(held.name) };
    return rolePermissions(String(held.name), asGrants(held.grants ?? {}));
};
