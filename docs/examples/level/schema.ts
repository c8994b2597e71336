// A simple entity: a name required and unique, a city, a status switch, a created date.
import { defineResource } from '../../../src/shared/defineResource';
import { del, pagedPost, post } from '../../../src/shared/endpoints';
import { createdAt, statusSwitch, text } from '../../../src/shared/fields';
import { ACTIONS } from '../../../src/shared/types';

const saved = ['level_name', 'city'];

export const levelResource = defineResource({
    name: 'level', // route /level, collection "level", "Level added successfully"
    title: 'Levels',
    singular: 'Level',
    api: {
        list: pagedPost('/level/alldetails'),
        create: post('/level/add', { send: saved }),
        update: post('/level/edit/:id', { send: ['id', ...saved] }),
        delete: del('/level/delete/:id'),
    },
    fields: {
        level_name: text({
            label: 'Level Name',
            required: 'Please Enter Level Name',
            unique: 'This level already exists',
            sortable: true,
            searchable: true,
        }),
        city: text({ label: 'City', sortable: true }),
        level_status: statusSwitch({ endpoint: post('/update-level-status/:id', { send: ['id', 'status'] }) }),
        created_at: createdAt(),
    },
    list: { columns: ['level_name', 'city', 'level_status', 'created_at', ACTIONS], addLabel: 'Add Level' },
    form: { addTitle: 'Add Level', editTitle: 'Edit Level' },
    confirm: { delete: 'Are you sure you want to  delete this level ?' },
});
