import { defineResource } from '../../shared/defineResource';
import { get, post, wholeList } from '../../shared/endpoints';
import { text } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

const saved = ['id', 'title'];

/**
 * The title shown above the subscription plans. The API can create one, but
 * the screen only edits the existing titles: no Add button (no addLabel).
 */
export const subscriptionHeaderResource = defineResource({
    name: 'subscription_header',
    route: 'general/subscription-header',
    collection: 'header_titles',
    title: 'Subscription Title',
    plural: 'subscription titles',
    singular: 'Subscription title',
    api: {
        list: wholeList(get('/getheader')),
        create: post('/create/header-title', { send: saved }),
        update: post('/create/header-title/:id', { send: saved }),
    },
    fields: {
        title: text({ label: 'Name', inputLabel: 'Title', sortable: true, searchable: true }),
    },
    list: {
        columns: ['title', ACTIONS],
        search: { placeholder: 'Search' },
    },
    form: { addTitle: 'Add Subscription Title', editTitle: 'Edit Subscription Title' },
});
