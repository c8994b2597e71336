import type { Entity } from '../../shared/entities/entityParts';
import { examPlannerResource } from './schema';

/** An exam planner is a task list like the task types, filed under them in the menus. */
export const entity: Entity = { order: 110, declarations: [examPlannerResource], uses: ['taskType'] };
