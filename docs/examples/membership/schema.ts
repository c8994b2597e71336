// An entity with a reference (a student), a status choice and a conditional rule (an end date when ended).
import { defineResource } from '../../../src/shared/defineResource';
import { del, get, post, wholeList } from '../../../src/shared/endpoints';
import { createdAt, date, personReference, select } from '../../../src/shared/fields';
import { ACTIONS } from '../../../src/shared/types';

export const MEMBERSHIP_STATUSES = [
    { id: 'active', name: 'Active' },
    { id: 'paused', name: 'Paused' },
    { id: 'ended', name: 'Ended' },
] as const;

const saved = ['student_id', 'membership_status', 'end_date'];

export const membershipResource = defineResource({
    name: 'membership',
    collection: 'memberships',
    title: 'Memberships',
    singular: 'Membership',
    api: {
        list: wholeList(get('/membership/alldetails')),
        create: post('/membership/add', { send: saved }),
        update: post('/membership/edit/:id', { send: ['id', ...saved] }),
        delete: del('/membership/delete/:id'),
    },
    fields: {
        student_id: personReference({
            label: 'Student',
            required: 'Please select a student',
            source: get('/get/allStudents', { guarded: false }),
            // The API keeps the student's name beside the id, and will not delete a student still chosen.
            references: {
                collection: 'students',
                labelKey: 'student_name',
                inUse: 'This student still has %{n} membership(s)',
            },
        }),
        membership_status: select({
            label: 'Status',
            required: 'Please select a status',
            choices: MEMBERSHIP_STATUSES,
            sortable: true,
        }),
        end_date: date({
            label: 'End Date',
            format: 'dd/MM/yyyy',
            required: 'Please enter the end date',
            requiredWhen: { field: 'membership_status', op: 'eq', value: 'ended' },
        }),
        created_at: createdAt(),
    },
    list: {
        columns: ['student_id', 'membership_status', 'end_date', 'created_at', ACTIONS],
        addLabel: 'Add Membership',
    },
    form: { addTitle: 'Add Membership', editTitle: 'Edit Membership' },
    confirm: { delete: 'Are you sure you want to  delete this membership ?' },
});
