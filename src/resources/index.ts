import { listScreen } from '../screens/listScreen';
import type { ScreenEntry } from '../screens/types';
import { declarations } from '../shared/entities/declarations';
import { folderScreens } from './screens.gen';

/** The folders' screens: lists with an icon, a menu place or custom views, and pages of one record. */
const own: readonly ScreenEntry[] = Object.values(folderScreens).flat();

/**
 * The entities' registry entries: a list screen for every declaration (its
 * own entry when it has one, else the generic list at its route, outside the
 * menus), then the pages of one record.
 */
export const resourceScreens: readonly ScreenEntry[] = [
    ...declarations.map(decl => own.find(screen => screen.resource === decl) ?? listScreen(decl)),
    ...own.filter(screen => !screen.resource),
];
