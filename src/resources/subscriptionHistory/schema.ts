import { defineResource } from '../../shared/defineResource';
import { get, resultsQuery } from '../../shared/endpoints';
import { date, number, text } from '../../shared/fields';

/** GET /invoice/{invoice_id}: `data` is the URL of the invoice, opened in a new tab. */
export const INVOICE = get('/invoice/:id');

const day = (label: string) => date({ label, format: 'dd/MM/yyyy', readOnly: true });

/**
 * Subscription history (spec part 2): read-only, paged on the server in the
 * history form (results / count / totalPage), searched after a one-second pause.
 */
export const subscriptionHistoryResource = defineResource({
    name: 'subscriptionHistory',
    route: 'general/subscription-history',
    collection: 'subscription_history',
    title: 'Subscription History',
    singular: 'Subscription',
    permissions: { actions: { invoices: { label: 'Invoices', verb: 'open the invoices of' } } },
    api: {
        list: resultsQuery('/subscription-history'),
    },
    fields: {
        'user.first_name': text({ label: 'First Name', readOnly: true, short: true, searchable: true }),
        'user.last_name': text({ label: 'Last Name', readOnly: true, short: true, searchable: true }),
        package_price: number({ label: 'Price', money: true, readOnly: true }),
        package_type: text({ label: 'Type', readOnly: true, short: true, searchable: true }),
        payment_type: text({ label: 'Payment Type', readOnly: true, short: true, searchable: true }),
        created_at: day('Created Date'),
        start_date: day('Start Date'),
        end_date: day('End Date'),
        'otherDetails.metadata.reason': text({ label: 'Reason', readOnly: true, searchable: true }),
        invoice_id: text({ label: 'Invoice', readOnly: true, short: true }),
    },
    list: {
        columns: [
            'user.first_name',
            'user.last_name',
            'package_price',
            'package_type',
            'payment_type',
            'created_at',
            'start_date',
            'end_date',
            'otherDetails.metadata.reason',
            'invoice_id',
        ],
        search: { placeholder: 'Search' },
        searchDebounceMs: 1000,
    },
});
