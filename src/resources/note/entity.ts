import type { Entity } from '../../shared/entities/entityParts';
import { noteResource } from './schema';

export const entity: Entity = { order: 40, declarations: [noteResource] };
