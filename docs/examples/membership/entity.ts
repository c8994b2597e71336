import type { Entity } from '../../../src/shared/entities/entityParts';
import { membershipResource } from './schema';

export const entity: Entity = { order: 66, declarations: [membershipResource] };
