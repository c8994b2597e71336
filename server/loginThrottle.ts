import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';

const WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleLimits {
    /** Failed sign-ins for one e-mail before answers slow down, and before they are refused. */
    perEmail: { slowAfter: number; refuseAfter: number };
    /** The same for one client address (every e-mail together). */
    perAddress: { slowAfter: number; refuseAfter: number };
    /** Added per failure past `slowAfter`, capped at `maxDelayMs`. */
    stepMs: number;
    maxDelayMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
    perEmail: { slowAfter: 3, refuseAfter: 10 },
    perAddress: { slowAfter: 30, refuseAfter: 100 },
    stepMs: 250,
    maxDelayMs: 2000,
};

const emailKey = (req: Request): string => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

const minutesLeft = (req: Request): number => {
    const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
    return reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 60_000)) : WINDOW_MS / 60_000;
};

/**
 * Sign-in attempts, counted by failure only (a success takes its attempt
 * back), per e-mail and per client address: past a few failures each answer
 * waits a little longer, past more they are refused with 429 for the rest of
 * the window. One e-mail's failures never hold up another e-mail's sign-in
 * (until the address as a whole passes its much higher limit).
 */
export const loginThrottle = (limits: ThrottleLimits = DEFAULT_THROTTLE): RequestHandler[] => {
    const refuse: RequestHandler = (req, res) => {
        const minutes = minutesLeft(req);
        res.status(429).json({
            success: false,
            message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
            data: null,
        });
    };
    const shared = { windowMs: WINDOW_MS, skipSuccessfulRequests: true, standardHeaders: 'draft-7' as const, legacyHeaders: false };
    const delay = (slowAfter: number) => ({
        delayAfter: slowAfter,
        delayMs: (hits: number) => (hits - slowAfter) * limits.stepMs,
        maxDelayMs: limits.maxDelayMs,
    });
    return [
        slowDown({ ...shared, ...delay(limits.perEmail.slowAfter), keyGenerator: emailKey }),
        rateLimit({ ...shared, limit: limits.perEmail.refuseAfter, keyGenerator: emailKey, handler: refuse }),
        slowDown({ ...shared, ...delay(limits.perAddress.slowAfter) }),
        rateLimit({ ...shared, limit: limits.perAddress.refuseAfter, handler: refuse }),
    ];
};
