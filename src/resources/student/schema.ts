import { defineResource } from '../../shared/defineResource';
import { get, openEndpoint, pagedPost, post } from '../../shared/endpoints';
import { birthDate, personReference, phone, select, text, timezone } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';
import { PROFILE_ARE_YOU, SIGNING_UP, STUDENT_ARE_YOU, WORKING_WITH } from '../people/choices.shared';
import {
    ADDRESS_MAX,
    DELETE_USER,
    PERSON_COLUMNS,
    PHONE_MIN,
    personCreated,
    personStatus,
} from '../people/fields.shared';

const REQUIRED = 'This Field is required';
const INVALID_EMAIL = 'Please Enter Valid Email';
const INVALID_PHONE = 'Please enter a valid mobile number';

const STUDENT_KEYS = [
    'first_name',
    'last_name',
    'email',
    'birth_date',
    'timezone',
    'address',
    'phone_number',
    'are_you',
    'working_with',
    'signing_up',
    'coach_id',
    'school',
    'parent_first_name',
    'parent_last_name',
    'parent_phone_number',
    'parent_email',
] as const;

/**
 * Students, route /students (part 2, sections 2, 5, 7). The spec names no
 * delete, status or read path for a student; ours follow the coach calls'
 * style and config.json may move them (src/shared/openPaths.ts).
 */
export const studentResource = defineResource({
    name: 'student',
    route: 'students',
    collection: 'students',
    title: 'Student',
    plural: 'students',
    singular: 'Student',
    api: {
        list: pagedPost('/getAllStudents'),
        view: openEndpoint('studentView'),
        create: post('/add-student', { send: STUDENT_KEYS }),
        update: post('/edit-student/:id', { send: STUDENT_KEYS }),
        delete: openEndpoint('studentDelete'),
    },
    fields: {
        first_name: text({
            label: 'Name',
            inputLabel: 'First Name',
            required: 'First name is required',
            sortable: true,
            searchable: true,
            joinedWith: ['last_name'],
        }),
        last_name: text({ label: 'Last Name', required: 'Last name is required', searchable: true }),
        email: text({
            label: 'email',
            inputLabel: 'Email',
            required: REQUIRED,
            email: INVALID_EMAIL,
            unique: 'This email is already in use',
            uniqueAcross: ['users', 'coaches', 'staff'],
            sortable: true,
            searchable: true,
            personal: true,
        }),
        birth_date: birthDate({ label: 'Birth Date', required: 'Birth date is required', personal: true }),
        timezone: timezone({ label: 'Timezone', required: 'Timezone is required', default: 'Australia/Sydney' }),
        address: text({
            label: 'Address',
            required: 'Address is required',
            max: { length: ADDRESS_MAX, message: `Address must be at most ${ADDRESS_MAX} characters` },
            personal: true,
        }),
        phone_number: phone({
            label: 'phone number',
            inputLabel: 'Phone Number',
            required: 'Phone number is required',
            min: { length: PHONE_MIN, message: INVALID_PHONE },
            sortable: true,
            searchable: true,
            personal: true,
        }),
        are_you: select({
            label: 'Are You?',
            required: REQUIRED,
            choices: STUDENT_ARE_YOU,
            alsoAccepts: PROFILE_ARE_YOU,
        }),
        working_with: select({ label: 'Working With?', required: REQUIRED, choices: WORKING_WITH }),
        signing_up: select({ label: 'Signing Up?', required: REQUIRED, choices: SIGNING_UP }),
        coach_id: personReference({
            label: 'Coach',
            source: get('/get/allcoach', { guarded: false }),
            // The API keeps the coach's name beside the id (the spec's `coachname`) and will not delete a coach still chosen.
            references: {
                collection: 'coaches',
                labelKey: 'coachname',
                inUse: 'This coach still has %{n} student(s): choose another coach for them first',
            },
            required: 'Please select a coach',
            // A school student works with a coach unless independently.
            requiredWhen: {
                all: [
                    { field: 'are_you', op: 'contains', value: 'student' },
                    { not: { field: 'working_with', op: 'eq', value: 'independently' } },
                ],
            },
        }),
        school: text({ label: 'School' }),
        parent_first_name: text({ label: 'Parent First Name', personal: true }),
        parent_last_name: text({ label: 'Parent Last Name', personal: true }),
        parent_phone_number: phone({
            label: 'Parent Phone Number',
            min: { length: PHONE_MIN, message: INVALID_PHONE },
            personal: true,
        }),
        parent_email: text({ label: 'Parent Email', email: INVALID_EMAIL, personal: true }),
        user_status: personStatus(openEndpoint('studentStatus', { send: ['id', 'status'] })),
        created_at: personCreated(),
    },
    list: {
        columns: PERSON_COLUMNS.map(c => (c === 'actions' ? ACTIONS : c)),
        search: { placeholder: 'Search' },
        addLabel: 'Add Student',
    },
    form: {
        addTitle: 'Add Student',
        editTitle: 'Edit Student',
        saveLabel: 'SAVE',
        updateLabel: 'UPDATE',
        closeOnFailure: true,
    },
    confirm: { delete: DELETE_USER },
    recordHint: 'email',
    permissions: {
        actions: {
            changePassword: { label: 'Change password', verb: 'change the password of' },
            driveLink: { label: 'Drive link', verb: 'set the drive link of' },
        },
    },
    audit: { type: 'student', name: ['first_name', 'last_name'] },
});
