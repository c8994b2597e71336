import { describe, expect, it } from 'vitest';
import { consoleScreens } from '../../src/consoleScreens';
import { menuOf } from '../../src/layout/menuRules';
import {
    actionEntries,
    recordEntry,
    screenEntries,
    searchableDeclarations,
} from '../../src/layout/palette/paletteEntries';
import { couponResource } from '../../src/resources/coupon/schema';
import { declarations } from '../../src/shared/entities/declarations';
import { eventResource } from '../../src/resources/event/schema';
import { dialogPath, dialogTargetOf } from '../../src/schema/views/useDialogRoute';

describe('deep-linked modals', () => {
    it('reads react-admin own URLs after a list route: create, {id}, {id}/show', () => {
        expect(dialogTargetOf(undefined)).toEqual({ kind: 'none' });
        expect(dialogTargetOf('')).toEqual({ kind: 'none' });
        expect(dialogTargetOf('create')).toEqual({ kind: 'create' });
        expect(dialogTargetOf('65f0a1b2c3d4e5f607182930')).toEqual({
            kind: 'record',
            id: '65f0a1b2c3d4e5f607182930',
            view: false,
        });
        expect(dialogTargetOf('65f0a1/show')).toEqual({ kind: 'record', id: '65f0a1', view: true });
        expect(dialogTargetOf('a%20b/')).toEqual({ kind: 'record', id: 'a b', view: false });
        expect(dialogTargetOf('a/b/c')).toEqual({ kind: 'none' });
        // The console's own: a record's history below its modal, the list's recently deleted records (issue 47).
        expect(dialogTargetOf('12/history')).toEqual({ kind: 'record', id: '12', view: false, history: true });
        expect(dialogTargetOf('12/show/history')).toEqual({ kind: 'record', id: '12', view: true, history: true });
        expect(dialogTargetOf('deleted')).toEqual({ kind: 'deleted' });
    });

    it('builds them from a declaration: edit for most, view where the row opens read-only', () => {
        expect(dialogPath(eventResource, {})).toBe('/event/create');
        expect(dialogPath(eventResource, { id: '12' })).toBe('/event/12');
        expect(dialogPath(couponResource, { id: '7' })).toBe('/general/coupon-code/7/show');
    });
});

describe('command palette entries', () => {
    it('lists every sidebar link, groups flattened with their name as a hint', () => {
        const entries = screenEntries(menuOf(consoleScreens), consoleScreens, key => key, 'Go to');
        expect(entries.slice(0, 3)).toEqual([
            { key: '/dashboard', group: 'Go to', label: 'app.menu.dashboard', to: '/dashboard' },
            { key: '/insights', group: 'Go to', label: 'app.menu.insights', to: '/insights' },
            {
                key: '/general/subscription',
                group: 'Go to',
                label: 'app.menu.subscription',
                hint: 'app.menu.general',
                to: '/general/subscription',
            },
        ]);
        // After the menu's screens, the profile menu's pages.
        expect(entries.slice(-2)).toEqual([
            { key: '/resetpassword', group: 'Go to', label: 'app.change_password', to: '/resetpassword' },
            { key: '/profile', group: 'Go to', label: 'app.my_profile', to: '/general/profile' },
        ]);
    });

    it('offers an add action per declaration that can add, opening its add modal by URL', () => {
        const actions = actionEntries(declarations, s => s, 'Actions');
        expect(actions).toContainEqual({ key: 'add:event', group: 'Actions', label: 'Add Event', to: '/event/create' });
        expect(actions.some(a => a.to.startsWith('/activity'))).toBe(false);
    });

    it('shows a record by its name under its entity, and asks only lists that search and open a modal', () => {
        expect(recordEntry(eventResource, { id: '9', event_name: 'Awards Night' }, s => s)).toEqual({
            key: 'event:9',
            group: 'Events',
            label: 'Awards Night',
            to: '/event/9',
        });
        const asked = searchableDeclarations(declarations).map(d => d.route);
        expect(asked).toContain('event');
        expect(asked).not.toContain('activity');
    });
});
