import { defineResource } from '../../shared/defineResource';
import { del, get, post, wholeList } from '../../shared/endpoints';
import { createdAt, multiline, statusSwitch } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

export const noteResource = defineResource({
    name: 'note',
    collection: 'notes',
    title: 'Notes',
    singular: 'Note',
    api: {
        list: wholeList(get('/notes/alldetails')),
        create: post('/notes/add', { send: ['note'] }),
        update: post('/notes/edit/:id', { send: ['id', 'note'] }),
        delete: del('/notes/delete/:id'),
    },
    fields: {
        note: multiline({
            label: 'Notes',
            inputLabel: 'Note',
            required: 'Please Enter Note',
            sortable: true,
            searchable: true,
        }),
        note_status: statusSwitch({ endpoint: post('/update-note-status/:id', { send: ['id', 'status'] }) }),
        created_at: createdAt(),
    },
    list: {
        // The spec's order: the actions come before the created date on this screen.
        columns: ['note', 'note_status', ACTIONS, 'created_at'],
        search: { placeholder: 'Find' },
        addLabel: 'Add Note',
    },
    form: { addTitle: 'Add Note', editTitle: 'Edit Note' },
    confirm: { delete: 'Are you sure you want to  delete note ?' },
});
