import type { RequestHandler } from 'express';
import { actingAs } from '../auth/actor';
import { Refusal } from './answers';
import { readJsonBody } from './jsonBodies';
import type { Sessions } from '../auth/sessions';
import type { Role } from '../auth/users';

export const bearerToken = (header: string | undefined): string | undefined => {
    const [scheme, token, ...rest] = (header ?? '').trim().split(/\s+/);
    return scheme?.toLowerCase() === 'bearer' && token && rest.length === 0 ? token : undefined;
};

/** Said to a coach's token on a super-admin route: 403, so the console shows it and keeps the session. */
export const SUPER_ADMIN_ONLY = 'Only the super admin can do this';

/**
 * `Authorization: Bearer <jwt>` on guarded routes; sets `res.locals.userId`,
 * `userName`, `role`, `permissions`, `sessionId` and `claims`. A token whose user no longer exists,
 * whose session a password change ended, or made before a reset is refused
 * (401). `roles` are the roles let through: every route of this console is
 * the super-admin's, except the few a coach's session needs (a 403 for the rest). A JSON body is read
 * after the check, for a session only.
 */
export const bearerGuard =
    (sessions: Sessions, roles: readonly Role[] = ['superadmin']): RequestHandler =>
    (req, res, next) => {
        const token = bearerToken(req.get('authorization'));
        if (!token) return next(new Refusal(401, 'Unauthorized'));
        sessions.check(token).then(session => {
            if (!session) return next(new Refusal(401, 'Unauthorized'));
            if (!roles.includes(session.role)) return next(new Refusal(403, SUPER_ADMIN_ONLY));
            res.locals.userId = session.user._id;
            res.locals.userName = [session.user.first_name, session.user.last_name]
                .filter(v => typeof v === 'string' && v)
                .join(' ');
            res.locals.role = session.role;
            res.locals.permissions = session.permissions;
            res.locals.sessionId = session.sessionId;
            res.locals.claims = session.claims;
            // The body is read only for a session: one sent without a token is refused unread. Its bytes arrive
            // in the socket's callbacks, outside the request's context: the actor is set once it is read.
            readJsonBody(req, res, err =>
                err
                    ? next(err)
                    : actingAs(
                          {
                              id: String(session.user._id),
                              name: String(res.locals.userName),
                              session: session.sessionId,
                          },
                          () => next(),
                      ),
            );
        }, next);
    };
