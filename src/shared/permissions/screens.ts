import { declarations } from '../entities/declarations';
import { type PermissionScreen, permissionCatalogue } from './catalogue';
import { CUSTOM_PERMISSION_SCREENS } from './customScreens';

/** Every screen a role can be granted: the role editor's rows, the console's offers and the API's verdicts. */
export const PERMISSION_SCREENS: readonly PermissionScreen[] = permissionCatalogue(
    declarations,
    CUSTOM_PERMISSION_SCREENS,
);

/** A screen of the catalogue by key; undefined for a screen no role can be granted (staff, roles). */
export const permissionScreen = (key: string): PermissionScreen | undefined =>
    PERMISSION_SCREENS.find(screen => screen.key === key);
