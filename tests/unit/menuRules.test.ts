import { describe, expect, it } from 'vitest';
import { consoleScreens } from '../../src/consoleScreens';
import { groupHolding, isGroup, type MenuEntry, menuOf, menuView } from '../../src/layout/menuRules';
import { holdsPath, screenAt } from '../../src/screens/registry';
import type { ScreenEntry } from '../../src/screens/types';

/** Labels and routes of a menu, groups as `{ group: [routes] }`, to compare shapes at a glance. */
const outline = (entries: readonly MenuEntry[]) =>
    entries.map(entry => (isGroup(entry) ? { [entry.group]: entry.entries.map(link => link.route) } : entry.route));

const MENU = menuOf(consoleScreens);

/** The spec's menu (with the extras it places), in order; a new entity's entry may sit anywhere among them. */
const SPEC_MENU: ReturnType<typeof outline> = [
    '/dashboard',
    // Beyond the spec (issue 39): right after the dashboard.
    '/insights',
    {
        general: [
            '/general/subscription',
            '/general/subscription-header',
            '/general/subscription-history',
            '/general/profile',
            '/general/coupon-code',
        ],
    },
    '/students',
    '/user',
    '/event',
    '/subject',
    { resources: ['/coach-resource-center', '/student-resource-center', '/tbp-resource-center'] },
    '/tasktype',
    '/tag',
    '/noticeboard',
    { demos: ['/calendar', '/scrumboard', '/file-manager', '/chat', '/contacts', '/todo'] },
    // Beyond the spec (issue 16): last.
    '/activity',
];

const SPEC_ROUTES = new Set(
    SPEC_MENU.flatMap(entry => (typeof entry === 'string' ? [entry] : Object.values(entry).flat())),
);

/** The outline with only the routes the spec names: entries a new entity adds do not disturb the order checked. */
const specOutline = (entries: readonly MenuEntry[]) =>
    outline(entries)
        .map(entry =>
            typeof entry === 'string'
                ? entry
                : Object.fromEntries(
                      Object.entries(entry).map(([group, routes]) => [group, routes.filter(r => SPEC_ROUTES.has(r))]),
                  ),
        )
        .filter(entry => (typeof entry === 'string' ? SPEC_ROUTES.has(entry) : Object.values(entry)[0].length > 0));

describe('sidebar menu', () => {
    it("follows the spec's order", () => {
        expect(specOutline(MENU)).toEqual(SPEC_MENU);
    });

    it('welcomes a new entity: its menu entry adds to the spec order without breaking it', () => {
        const event = consoleScreens.find(screen => screen.path === '/event')!;
        const school = { ...event, path: '/schools', label: 'Schools', resource: undefined };
        const menu = menuOf([...consoleScreens, school]);
        expect(outline(menu).flatMap(e => (typeof e === 'string' ? [e] : Object.values(e).flat()))).toContain(
            '/schools',
        );
        expect(specOutline(menu)).toEqual(SPEC_MENU);
    });

    it('hides a group with no screen to show', () => {
        const some = consoleScreens.filter(screen =>
            ['/dashboard', '/general/profile', '/event'].includes(screen.path),
        );
        expect(outline(menuOf(some))).toEqual(['/dashboard', { general: ['/general/profile'] }, '/event']);
    });

    it('opens the group holding the current route or one of its sub-pages', () => {
        expect(groupHolding(MENU, '/general/coupon-code')).toBe('general');
        expect(groupHolding(MENU, '/general/Profile')).toBe('general');
        expect(groupHolding(MENU, '/tbp-resource-center/12')).toBe('resources');
        expect(groupHolding(MENU, '/scrumboard/board/2')).toBe('demos');
    });

    it('opens no group on a route outside the groups', () => {
        expect(groupHolding(MENU, '/event')).toBeUndefined();
        expect(groupHolding(MENU, '/dashboard')).toBeUndefined();
        // A route that merely starts like a grouped one is not inside it.
        expect(groupHolding(MENU, '/general/subscription-headers')).toBeUndefined();
    });

    it('sees a modal over a list as the list, and a new screen as new', () => {
        const view = (path: string) => menuView(MENU, path, consoleScreens);
        expect(view('/event/12')).toBe(view('/event'));
        expect(view('/event/create')).toBe(view('/event'));
        expect(view('/general/coupon-code/3/show')).toBe(view('/general/coupon-code'));
        expect(view('/event')).not.toBe(view('/subject'));
        expect(view('/general/subscription')).not.toBe(view('/general/subscription-header'));
        // A path no link holds is its own view: the menu reads it again.
        expect(view('/nowhere/1')).not.toBe(view('/nowhere/2'));
    });
});

describe('screen registry', () => {
    const path = (pathname: string) => screenAt(consoleScreens, pathname)?.path;

    it('holds every route once', () => {
        const paths = consoleScreens.map(screen => screen.path.toLowerCase());
        expect(new Set(paths).size).toBe(paths.length);
    });

    it('finds the screen at a URL: pages by their pattern, any case; a list with what is below it', () => {
        expect(path('/general/Profile')).toBe('/general/profile');
        expect(path('/edit-profile/12')).toBe('/edit-profile/:id');
        expect(path('/scrumboard/board/2')).toBe('/scrumboard/board/:id');
        expect(path('/event/12/show')).toBe('/event');
        expect(path('/sub-category/7')).toBe('/sub-category');
        expect(path('/events')).toBeUndefined();
        expect(path('/dashboard/extra')).toBeUndefined();
    });

    it('matches a page segment by segment', () => {
        const page = { path: '/admin/resetpassword/:id', access: 'public' } as ScreenEntry;
        expect(holdsPath(page, '/admin/resetpassword/abc')).toBe(true);
        expect(holdsPath(page, '/admin/resetpassword')).toBe(false);
    });
});
