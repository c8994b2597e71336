import type { Entity } from '../../shared/entities/entityParts';
import { couponResource } from './schema';

/** A coupon applies to the subscriptions' subscriber types. */
export const entity: Entity = {
    order: 90,
    declarations: [couponResource],
    uses: ['subscription'],
    messages: { menu: { coupon_code: 'Coupon Code' } },
};
