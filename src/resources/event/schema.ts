import { defineResource } from '../../shared/defineResource';
import { del, pagedPost, post } from '../../shared/endpoints';
import { color, createdAt, multiline, text } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

const saved = ['event_name', 'event_description', 'event_color', 'userId'];

export const eventResource = defineResource({
    name: 'event',
    collection: 'events',
    title: 'Events',
    singular: 'Event',
    api: {
        list: pagedPost('/event/alldetails'),
        create: post('/event/add', { body: 'form-data', send: saved }),
        update: post('/event/edit/:id', { body: 'form-data', send: saved }),
        delete: del('/event/delete/:id'),
    },
    fields: {
        event_name: text({
            label: 'Name',
            inputLabel: 'Event Name',
            required: 'Please Enter Event Name',
            sortable: true,
            searchable: true,
        }),
        event_description: multiline({ label: 'Description', sortable: true, searchable: true }),
        event_color: color({ label: 'Color', inputLabel: 'Event Color', required: 'Please choose event color' }),
        created_at: createdAt(),
    },
    list: {
        columns: ['event_name', 'event_description', 'event_color', 'created_at', ACTIONS],
        search: { placeholder: 'Search' },
        addLabel: 'Add',
    },
    form: { addTitle: 'Add Event', editTitle: 'Edit Event' },
    confirm: { delete: 'Are you sure you want to  delete this event ?' },
});
