import { defineResource } from '../../shared/defineResource';
import { del, post, wholeList } from '../../shared/endpoints';
import { createdAt, multiline, text } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

const saved = ['id', 'tag', 'description'];

export const tagResource = defineResource({
    name: 'tag',
    collection: 'tags',
    title: 'Tags',
    singular: 'Tag',
    // A coach's resource form picks a tag too (its library screens); the tags themselves stay the super-admin's.
    access: {
        sharedList: true,
        // The product's own tags, used by tasks: shown, never changed.
        protectedWhen: { field: 'task_id', op: 'eq', value: 1 },
    },
    api: {
        // Spec part 2 §7: the whole list, filtered by the server too when a search is sent.
        list: wholeList(post('/tags', { send: ['userId', 'search'] })),
        create: post('/tag', { send: saved }),
        update: post('/tag/:id', { send: saved }),
        delete: del('/tag/:id'),
    },
    fields: {
        tag: text({ label: 'Tag', required: 'Please Enter Tag', sortable: true, searchable: true }),
        description: multiline({ label: 'Description', sortable: true, searchable: true }),
        created_at: createdAt(),
    },
    list: {
        columns: ['tag', 'description', 'created_at', ACTIONS],
        search: { placeholder: 'Search' },
        addLabel: 'Add',
    },
    form: { addTitle: 'Add Tag', editTitle: 'Edit Tag' },
    confirm: { delete: 'Are you sure you want to  delete this tag ?' },
});
