import type { Entity } from '../entityParts';
import { noteResource } from './schema';

export const entity: Entity = { order: 40, declarations: [noteResource] };
