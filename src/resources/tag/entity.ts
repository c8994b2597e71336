import type { Entity } from '../entityParts';
import { tagResource } from './schema';

export const entity: Entity = {
    order: 60,
    declarations: [tagResource],
    messages: { menu: { tags: 'Tags' } },
};
