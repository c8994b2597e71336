import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';

const WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleLimits {
    /** Failed sign-ins for one e-mail from one client address before answers slow down, and before they are refused. */
    perAddressAndEmail: { slowAfter: number; refuseAfter: number };
    /** Failed sign-ins for one e-mail from anywhere before answers to it slow down (never refused: see below). */
    perEmail: { slowAfter: number };
    /** The same for one client address (every e-mail together), slowed and then refused. */
    perAddress: { slowAfter: number; refuseAfter: number };
    /** Added per failure past `slowAfter`, capped at `maxDelayMs`. */
    stepMs: number;
    maxDelayMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
    perAddressAndEmail: { slowAfter: 3, refuseAfter: 10 },
    perEmail: { slowAfter: 3 },
    perAddress: { slowAfter: 30, refuseAfter: 100 },
    stepMs: 250,
    maxDelayMs: 2000,
};

const addressKey = (req: Request): string => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');

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
 * back). A guesser is refused (429) per client address, for one e-mail and
 * for all e-mails together; someone else's failures can only slow an
 * e-mail's sign-in down (a growing delay, capped), never lock its owner out.
 * Cross-site form posts never get here (`sameSiteWritesOnly`), so a web page
 * cannot spend the owner's attempts either.
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
    const shared = {
        windowMs: WINDOW_MS,
        skipSuccessfulRequests: true,
        standardHeaders: 'draft-7' as const,
        legacyHeaders: false,
    };
    const delay = (slowAfter: number) => ({
        delayAfter: slowAfter,
        delayMs: (hits: number) => (hits - slowAfter) * limits.stepMs,
        maxDelayMs: limits.maxDelayMs,
    });
    const addressAndEmail = (req: Request) => `${addressKey(req)}|${emailKey(req)}`;
    return [
        slowDown({ ...shared, ...delay(limits.perEmail.slowAfter), keyGenerator: emailKey }),
        slowDown({ ...shared, ...delay(limits.perAddressAndEmail.slowAfter), keyGenerator: addressAndEmail }),
        rateLimit({
            ...shared,
            limit: limits.perAddressAndEmail.refuseAfter,
            keyGenerator: addressAndEmail,
            handler: refuse,
        }),
        slowDown({ ...shared, ...delay(limits.perAddress.slowAfter), keyGenerator: addressKey }),
        rateLimit({ ...shared, limit: limits.perAddress.refuseAfter, keyGenerator: addressKey, handler: refuse }),
    ];
};
