import { defineResource } from '../../shared/defineResource';
import { get, post, put, wholeList } from '../../shared/endpoints';
import { createdAt, multiline, number, select, text, toggle } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';
import { PLAN_TYPES } from './planTypes.shared';
import { OTHER_SUBSCRIBER, SUBSCRIBER_TYPES } from './subscriberTypes.shared';

/** POST /price lists these; the edit sends the same modal values (spec: is_recurring is set true on save). */
const saved = ['name', 'description', 'price', 'originalPrice', 'plan_type', 'types_subscribers', 'is_recurring'];

export const subscriptionResource = defineResource({
    name: 'subscription',
    route: 'general/subscription',
    collection: 'subscription_packages',
    title: 'Subscription Packages',
    plural: 'packages',
    singular: 'Package',
    api: {
        list: wholeList(get('/subscription-package/alldetails')),
        create: post('/price', { send: saved, fixed: { is_recurring: true } }),
        update: put('/subscription-package/:id', { send: saved, fixed: { is_recurring: true } }),
    },
    fields: {
        name: text({
            label: 'Subscription Name',
            inputLabel: 'Package Name',
            required: 'Please enter package name',
            sortable: true,
            searchable: true,
        }),
        originalPrice: number({
            label: 'Original Price',
            typeError: 'Original price can be only number',
            min: { value: 0, message: 'Original price cannot be negative' },
            decimals: 2,
            money: true,
        }),
        price: number({
            label: 'Price',
            required: 'Please enter price',
            typeError: 'Price can be only number',
            min: { value: 1, message: 'Price cannot be zero or negative' },
            decimals: 2,
            money: true,
            sortable: true,
        }),
        description: multiline({
            label: 'Description',
            required: 'Please enter package description',
            max: { length: 500, message: 'Package description must not exceed more than 500 chars' },
        }),
        types_subscribers: select({
            label: 'Subscriber type',
            inputLabel: 'Subscriber Types',
            choices: SUBSCRIBER_TYPES,
            fallbackLabel: OTHER_SUBSCRIBER,
            // The spec's message for this field reads so (part 1, section 5).
            required: 'Please select plan type',
            lockedOnEdit: true,
        }),
        plan_type: select({
            label: 'Plan Type',
            choices: PLAN_TYPES,
            required: 'Please select plan type',
            sortable: true,
        }),
        created_at: createdAt('Created Date'),
        // No payload: the server flips between active and inactive. A package someone holds keeps its status.
        status: toggle({
            label: 'Status',
            endpoint: put('/subscription-package/status/:id'),
            values: { on: 'active', off: 'inactive' },
            lockedWhen: { field: 'user', op: 'filled' },
        }),
    },
    list: {
        columns: ['name', 'plan_type', 'price', 'types_subscribers', 'created_at', 'status', ACTIONS],
        addLabel: 'Add',
    },
    form: { addTitle: 'Add Subscription', editTitle: 'Edit Subscription', saveLabel: 'SAVE', updateLabel: 'UPDATE' },
});
