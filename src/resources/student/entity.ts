import type { Entity } from '../entityParts';
import { studentResource } from './schema';

export const entity: Entity = {
    order: 140,
    declarations: [studentResource],
    messages: { menu: { students: 'Student' } },
};
