import type { RequestHandler } from 'express';
import { Refusal } from './answers';
import type { Sessions } from './sessions';

export const bearerToken = (header: string | undefined): string | undefined => {
    const [scheme, token, ...rest] = (header ?? '').trim().split(/\s+/);
    return scheme?.toLowerCase() === 'bearer' && token && rest.length === 0 ? token : undefined;
};

/**
 * `Authorization: Bearer <jwt>` on guarded routes; sets `res.locals.userId`
 * and `res.locals.sessionId`. A token whose user no longer exists, whose
 * session a password change ended, or made before a reset is refused.
 */
export const bearerGuard =
    (sessions: Sessions): RequestHandler =>
    (req, res, next) => {
        const token = bearerToken(req.get('authorization'));
        if (!token) return next(new Refusal(401, 'Unauthorized'));
        sessions.check(token).then(session => {
            if (!session) return next(new Refusal(401, 'Unauthorized'));
            res.locals.userId = session.user._id;
            res.locals.sessionId = session.sessionId;
            next();
        }, next);
    };
