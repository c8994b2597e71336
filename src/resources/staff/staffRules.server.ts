import type { Response } from 'express';
import type { Permissions } from '../../shared/permissions/model';
import { holdsNoMoreThan } from '../../shared/permissions/power';
import { PERMISSION_CATALOGUE } from '../../shared/permissions/screens';
import { Refusal } from '../../../server/http/answers';
import { ROLES, permissionsOf } from '../../../server/auth/permissions';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { Store } from '../../../server/store/store';

const OWN_ROLE = 'You cannot change your own role';
const OWN_STATUS = 'You cannot deactivate your own account';

/**
 * What a staff member whose role grants the staff screen may do there: nothing to themselves that changes their
 * power, and nothing to, or for, anyone with more power than their own role (no way up through a colleague). The
 * super-admin is held by none of these.
 */
export const staffRules = (store: Store) => {
    const actorOf = (res: Response): { id: string; permissions: Permissions } | undefined =>
        res.locals.role === 'staff'
            ? { id: String(res.locals.userId), permissions: res.locals.permissions as Permissions }
            : undefined;
    const roleOf = (roleId: unknown): Permissions =>
        permissionsOf(store, 'staff', { _id: '', role_id: typeof roleId === 'string' ? roleId : undefined });

    /** A role the acting staff member hands out must hold no more than their own (a missing role is the rules' 400). */
    const mayGive = (res: Response, roleId: unknown): void => {
        const actor = actorOf(res);
        if (!actor || typeof roleId !== 'string' || !store.collection(ROLES).get(roleId)) return;
        if (!holdsNoMoreThan(roleOf(roleId), actor.permissions, PERMISSION_CATALOGUE))
            throw new Refusal(403, `${actor.permissions.role} may not give a role that holds more than their own`);
    };

    /** The staff member acted on must hold no more than the actor. */
    const mayActOn = (res: Response, person: StoredRecord): void => {
        const actor = actorOf(res);
        if (!actor || person._id === actor.id) return;
        if (!holdsNoMoreThan(permissionsOf(store, 'staff', person), actor.permissions, PERMISSION_CATALOGUE))
            throw new Refusal(
                403,
                `${actor.permissions.role} may not change staff whose role holds more than their own`,
            );
    };

    return {
        mayGive,
        mayActOn,
        /** An edit: never one's own role; someone else's only within the actor's own power, both before and after. */
        mayChangeRole(res: Response, person: StoredRecord, roleId: unknown): void {
            const actor = actorOf(res);
            if (!actor) return;
            if (person._id === actor.id && roleId !== undefined && roleId !== person.role_id)
                throw new Refusal(400, OWN_ROLE);
            mayActOn(res, person);
            mayGive(res, roleId);
        },
        /** A status switch: never one's own account, someone else's within the actor's power. */
        maySwitch(res: Response, person: StoredRecord): void {
            const actor = actorOf(res);
            if (actor && person._id === actor.id) throw new Refusal(400, OWN_STATUS);
            mayActOn(res, person);
        },
    };
};
