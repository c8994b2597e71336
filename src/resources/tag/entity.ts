import type { Entity } from '../../shared/entities/entityParts';
import { tagResource } from './schema';

export const entity: Entity = {
    order: 60,
    declarations: [tagResource],
    messages: { menu: { tags: 'Tags' } },
};
