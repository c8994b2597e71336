import FolderShared from '@mui/icons-material/FolderShared';
import Settings from '@mui/icons-material/Settings';
import Widgets from '@mui/icons-material/Widgets';
import type { ComponentType } from 'react';
import type { MenuGroupId } from './types';

/** A collapsible group of the menus; its links are the screens whose menu place names it. */
export interface MenuGroupDef {
    id: MenuGroupId;
    /** i18n key. */
    label: string;
    icon: ComponentType;
    /** Its place among the top-level entries (the screens' `menu.order`). */
    order: number;
}

export const MENU_GROUPS: readonly MenuGroupDef[] = [
    { id: 'general', label: 'app.menu.general', icon: Settings, order: 20 },
    { id: 'resources', label: 'app.menu.resources', icon: FolderShared, order: 70 },
    // The spec's sidebar has no entry for the demos: after Notice Board.
    { id: 'demos', label: 'app.menu.demos', icon: Widgets, order: 110 },
];
