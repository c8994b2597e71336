import type { RequestHandler } from 'express';
import { Refusal } from './answers';
import type { Store } from './store';
import type { Tokens } from './tokens';
import { USERS } from './users';

const bearerToken = (header: string | undefined): string | undefined => {
    const [scheme, token, ...rest] = (header ?? '').trim().split(/\s+/);
    return scheme?.toLowerCase() === 'bearer' && token && rest.length === 0 ? token : undefined;
};

/**
 * `Authorization: Bearer <jwt>` on guarded routes; sets `res.locals.userId`.
 * A token whose user no longer exists (e.g. after a reset to another seed)
 * is refused too.
 */
export const bearerGuard =
    (store: Store, tokens: Tokens): RequestHandler =>
    (req, res, next) => {
        const token = bearerToken(req.get('authorization'));
        if (!token) return next(new Refusal(401, 'Unauthorized'));
        tokens.subjectOf(token).then(userId => {
            if (!userId || !store.collection(USERS).get(userId)) return next(new Refusal(401, 'Unauthorized'));
            res.locals.userId = userId;
            next();
        }, next);
    };
