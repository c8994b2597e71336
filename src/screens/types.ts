import type { ComponentType } from 'react';
import type { Extra } from '../shared/extras';
import type { ResourceDeclaration } from '../shared/types';
import type { Preloadable } from '../schema/preloadable';

/** The sidebar's groups, by id; their label, icon and place are in ./menuGroups. */
export type MenuGroupId = 'general' | 'resources' | 'demos';

/** Where a screen sits in the side and horizontal menus: top level or in a group, ordered by `order`. */
interface MenuPlace {
    group?: MenuGroupId;
    order: number;
}

/**
 * Who may open a screen: `public` renders without the console's layout and
 * without a session (sign-in flows, error and marketing pages); `signedIn`
 * is any session, a coach's view (log in as) included; `superAdmin` is the
 * super-admin's session alone (the API refuses a coach the rest). The menus
 * of a coach's view show the `signedIn` screens only.
 */
type Access = 'public' | 'signedIn' | 'superAdmin';

/**
 * One screen of the console: a declared list, a custom page or a demo. The
 * routes, both menus, the command palette, the first screen's boot and the
 * menus' preloading all read these entries; a new screen is one entry.
 */
export interface ScreenEntry {
    /** The route, react-router style (`/edit-profile/:id`); a list's sub-routes (`/event/12`) belong to it. */
    path: string;
    /** The i18n key of its name in the menus and the palette. */
    label?: string;
    icon?: ComponentType;
    /** Its place in the menus; none for screens reached otherwise (a record's page, a public page). */
    menu?: MenuPlace;
    /** The menu link this screen is filed under, marked as current on it (a folder list: its library's). */
    menuHome?: string;
    /** Also offered by the command palette outside the menu, going to `to` (default: the path). */
    palette?: { to?: string };
    /** The screen, its code loaded on first visit (or preloaded on a menu's hover and at boot). */
    Component: Preloadable<object>;
    access: Access;
    /**
     * The extra (beyond the spec) the screen needs: against an API that does not offer it (GET /capabilities),
     * it is in no menu or palette and its URL says it is not available. A declared list's is its declaration's.
     */
    extra?: Extra;
    /** A custom screen's key in the staff roles' catalogue (src/shared/permissions/customScreens.ts). */
    permission?: string;
    /** The declaration of a declared list (react-admin's resource, named by its route). */
    resource?: ResourceDeclaration;
}
