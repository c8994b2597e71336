import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../schema/types';

/** Sidebar groups, in menu order. */
export type MenuGroup = 'general' | 'resources';

/** A declaration as a screen: its menu entry and, only where needed, a custom list view. */
export interface Screen {
    decl: ResourceDeclaration;
    icon: ComponentType;
    /** Sidebar label; absent means the screen is reached by URL only (the spec's menu omits it). */
    menuLabel?: string;
    group?: MenuGroup;
    list?: ComponentType;
}
