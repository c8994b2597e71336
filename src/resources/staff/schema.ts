import { PASSWORD_LENGTH_MESSAGE, PASSWORD_MAX, PASSWORD_MIN } from '../../shared/account/passwordBounds';
import { defineResource } from '../../shared/defineResource';
import { get, post, put, wholeList } from '../../shared/endpoints';
import { createdAt, picker, statusSwitch, text } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

const NAME_MAX = 60;
const STAFF_KEYS = ['first_name', 'last_name', 'email', 'password', 'role_id'] as const;

/** The staff calls, named once for the declaration and the fake API's routes. */
export const STAFF_CALLS = {
    list: get('/staff'),
    view: get('/staff/:id'),
    create: post('/staff', { send: STAFF_KEYS }),
    update: put('/staff/:id', { send: STAFF_KEYS }),
    /** `{status}`: on or off; off ends the staff member's sessions at once. */
    status: post('/staff/:id/status', { send: ['id', 'status'] }),
    /** Mails the staff member a link to choose a new password (the outbox, as a forgotten password). */
    resetPassword: post('/staff/:id/reset-password'),
};

/**
 * Staff accounts, route /staff: people who sign in on /login and act under a role. The password follows the
 * super-admin's rules (8 to 16 characters), required when the account is added, kept hashed and never answered.
 * Switching one off ends their sessions at once. The super-admin's, and a role's that grants it.
 */
export const staffResource = defineResource({
    name: 'staff',
    collection: 'staff',
    title: 'Staff',
    singular: 'Staff member',
    plural: 'staff',
    extra: 'staff',
    access: { superAdminOnly: true },
    // A role may be granted the staff screen; its holders act only on staff whose role holds no more than theirs.
    permissions: { actions: { logInAs: 'Log in as' } },
    api: {
        list: wholeList(STAFF_CALLS.list),
        view: STAFF_CALLS.view,
        create: STAFF_CALLS.create,
        update: STAFF_CALLS.update,
    },
    fields: {
        first_name: text({
            label: 'First Name',
            required: 'Please enter first name',
            max: { length: NAME_MAX, message: `First name must be at most ${NAME_MAX} characters` },
            sortable: true,
            searchable: true,
        }),
        last_name: text({
            label: 'Last Name',
            required: 'Please enter last name',
            max: { length: NAME_MAX, message: `Last name must be at most ${NAME_MAX} characters` },
            sortable: true,
            searchable: true,
        }),
        email: text({
            label: 'Email',
            required: 'Please enter your email',
            email: 'Invalid email format',
            unique: 'This email is already in use',
            uniqueAcross: ['users', 'coaches', 'students'],
            sortable: true,
            searchable: true,
            personal: true,
        }),
        // Required on add only (the API says so); an edit that leaves it out keeps the password.
        password: text({
            label: 'Password',
            min: { length: PASSWORD_MIN, message: PASSWORD_LENGTH_MESSAGE },
            max: { length: PASSWORD_MAX, message: PASSWORD_LENGTH_MESSAGE },
            personal: true,
        }),
        role_id: picker({
            label: 'Role',
            required: 'Please select a role',
            source: get('/roles'),
            holds: 'value',
            optionValue: '_id',
            optionLabel: ['name'],
            references: {
                collection: 'roles',
                labelKey: 'role_name',
                inUse: 'This role is held by %{n} staff member(s)',
            },
        }),
        active: statusSwitch({ endpoint: STAFF_CALLS.status, sortable: true }),
        created_at: createdAt(),
    },
    list: {
        columns: ['first_name', 'last_name', 'email', 'role_id', 'active', 'created_at', ACTIONS],
        search: { placeholder: 'Search' },
        addLabel: 'Add Staff Member',
    },
    form: { addTitle: 'Add Staff Member', editTitle: 'Edit Staff Member' },
    server: { routes: 'own' },
    history: { kept: false },
    audit: { type: 'staff', name: ['first_name', 'last_name'] },
});
