import { defineResource } from '../../shared/defineResource';
import { del, openEndpoint, pageQuery, post, put } from '../../shared/endpoints';
import { createdAt, date, number, select, text, toggle } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';
import { OTHER_SUBSCRIBER, SUBSCRIBER_TYPES } from '../subscription/subscriberTypes.shared';
import { APPLY_TYPES, DURATION_TYPES, OFFER_TYPES } from './choices.shared';

const saved = ['couponCode', 'type', 'offerType', 'amount', 'durationType', 'applytype', 'expiryDate', 'maxApply'];

/**
 * Coupon codes. Once created, only the expiry date and the maximum number of
 * redemptions change (edit mode locks the rest); the server marks coupons
 * whose expiry date has passed as expired.
 */
export const couponResource = defineResource({
    name: 'coupon',
    route: 'general/coupon-code',
    collection: 'coupons',
    title: 'Coupon Code',
    plural: 'coupon codes',
    singular: 'Coupon',
    // The server answers a status flip without a message; the console then says "Success".
    server: { createdKey: 'createdAt', toggleMessages: { status: '' } },
    api: {
        list: pageQuery('/discount'),
        create: post('/discount', { send: saved }),
        // The spec does not show the edit call (part 1, section 7); this is the REST-style sibling of the others.
        update: openEndpoint('couponEdit', { send: saved }),
        delete: del('/discount/:id'),
    },
    fields: {
        couponCode: text({ label: 'Coupon Code', required: 'Please enter coupon code', lockedOnEdit: true }),
        type: select({
            label: 'Subscriber Type',
            choices: SUBSCRIBER_TYPES,
            fallbackLabel: OTHER_SUBSCRIBER,
            required: 'Please select subscriber type',
            lockedOnEdit: true,
        }),
        offerType: select({
            label: 'Offer Type',
            choices: OFFER_TYPES,
            required: 'Please select offer type',
            lockedOnEdit: true,
        }),
        amount: number({
            label: 'Price',
            inputLabel: 'Amount/Percentage',
            required: 'Please enter amount/percentage',
            typeError: 'Please enter amount/percentage',
            min: { value: 1, message: 'amount/percentage cannot be zero or negative' },
            max: {
                value: 100,
                message: 'Percentage cannot exceed 100',
                when: { field: 'offerType', op: 'eq', value: 'percent' },
            },
            // Starts at 0, so an untouched amount shows the minimum's message.
            default: 0,
            // "15%" or "$20" in the list and its export; an import reads the offer type back from it.
            unitBy: { field: 'offerType', units: { percent: 'percent', amount: 'money' } },
            lockedOnEdit: true,
        }),
        durationType: select({
            label: 'Duration Type',
            choices: DURATION_TYPES,
            required: 'Please select duration type',
            default: 'once',
            lockedOnEdit: true,
        }),
        applytype: select({
            label: 'Apply Type',
            choices: APPLY_TYPES,
            required: 'Please select apply type',
            default: 'all',
            lockedOnEdit: true,
        }),
        expiryDate: date({
            label: 'Expiry Date',
            format: 'dd/MM/yyyy',
            required: 'Please select expiry date',
            min: 'tomorrow',
            default: 'tomorrow',
        }),
        maxApply: number({
            label: 'Max Redemption',
            typeError: 'Max redemption cannot be other than number',
            min: { value: 1, message: 'Max redemption must be at least 1' },
            emptyText: 'Unlimited',
        }),
        totalUsed: number({ label: 'Total Times Redeemed', listOnly: true, emptyText: '0' }),
        // The server decides the new state.
        status: toggle({
            label: 'Status',
            endpoint: put('/discount.status-change/:id'),
            values: { on: 'active', off: 'inactive' },
            badge: { value: 'expired', label: 'Expired' },
            messages: { on: 'Success', off: 'Success' },
        }),
        // The coupon list pages on the server without sorting.
        createdAt: { ...createdAt('Created Date'), sortable: false },
    },
    list: {
        columns: ['couponCode', 'amount', 'type', 'totalUsed', 'maxApply', 'status', 'createdAt', ACTIONS],
        addLabel: 'Add',
        openAction: 'view',
    },
    form: { addTitle: 'Add/View Coupon', editTitle: 'Add/View Coupon', saveLabel: 'Save', updateLabel: 'Update' },
    confirm: { delete: 'Are you sure you want to  delete this coupon code ?' },
});
