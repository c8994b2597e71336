import type { Entity } from '../entityParts';
import { noticeResource } from './schema';

export const entity: Entity = {
    order: 30,
    declarations: [noticeResource],
    messages: { menu: { notice_board: 'Notice Board' } },
};
