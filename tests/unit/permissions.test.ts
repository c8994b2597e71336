import { describe, expect, it } from 'vitest';
import { declarationNamed, declarations } from '../../src/shared/entities/declarations';
import { customActions, permissionCatalogue } from '../../src/shared/permissions/catalogue';
import { PERMISSION_CATALOGUE, permissionScreen } from '../../src/shared/permissions/screens';
import { rolePermissions, SUPER_ADMIN_PERMISSIONS } from '../../src/shared/permissions/model';
import {
    fieldAccess,
    grantsProblem,
    hiddenFields,
    mayDo,
    newRoleGrants,
    refusal,
    withoutHidden,
} from '../../src/shared/permissions/verdicts';

const catalogue = permissionCatalogue(declarations, [
    { key: 'insights', label: 'Insights', plural: 'insights', actions: customActions('list') },
]);
const screen = (key: string) => catalogue.find(s => s.key === key)!;
const editor = rolePermissions('Content editor', { event: { actions: ['list', 'add'] } });

describe('the permission catalogue', () => {
    it('has a row for every declaration and custom screen, with no hand-kept list', () => {
        const grantable = declarations.filter(d => d.permissions?.grantable !== false);
        expect(catalogue.map(s => s.key)).toEqual([...grantable.map(d => d.name), 'insights']);
        // The staff screen may be granted (within the holder's own power); roles stay the super-admin's alone.
        expect(grantable.map(d => d.name)).toContain('staff');
        expect(grantable.map(d => d.name)).not.toContain('role');
    });

    it('offers only the actions a declaration makes possible', () => {
        expect(screen('event').actions.map(a => a.key)).toEqual([
            'list',
            'open',
            'add',
            'edit',
            'delete',
            'export',
            'import',
            'history',
            'bulk',
        ]);
        expect(screen('subscriptionHistory').actions.map(a => a.key)).toEqual(['list', 'export', 'invoices']);
    });

    it('lists the fields a form can change, not those the server sets', () => {
        const fields = screen('event').fields.map(f => f.name);
        expect(fields).toContain('event_name');
        expect(declarationNamed('event').fields.created_at.readOnly).toBe(true);
        expect(fields).not.toContain('created_at');
    });
});

describe('the declared permissions', () => {
    const shared = PERMISSION_CATALOGUE.find(s => s.key === 'coach')!;
    const personalOf = (key: string) =>
        PERMISSION_CATALOGUE.find(s => s.key === key)!
            .fields.filter(f => f.personal)
            .map(f => f.name);

    it("marks the people's contact details personal, so new roles start without them", () => {
        expect(personalOf('coach')).toEqual(['birth_date', 'email', 'phone_number', 'address']);
        expect(personalOf('student')).toEqual([
            'email',
            'birth_date',
            'address',
            'phone_number',
            'parent_first_name',
            'parent_last_name',
            'parent_phone_number',
            'parent_email',
        ]);
        expect(personalOf('event')).toEqual([]);
    });

    it('names the row actions a declaration has beyond the screen actions', () => {
        expect(shared.actions.slice(-2)).toEqual([
            { key: 'logInAs', label: 'Log in as', verb: 'log in as' },
            { key: 'changePassword', label: 'Change password', verb: 'change the password of' },
        ]);
    });

    it('lists the custom screens after the declared ones, once for both runtimes', () => {
        expect(PERMISSION_CATALOGUE.slice(-2).map(s => [s.key, s.actions.map(a => a.key)])).toEqual([
            ['insights', ['open']],
            ['profile', ['open', 'edit']],
        ]);
        expect(permissionScreen('coupon')?.plural).toBe('coupon codes');
    });
});

describe('verdicts', () => {
    it('lets the super-admin do everything and a role only what it names', () => {
        expect(mayDo(SUPER_ADMIN_PERMISSIONS, 'coupon', 'delete')).toBe(true);
        expect(mayDo(editor, 'event', 'add')).toBe(true);
        expect(mayDo(editor, 'event', 'delete')).toBe(false);
        expect(mayDo(editor, 'coupon', 'list')).toBe(false);
    });

    it('says which role may not do what, in words', () => {
        expect(refusal(editor, screen('coupon'), 'list')).toBe('Content editor may not list coupon codes');
        expect(refusal(editor, screen('event'), 'status')).toBe('Content editor may not change the status of events');
    });

    it('hides personal fields unless a role says otherwise', () => {
        const personal = { ...screen('event'), fields: [{ name: 'phone', label: 'Phone', personal: true }] };
        expect(fieldAccess(editor, personal, 'phone')).toBe('hidden');
        const shown = rolePermissions('Support', { event: { actions: ['list'], fields: { phone: 'readonly' } } });
        expect(fieldAccess(shown, personal, 'phone')).toBe('readonly');
        expect(fieldAccess(SUPER_ADMIN_PERMISSIONS, personal, 'phone')).toBe('editable');
        expect(hiddenFields(editor, personal)).toEqual(['phone']);
        expect(withoutHidden({ _id: '1', phone: '1' }, ['phone'])).toEqual({ _id: '1' });
    });

    it('starts a new role with nothing allowed and personal fields hidden', () => {
        const grants = newRoleGrants([{ ...screen('event'), fields: [{ name: 'a', label: 'A', personal: true }] }]);
        expect(grants).toEqual({ event: { actions: [], fields: { a: 'hidden' } } });
    });

    it('refuses grants naming what does not exist', () => {
        expect(grantsProblem({ event: { actions: ['list'] } }, catalogue)).toBeUndefined();
        expect(grantsProblem([], catalogue)).toBe('Permissions must be an object of screens');
        expect(grantsProblem({ nowhere: { actions: [] } }, catalogue)).toBe('There is no screen "nowhere"');
        expect(grantsProblem({ event: { actions: ['fly'] } }, catalogue)).toBe('Events has no action "fly"');
        expect(grantsProblem({ event: { actions: [], fields: { x: 'hidden' } } }, catalogue)).toBe(
            'Events has no field "x"',
        );
        expect(grantsProblem({ event: { actions: [], fields: { event_name: 'secret' } } }, catalogue)).toBe(
            'Events: "event_name" must be hidden, readonly or editable',
        );
    });
});
