import { MY_PERMISSIONS_PATH } from '../../src/shared/permissions/screens';
import { FIELD_ACCESS } from '../../src/shared/permissions/model';
import { succeed } from '../http/answers';
import { route } from '../openapi/routeDoc';
import type { RouteModule } from './module';

/** A role's grants as the answer describes them. */
const GRANTS_SCHEMA = {
    type: 'object',
    additionalProperties: {
        type: 'object',
        properties: {
            actions: { type: 'array', items: { type: 'string' } },
            fields: { type: 'object', additionalProperties: { type: 'string', enum: [...FIELD_ACCESS] } },
        },
        required: ['actions'],
    },
};

/** The session's permissions as `GET /me/permissions` answers them (and `GET /capabilities` carries them). */
export const PERMISSIONS_SCHEMA = {
    type: 'object',
    properties: { role: { type: 'string' }, all: { type: 'boolean' }, grants: GRANTS_SCHEMA },
    required: ['role', 'all', 'grants'],
};

/**
 * `GET /me/permissions`: what the session may do, `{ role, all, grants }`, read again at every call (the console
 * asks after a `permissions` event on /live, or at its next call where the API has no live stream).
 */
export const permissionRoutes: RouteModule = {
    collections: [],
    extra: 'staff',
    register({ app, signedIn }) {
        // The guard read them from the session's role just now.
        app.get(MY_PERMISSIONS_PATH, signedIn, (_req, res) => succeed(res, res.locals.permissions));
        return [
            route(`GET ${MY_PERMISSIONS_PATH}`, {
                summary: "The session's permissions: every one for the super-admin, a staff member's role's grants",
                tag: 'permissions',
                access: 'session',
                data: PERMISSIONS_SCHEMA,
            }),
        ];
    },
};
