import type { ComponentType } from 'react';
import { type Permissions, SUPER_ADMIN_PERMISSIONS } from '../shared/permissions/model';
import type { SessionRole } from '../shared/types';
import { mayOpen } from '../screens/access';
import { screenAt } from '../screens/registry';
import { MENU_GROUPS, type MenuGroupDef } from '../screens/menuGroups';
import type { ScreenEntry } from '../screens/types';

/** A menu link: its route, the i18n key of its label, its icon and the screen it opens. */
interface MenuLink {
    route: string;
    label: string;
    icon: ComponentType;
    screen: ScreenEntry;
}

/** A collapsible menu group of links. */
export interface MenuGroup {
    group: string;
    label: string;
    icon: ComponentType;
    entries: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'entries' in entry;

type Placed = ScreenEntry & Required<Pick<ScreenEntry, 'menu' | 'label' | 'icon'>>;
const placed = (screen: ScreenEntry): screen is Placed => !!(screen.menu && screen.label && screen.icon);
const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
const linkTo = (screen: Placed): MenuLink => ({ route: screen.path, label: screen.label, icon: screen.icon, screen });

/**
 * The menus (sidebar and horizontal) from the screen registry: the screens
 * with a menu place, top level or in their group, by order; a group with no
 * screen to show is left out. A coach's view (log in as) shows only what a
 * coach's session may open, a staff member's what their role may list.
 */
export const menuOf = (
    screens: readonly ScreenEntry[],
    role: SessionRole = 'superadmin',
    permissions: Permissions = SUPER_ADMIN_PERMISSIONS,
    groups: readonly MenuGroupDef[] = MENU_GROUPS,
): MenuEntry[] => {
    const shown = screens.filter(placed).filter(screen => mayOpen(screen, role, permissions));
    const top = shown
        .filter(screen => !screen.menu.group)
        .map(screen => ({ order: screen.menu.order, entry: linkTo(screen) as MenuEntry }));
    const grouped = groups.map(group => ({
        order: group.order,
        entry: {
            group: group.id,
            label: group.label,
            icon: group.icon,
            entries: shown
                .filter(screen => screen.menu.group === group.id)
                .sort((a, b) => byOrder(a.menu, b.menu))
                .map(linkTo),
        } as MenuEntry,
    }));
    return [...top, ...grouped.filter(({ entry }) => isGroup(entry) && entry.entries.length > 0)]
        .sort(byOrder)
        .map(({ entry }) => entry);
};

/** Routes are matched case-insensitively, as react-router does ("/general/Profile" is "/general/profile"). */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the path is the route's screen or one of its sub-pages (`/event` holds `/event/12`). */
const pathIsIn = (route: string, pathname: string): boolean =>
    same(route, pathname) || pathname.toLowerCase().startsWith(`${route.toLowerCase()}/`);

const linksOf = (entries: readonly MenuEntry[]): MenuLink[] =>
    entries.flatMap(entry => (isGroup(entry) ? [...entry.entries] : [entry]));

/**
 * The menu link marked as where the user is: the one whose screen holds the path, else the link the path's screen
 * is filed under (`menuHome`: a folder list under its library, the exam planner under task types).
 */
export const currentRoute = (
    entries: readonly MenuEntry[],
    pathname: string,
    screens: readonly ScreenEntry[] = [],
): string | undefined => {
    const links = linksOf(entries);
    const holding = links.find(link => pathIsIn(link.route, pathname));
    if (holding) return holding.route;
    const home = screenAt(screens, pathname)?.menuHome;
    return links.find(link => link.route === home)?.route;
};

/** The group holding the current link: it opens itself. */
export const groupHolding = (
    entries: readonly MenuEntry[],
    pathname: string,
    screens: readonly ScreenEntry[] = [],
): string | undefined => {
    const current = currentRoute(entries, pathname, screens);
    return entries.filter(isGroup).find(group => group.entries.some(link => link.route === current))?.group;
};

/**
 * Marks the link where the user is when react-admin's own match does not (a folder list under its library):
 * its active class, and `aria-current` for assistive technology.
 */
export const currentMark = (route: string, current: string | undefined) =>
    route === current ? { className: 'RaMenuItemLink-active', 'aria-current': 'page' as const } : {};

/**
 * What the menu reads of a path: the links holding it and the one marked current, or the path itself when no link
 * holds it. Two paths with the same view draw the same menu (`/event` and its modal's `/event/12`).
 */
export const menuView = (entries: readonly MenuEntry[], pathname: string, screens: readonly ScreenEntry[] = []) => {
    const holding = linksOf(entries).filter(link => pathIsIn(link.route, pathname));
    if (holding.length === 0) return `path ${pathname}`;
    return `links ${holding.map(link => link.route).join(' ')} current ${currentRoute(entries, pathname, screens)}`;
};
