import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN_PERMISSIONS, rolePermissions } from '../../src/shared/permissions/model';
import { holdsNoMoreThan } from '../../src/shared/permissions/power';
import { PERMISSION_CATALOGUE } from '../../src/shared/permissions/screens';

/** Who holds no more than whom: what a staff member may hand out, change or log in as. */
const within = (theirs: ReturnType<typeof rolePermissions>, mine: ReturnType<typeof rolePermissions>) =>
    holdsNoMoreThan(theirs, mine, PERMISSION_CATALOGUE);

describe('holdsNoMoreThan', () => {
    const reader = rolePermissions('Reader', { event: { actions: ['list'] } });
    const editor = rolePermissions('Editor', { event: { actions: ['list', 'edit'] } });

    it('puts the super-admin above every role, and no role above the super-admin', () => {
        expect(holdsNoMoreThan(editor, SUPER_ADMIN_PERMISSIONS, PERMISSION_CATALOGUE)).toBe(true);
        expect(holdsNoMoreThan(SUPER_ADMIN_PERMISSIONS, editor, PERMISSION_CATALOGUE)).toBe(false);
    });

    it('compares actions screen by screen', () => {
        expect(within(reader, editor)).toBe(true);
        expect(within(editor, reader)).toBe(false);
        expect(within(rolePermissions('Other', { grade: { actions: ['list'] } }), editor)).toBe(false);
    });

    it('counts a field seen or changed as power, on a screen the role may use', () => {
        const seesEmail = rolePermissions('Sees', { coach: { actions: ['list'], fields: { email: 'readonly' } } });
        const hidesEmail = rolePermissions('Hides', { coach: { actions: ['list'] } });
        expect(within(seesEmail, hidesEmail)).toBe(false);
        expect(within(hidesEmail, seesEmail)).toBe(true);
        const unused = rolePermissions('Unused', { coach: { actions: [], fields: { email: 'editable' } } });
        expect(within(unused, hidesEmail)).toBe(true);
    });
});
