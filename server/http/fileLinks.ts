import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Refusal } from './answers';
import { bearerToken } from './guard';
import type { Sessions } from '../auth/sessions';

/** How long a file link works at least; links are made for whole quarter-hours, so one page keeps the same URL. */
const LIFETIME_MS = 60 * 60 * 1000;
const STEP_MS = 15 * 60 * 1000;

export const LINK_REFUSED = 'This file opens from the console: its link is not valid, or you are not signed in';
export const LINK_EXPIRED = 'This file link has expired: open the file again from the console';

export interface FileLinks {
    /** `{publicUrl}{path}?expires=…&sig=…` (with `download=1` for an attachment): opens the file without a token. */
    link(path: string, options?: { download?: boolean }): string;
    /** 'valid', 'expired', or 'none' for a request without a (good) signature for its own path and download flag. */
    check(req: Request): 'valid' | 'expired' | 'none';
}

/**
 * Signed links to stored files (resource files, profile pictures): an
 * `<img>` or a new tab carries no bearer token, so answers that name a
 * file carry a link that works for an hour or so instead. The key is derived
 * from the session signing secret, so links survive a restart of the API.
 */
export const fileLinks = (secret: string, publicUrl: () => string): FileLinks => {
    const key = createHash('sha256').update(`file-links:${secret}`).digest();
    const signature = (path: string, download: boolean, expires: number) =>
        createHmac('sha256', key)
            .update(`${path}\n${download ? 'download' : 'inline'}\n${expires}`)
            .digest('hex');
    return {
        link(path, { download = false } = {}) {
            const expires = Math.ceil((Date.now() + LIFETIME_MS) / STEP_MS) * STEP_MS;
            const query = `expires=${expires}&sig=${signature(path, download, expires)}${download ? '&download=1' : ''}`;
            return `${publicUrl().replace(/\/$/, '')}${path}?${query}`;
        },
        check(req) {
            const { expires: rawExpires, sig, download } = req.query;
            if (typeof sig !== 'string' || typeof rawExpires !== 'string') return 'none';
            const expires = Number(rawExpires);
            if (!Number.isSafeInteger(expires)) return 'none';
            const expected = signature(req.baseUrl + req.path, download === '1', expires);
            if (sig.length !== expected.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(expected)))
                return 'none';
            return expires < Date.now() ? 'expired' : 'valid';
        },
    };
};

/**
 * Files under a path answer a valid signed link, or a request with a live session (its bearer token);
 * anything else is refused (403) before the file is looked up.
 */
export const signedOrSignedIn =
    (links: FileLinks, sessions: Pick<Sessions, 'check'>): RequestHandler =>
    (req, _res, next) => {
        const signed = links.check(req);
        if (signed === 'valid') return next();
        if (signed === 'expired') return next(new Refusal(403, LINK_EXPIRED));
        const token = bearerToken(req.get('authorization'));
        if (!token) return next(new Refusal(403, LINK_REFUSED));
        sessions.check(token).then(session => next(session ? undefined : new Refusal(403, LINK_REFUSED)), next);
    };
