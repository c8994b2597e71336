import type { SessionRole } from '../shared/types';
import type { ScreenEntry } from './types';

/**
 * Whether a session of this role may open the screen: public and `signedIn`
 * screens any session, `superAdmin` ones the super-admin's alone. The routes,
 * menus, dashboard and palette all ask this, so a coach's view offers only
 * what a coach may use.
 */
export const mayOpen = (screen: Pick<ScreenEntry, 'access'>, role: SessionRole): boolean =>
    screen.access !== 'superAdmin' || role === 'superadmin';
