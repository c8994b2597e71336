import { declarations } from '../entities/declarations';
import { customActions, permissionCatalogue, type CustomPermissionScreen, type PermissionScreen } from './catalogue';

/**
 * The screens a role can be granted that are no declaration. The dashboard is every session's and is not listed;
 * the super-admin's profile holds the Stripe and SMTP secrets, so it is a screen of its own to grant or not.
 */
const CUSTOM_PERMISSION_SCREENS: readonly CustomPermissionScreen[] = [
    { key: 'insights', label: 'Insights', plural: 'insights', actions: customActions('open') },
    { key: 'profile', label: 'Profile', plural: 'the profile', actions: customActions('open', 'edit') },
];

/** Every screen a role can be granted, with its actions and fields: the one matrix both runtimes read. */
export const PERMISSION_CATALOGUE: readonly PermissionScreen[] = permissionCatalogue(
    declarations,
    CUSTOM_PERMISSION_SCREENS,
);

/** A screen of the catalogue by its key, if there is one. */
export const permissionScreen = (key: string): PermissionScreen | undefined =>
    PERMISSION_CATALOGUE.find(screen => screen.key === key);

/** GET: the session's permissions, `{ role, all, grants }` (model.ts's Permissions); the 'staff' extra. */
export const MY_PERMISSIONS_PATH = '/me/permissions';
