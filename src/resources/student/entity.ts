import type { Entity } from '../../shared/entities/entityParts';
import { studentResource } from './schema';

export const entity: Entity = {
    order: 140,
    declarations: [studentResource],
    messages: { menu: { students: 'Student' } },
};
