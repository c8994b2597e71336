import type { Entity } from '../../shared/entities/entityParts';
import { staffResource } from './schema';

export const entity: Entity = {
    order: 180,
    declarations: [staffResource],
    messages: { menu: { staff: 'Staff' } },
    uses: ['role'],
};
