import type { Entity } from '../../shared/entities/entityParts';
import { subscriptionHistoryResource } from './schema';

export const entity: Entity = {
    order: 120,
    declarations: [subscriptionHistoryResource],
    messages: {
        menu: { subscription_history: 'Subscription History' },
        history: { download_invoice: 'Download invoice', no_invoice: 'No invoice' },
    },
};
