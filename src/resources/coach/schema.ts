import { defineResource } from '../../shared/defineResource';
import { del, get, pagedPost, post } from '../../shared/endpoints';
import { birthDate, phone, select, text, timezone } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';
import { COACH_ARE_YOU, PROFILE_ARE_YOU, SIGNING_UP, WORKING_WITH } from '../people/choices.shared';
import {
    ADDRESS_MAX,
    DELETE_USER,
    PERSON_COLUMNS,
    PHONE_MIN,
    personCreated,
    personStatus,
} from '../people/fields.shared';

/** The keys the Add/Edit Coach modal sends; an edit (and the profile page) adds the profile's own. */
const COACH_KEYS = [
    'first_name',
    'last_name',
    'birth_date',
    'email',
    'phone_number',
    'address',
    'timezone',
    'are_you',
    'signing_up',
] as const;

/**
 * Coaches ("admins" in the API's paths), route /user (part 2, sections 2, 5, 7).
 * School and Working With? are edited on the profile page only.
 */
export const coachResource = defineResource({
    name: 'coach',
    route: 'user',
    collection: 'coaches',
    title: 'Coach',
    singular: 'Coach',
    plural: 'coaches',
    // A coach's own session (log in as) opens and saves its own profile page.
    access: { selfService: true },
    api: {
        list: pagedPost('/getAdmin'),
        view: get('/viewAdmin/:id'),
        create: post('/add-coach', { send: COACH_KEYS }),
        update: post('/editAdmin/:id', { send: [...COACH_KEYS, 'school', 'working_with'] }),
        delete: del('/deleteAdmin/:id'),
    },
    fields: {
        first_name: text({
            label: 'Name',
            inputLabel: 'First Name',
            required: 'Please enter first name',
            sortable: true,
            searchable: true,
            joinedWith: ['last_name'],
        }),
        last_name: text({ label: 'Last Name', required: 'Please enter last name', searchable: true }),
        birth_date: birthDate({ label: 'Birth Date', required: 'Please enter birth date', personal: true }),
        email: text({
            label: 'email',
            inputLabel: 'Email',
            required: 'Please enter your email',
            email: 'Invalid email format',
            unique: 'This email is already in use',
            uniqueAcross: ['users', 'students', 'staff'],
            sortable: true,
            searchable: true,
            personal: true,
        }),
        phone_number: phone({
            label: 'phone number',
            inputLabel: 'Phone',
            required: 'Please enter phone number',
            min: { length: PHONE_MIN, message: 'Please enter a valid mobile number' },
            sortable: true,
            searchable: true,
            personal: true,
        }),
        address: text({
            label: 'Address',
            required: 'Please enter address',
            max: { length: ADDRESS_MAX, message: `Address must be at most ${ADDRESS_MAX} characters` },
            personal: true,
        }),
        timezone: timezone({ label: 'Timezone', required: 'Please select timezone', default: 'Australia/Sydney' }),
        // The profile page offers its own Are You? list; the API takes either.
        are_you: select({
            label: 'Are You?',
            required: 'required field',
            choices: COACH_ARE_YOU,
            alsoAccepts: PROFILE_ARE_YOU,
        }),
        signing_up: select({ label: 'Signing Up?', required: 'required field', choices: SIGNING_UP }),
        school: text({ label: 'school/University', hiddenInDialog: true }),
        working_with: select({ label: 'Working With?', choices: WORKING_WITH, hiddenInDialog: true }),
        user_status: personStatus(post('/update-admin-status/:id', { send: ['id', 'status'] })),
        created_at: personCreated(),
    },
    list: {
        columns: PERSON_COLUMNS.map(c => (c === 'actions' ? ACTIONS : c)),
        search: { placeholder: 'Search' },
        addLabel: 'Add Coach',
    },
    form: { addTitle: 'Add Coach', editTitle: 'Edit Coach', saveLabel: 'SAVE', updateLabel: 'UPDATE' },
    confirm: { delete: DELETE_USER },
    recordHint: 'email',
    permissions: {
        actions: {
            logInAs: 'Log in as',
            changePassword: { label: 'Change password', verb: 'change the password of' },
        },
    },
    audit: { type: 'coach', name: ['first_name', 'last_name'] },
});
