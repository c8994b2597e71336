import type { Entity } from '../../shared/entities/entityParts';
import { subscriptionHeaderResource } from './schema';

export const entity: Entity = {
    order: 70,
    declarations: [subscriptionHeaderResource],
    messages: { menu: { subscription_header: 'Subscription Title' } },
};
