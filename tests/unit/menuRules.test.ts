import { describe, expect, it } from 'vitest';
import { MENU, PAGE_ROUTES } from '../../src/layout/menuEntries';
import { groupHolding, isGroup, type MenuEntry, screenExists, visibleMenu } from '../../src/layout/menuRules';

/** Labels and routes of a menu, groups as `{ group: [routes] }`, to compare shapes at a glance. */
const outline = (entries: readonly MenuEntry[]) =>
    entries.map(entry => (isGroup(entry) ? { [entry.group]: entry.entries.map(link => link.route) } : entry.route));

const everyRoute = () => true;

describe('sidebar menu', () => {
    it("follows the spec's order", () => {
        expect(outline(visibleMenu(MENU, everyRoute))).toEqual([
            '/dashboard',
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
        ]);
    });

    it('shows an entry only when its resource or page exists', () => {
        const exists = screenExists(['event', 'noticeboard', 'grade'], ['/dashboard']);
        expect(outline(visibleMenu(MENU, exists))).toEqual(['/dashboard', '/event', '/noticeboard']);
    });

    it('keeps a group with its existing entries only, and hides a group left empty', () => {
        const exists = screenExists(['general/coupon-code', 'event'], ['/dashboard', '/general/profile']);
        expect(outline(visibleMenu(MENU, exists))).toEqual([
            '/dashboard',
            { general: ['/general/profile', '/general/coupon-code'] },
            '/event',
        ]);
    });

    it('matches routes case-insensitively, as the router does', () => {
        expect(screenExists([], ['/general/profile'])('/general/Profile')).toBe(true);
        expect(screenExists(['Event'], [])('/event')).toBe(true);
        expect(screenExists(['event'], [])('/events')).toBe(false);
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

    it('only opens groups that are shown', () => {
        const shown = visibleMenu(MENU, screenExists(['event'], PAGE_ROUTES));
        expect(groupHolding(shown, '/general/coupon-code')).toBeUndefined();
    });
});
