import { useCallback } from 'react';
import { customPlace, declaredPlace, offerOf, type ScreenOffer, type ScreenPlace } from '../schema/permissionOffer';
import { useSessionPermissions } from '../schema/views/usePermissions';
import { useSessionRole } from '../schema/views/listScreenContext';
import { type Permissions, SUPER_ADMIN_PERMISSIONS } from '../shared/permissions/model';
import type { SessionRole } from '../shared/types';
import type { ScreenEntry } from './types';

const places = new WeakMap<ScreenEntry, ScreenPlace>();

/** Where a screen is in the role catalogue: its declaration's row, or the custom screen its entry names. */
const placeOf = (screen: ScreenEntry): ScreenPlace => {
    let place = places.get(screen);
    if (!place) {
        place = screen.resource ? declaredPlace(screen.resource) : customPlace(screen.permission);
        places.set(screen, place);
    }
    return place;
};

/** What the console offers this session on the screen, from its role's permissions. */
export const screenOffer = (screen: ScreenEntry, permissions: Permissions): ScreenOffer =>
    offerOf(permissions, placeOf(screen));

/**
 * Whether a session of this role may open the screen: public and `signedIn`
 * screens any session, `superAdmin` ones the super-admin's alone; and a staff
 * member's role must grant listing it. The routes, menus, dashboard and palette
 * all ask this, so a session is offered only what it may use.
 */
export const mayOpen = (
    screen: Pick<ScreenEntry, 'access'> & Partial<ScreenEntry>,
    role: SessionRole,
    permissions: Permissions = SUPER_ADMIN_PERMISSIONS,
): boolean => {
    if (screen.access === 'public') return true;
    if (screen.access === 'superAdmin' && role !== 'superadmin') return false;
    return permissions.all || screenOffer(screen as ScreenEntry, permissions).mayOpen();
};

/**
 * `mayOpen` for this session: its role (a coach's view) and its permissions (a staff member's role); undefined
 * until the API has said what the session may do, so nothing lists a screen the role refuses even for a frame.
 */
export const useMayOpen = (): ((screen: ScreenEntry) => boolean) | undefined => {
    const role = useSessionRole();
    const { known, permissions } = useSessionPermissions();
    const may = useCallback((screen: ScreenEntry) => mayOpen(screen, role, permissions), [role, permissions]);
    return known ? may : undefined;
};
