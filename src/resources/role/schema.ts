import { defineResource } from '../../shared/defineResource';
import { del, get, post, put, wholeList } from '../../shared/endpoints';
import { createdAt, grants, text } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

/** A role's name: short enough for a menu and a refusal ("Content editor may not list coupon codes"). */
export const ROLE_NAME_MAX = 60;

const ROLE_KEYS = ['name', 'grants'] as const;

/** The role calls, named once for the declaration and the fake API's routes. */
export const ROLE_CALLS = {
    list: get('/roles'),
    view: get('/roles/:id'),
    create: post('/roles', { send: ROLE_KEYS }),
    update: put('/roles/:id', { send: ROLE_KEYS }),
    delete: del('/roles/:id'),
    /** A new role with the same grants, named "Copy of {name}" (a number added while that name is taken). */
    copy: post('/roles/:id/copy'),
};

/**
 * Staff roles, route /roles: a name and its grants by screen (src/shared/permissions/model.ts). The built-in
 * "Super admin" role stands for every permission and is neither changed nor deleted. The super-admin's alone.
 */
export const roleResource = defineResource({
    name: 'role',
    route: 'roles',
    collection: 'roles',
    title: 'Roles',
    singular: 'Role',
    plural: 'roles',
    extra: 'staff',
    access: { superAdminOnly: true, protectedWhen: { field: 'built_in', op: 'eq', value: true } },
    permissions: { grantable: false },
    api: {
        list: wholeList(ROLE_CALLS.list),
        view: ROLE_CALLS.view,
        create: ROLE_CALLS.create,
        update: ROLE_CALLS.update,
        delete: ROLE_CALLS.delete,
    },
    fields: {
        name: text({
            label: 'Name',
            required: 'Please enter a role name',
            max: { length: ROLE_NAME_MAX, message: `A role name must be at most ${ROLE_NAME_MAX} characters` },
            unique: 'A role with this name already exists',
            sortable: true,
            searchable: true,
        }),
        grants: grants({ label: 'Permissions' }),
        created_at: createdAt(),
    },
    list: { columns: ['name', 'created_at', ACTIONS], search: { placeholder: 'Search' }, addLabel: 'Add Role' },
    form: { addTitle: 'Add Role', editTitle: 'Edit Role' },
    confirm: { delete: 'Are you sure you want to  delete this role ?' },
    server: { routes: 'own' },
    history: { kept: false },
    audit: { type: 'role', name: ['name'] },
});
