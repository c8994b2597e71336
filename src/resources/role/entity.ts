import type { Entity } from '../../shared/entities/entityParts';
import { roleResource } from './schema';

export const entity: Entity = {
    order: 170,
    declarations: [roleResource],
    messages: { menu: { roles: 'Roles' } },
};
