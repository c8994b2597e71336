import { loggedByApi } from '../../shared/audit';
import type { Entity } from '../../shared/entities/entityParts';
import { defineActivityResource } from './schema';

/** The activity log, whose record types are the other declarations that the API logs: listed after them. */
export const entity: Entity = {
    order: 1000,
    declarations: others => [defineActivityResource(others.filter(loggedByApi))],
    messages: { menu: { activity: 'Activity Log' } },
};
