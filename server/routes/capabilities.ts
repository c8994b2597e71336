import type { Express, RequestHandler } from 'express';
import { CAPABILITIES_PATH, EXTRAS, type Extra } from '../../src/shared/extras';
import { succeed } from '../http/answers';
import { route, type RouteDoc } from '../openapi/routeDoc';
import { declarations } from '../../src/shared/entities/declarations';
import type { RouteModule } from './module';
import { PERMISSIONS_SCHEMA } from './permissions';

/** The extras this API serves: live changes, presence, history, and those of its modules and declarations. */
export const offeredExtras = (offers: (extra?: Extra) => boolean, modules: readonly RouteModule[]): Extra[] =>
    (
        [
            'live',
            'presence',
            'history',
            'recentlyDeleted',
            ...modules.map(m => m.extra),
            ...declarations.map(d => d.extra),
        ] as const
    ).filter((extra): extra is Extra => extra !== undefined && offers(extra));

/**
 * `GET /capabilities`: the extras (calls beyond the spec) this API serves, so the console can step aside for the
 * others. Any session may ask (a coach's view needs it too); started with --spec-only, it names none. With staff
 * roles, it carries the session's permissions too: the console's screens wait for them, and would otherwise ask
 * `GET /me/permissions` a round trip later.
 */
export const registerCapabilities = (app: Express, signedIn: RequestHandler, offered: readonly Extra[]): RouteDoc[] => {
    const extras = EXTRAS.filter(extra => offered.includes(extra));
    const carried = extras.includes('staff');
    app.get(CAPABILITIES_PATH, signedIn, (_req, res) =>
        succeed(res, carried ? { extras, permissions: res.locals.permissions } : { extras }),
    );
    return [
        route(`GET ${CAPABILITIES_PATH}`, {
            summary: 'The extras beyond the spec this API serves (none when started with --spec-only)',
            tag: 'capabilities',
            access: 'session',
            data: {
                type: 'object',
                properties: {
                    extras: { type: 'array', items: { type: 'string', enum: [...EXTRAS] }, uniqueItems: true },
                    permissions: PERMISSIONS_SCHEMA,
                },
                required: ['extras'],
            },
        }),
    ];
};
