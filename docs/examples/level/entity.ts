import type { Entity } from '../../../src/shared/entities/entityParts';
import { levelResource } from './schema';

export const entity: Entity = { order: 65, declarations: [levelResource] };
