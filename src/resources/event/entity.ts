import type { Entity } from '../../shared/entities/entityParts';
import { eventResource } from './schema';

export const entity: Entity = {
    order: 10,
    declarations: [eventResource],
    messages: { menu: { events: 'Events' } },
};
