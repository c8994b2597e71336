import type { ComponentType } from 'react';

/** A sidebar link: its route and the i18n key of its label. */
export interface MenuLink {
    route: string;
    label: string;
    icon: ComponentType;
}

/** A collapsible sidebar group of links. */
export interface MenuGroup {
    group: string;
    label: string;
    icon: ComponentType;
    entries: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'entries' in entry;

/** Routes are matched case-insensitively, as react-router does ("/general/Profile" is "/general/profile"). */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Whether a route has a screen: a react-admin resource named after the route
 * (without its leading slash) or one of the custom pages.
 */
export const screenExists =
    (resourceNames: readonly string[], pageRoutes: readonly string[]) =>
    (route: string): boolean =>
        resourceNames.some(name => same(`/${name}`, route)) || pageRoutes.some(page => same(page, route));

/** The menu without the entries whose screen does not exist yet, and without the groups left empty. */
export const visibleMenu = (entries: readonly MenuEntry[], exists: (route: string) => boolean): MenuEntry[] =>
    entries.flatMap((entry): MenuEntry[] => {
        if (!isGroup(entry)) return exists(entry.route) ? [entry] : [];
        const links = entry.entries.filter(link => exists(link.route));
        return links.length > 0 ? [{ ...entry, entries: links }] : [];
    });

/** Whether the path is the route's screen or one of its sub-pages (`/event` holds `/event/12`). */
export const pathIsIn = (route: string, pathname: string): boolean =>
    same(route, pathname) || pathname.toLowerCase().startsWith(`${route.toLowerCase()}/`);

/** The group holding the current path: it opens itself. */
export const groupHolding = (entries: readonly MenuEntry[], pathname: string): string | undefined =>
    entries.filter(isGroup).find(group => group.entries.some(link => pathIsIn(link.route, pathname)))?.group;

/** What a coach's session may open (the API refuses them the rest): the dashboard, and the demos (local data). */
export const COACH_MENU: readonly string[] = ['/dashboard', 'demos'];

/** The menu of a coach's view (logged in as): only the entries a coach's session can use. */
export const coachMenu = (entries: readonly MenuEntry[]): MenuEntry[] =>
    entries.filter(entry => COACH_MENU.includes(isGroup(entry) ? entry.group : entry.route));
