import type { Entity } from '../../shared/entities/entityParts';
import { noticeResource } from './schema';

export const entity: Entity = {
    order: 30,
    declarations: [noticeResource],
    messages: { menu: { notice_board: 'Notice Board' } },
};
