import type { Entity } from '../../shared/entities/entityParts';
import { taskTypeResource } from './schema';

export const entity: Entity = {
    order: 100,
    declarations: [taskTypeResource],
    messages: { menu: { task_types: 'Task types' } },
};
