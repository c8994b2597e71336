import type { Entity } from '../../shared/entities/entityParts';
import { subjectResource } from './schema';

export const entity: Entity = {
    order: 50,
    declarations: [subjectResource],
    messages: { menu: { subjects: 'Subject / Activity' } },
};
