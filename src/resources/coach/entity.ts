import type { Entity } from '../../shared/entities/entityParts';
import { coachResource } from './schema';

export const entity: Entity = {
    order: 130,
    declarations: [coachResource],
    messages: { menu: { coaches: 'Coach' } },
};
