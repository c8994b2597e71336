import type { Entity } from '../../shared/entities/entityParts';
import { gradeResource } from './schema';

export const entity: Entity = { order: 20, declarations: [gradeResource] };
