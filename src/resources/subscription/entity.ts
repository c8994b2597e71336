import type { Entity } from '../../shared/entities/entityParts';
import { subscriptionResource } from './schema';

export const entity: Entity = {
    order: 80,
    declarations: [subscriptionResource],
    messages: {
        menu: { subscription: 'Subscription' },
        packages: {
            title: 'Packages',
            edit_prices: 'Edit package prices',
            info: 'Package Info',
            info_line: 'Package info line %{n}',
            remove_info_line: 'Remove package info line %{n}',
            add_line: 'Add line',
        },
    },
};
