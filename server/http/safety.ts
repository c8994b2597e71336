import cors from 'cors';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Store } from '../store/store';

/**
 * Security headers (helmet: nosniff, no referrer, a locked-down CSP for the
 * API's own pages) and CORS for the console's origin only: json-server's
 * default echoes any origin with credentials allowed, which lets any page a
 * tester visits read the API with their session.
 */
export const securityHeaders = (consoleUrl: string): RequestHandler[] => {
    const origin = new URL(consoleUrl).origin;
    return [
        // Pictures under /uploads are shown by the console, another origin: they may be embedded cross-origin.
        helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }),
        // Content-Range carries the total of a REST list (ra-data-simple-rest reads it).
        cors({ origin: [origin], maxAge: 600, exposedHeaders: ['Content-Range'] }),
    ];
};

/** Uploaded files are served as what they are, never sniffed into HTML or script. */
export const uploadHeaders: RequestHandler = (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    next();
};

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The testers' endpoints (outbox, reset, raw data) answer callers on this machine only. */
export const testersOnly: RequestHandler = (req, res, next) => {
    if (LOOPBACK.test(req.socket.remoteAddress ?? '')) return next();
    res.status(403).json({
        success: false,
        message: 'This endpoint is for testers on the API machine only',
        data: null,
    });
};

/** Marks a route as a read (a list asked for by POST), so its answer never waits for others' writes. */
export const reads: RequestHandler = (_req, res, next) => {
    res.locals.reads = true;
    next();
};

/**
 * Holds every answer to a write until the changes made so far are on disk
 * (the journal's fsync, shared by the writes that arrive together), so a
 * change the API acknowledged survives a crash. Reads (GET, and lists marked
 * with `reads`) and answers with nothing pending go out at once.
 */
export const durableAnswers =
    (store: Store): RequestHandler =>
    (req, res, next) => {
        if (req.method === 'GET' || req.method === 'HEAD') return next();
        const send = res.json.bind(res) as Response['json'];
        res.json = ((body: unknown) => {
            if (res.locals.reads === true || !store.pending) return send(body);
            store.whenDurable().then(
                () => send(body),
                () => {
                    res.status(500);
                    send({ success: false, message: 'The change could not be saved to disk', data: null });
                },
            );
            return res;
        }) as Response['json'];
        next();
    };

/** Host names that always mean this machine (with any port). */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
const MAX_SHOWN_HOST = 100;

/** The name part of a Host header (`[::1]:3001` → `[::1]`), lower-cased; '' when missing or malformed. */
const hostName = (host: string | undefined): string => {
    const value = (host ?? '').trim().toLowerCase();
    const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/.exec(value);
    return match ? match[1] : '';
};

/**
 * Only requests addressed to a name of this API: a loopback name, or the host of one of its configured
 * addresses (CONSOLE_URL, API_PUBLIC_URL, ALLOWED_HOSTS). A page that rebinds its own name to 127.0.0.1
 * (DNS rebinding) reaches the socket but names itself in Host, and is refused with 421 before any route.
 */
export const knownHostsOnly = (names: readonly string[]): RequestHandler => {
    const known = new Set(names.map(name => name.toLowerCase()));
    return (req, res, next) => {
        const name = hostName(req.headers.host);
        if (name && (LOOPBACK_HOST.test(name) || known.has(name))) return next();
        const shown = String(req.headers.host ?? '').slice(0, MAX_SHOWN_HOST);
        res.status(421).json({
            success: false,
            message: `This API does not answer to the host name "${shown}": use localhost or a name set in API_PUBLIC_URL or ALLOWED_HOSTS`,
            data: null,
        });
    };
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Body types the console sends: JSON, and multipart for forms that may carry files. */
const ACCEPTED_BODY = /^(application\/json|multipart\/form-data)\s*(;|$)/i;

const CROSS_SITE_REFUSED = 'Requests from other sites are refused: this API answers the console only';
const BODY_TYPE_REFUSED = 'The request body must be sent as application/json (or multipart/form-data with a file)';

const hasBody = (req: Parameters<RequestHandler>[0]): boolean =>
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * A page of the API itself (the reference at /docs, "Try it out"): its origin is the request's own host, which
 * knownHostsOnly has already checked (a rebound name never gets this far), at whichever name it was loaded.
 */
const isOwnOrigin = (origin: string, host: string | undefined): boolean =>
    host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);

/**
 * What a web page in the tester's browser can send to another site without asking first (a form post, a
 * `fetch` in no-cors mode) never changes anything: a write that names another origin (`Origin`, or
 * `Sec-Fetch-Site: cross-site`) is refused with 403, and a body of any type but JSON or multipart with 415,
 * before it is parsed, counted as a sign-in attempt or routed. Calls with no Origin (curl, tests) and the API's own
 * pages pass.
 */
export const sameSiteWritesOnly = (origins: readonly string[]): RequestHandler => {
    const allowed = new Set(origins);
    return (req, res, next) => {
        if (!UNSAFE.has(req.method)) return next();
        const origin = req.headers.origin;
        const crossSite =
            (origin !== undefined && !allowed.has(origin) && !isOwnOrigin(origin, req.headers.host)) ||
            (origin === undefined && req.headers['sec-fetch-site'] === 'cross-site');
        if (crossSite) {
            res.status(403).json({ success: false, message: CROSS_SITE_REFUSED, data: null });
            return;
        }
        if (hasBody(req) && !ACCEPTED_BODY.test(String(req.headers['content-type'] ?? ''))) {
            res.status(415).json({ success: false, message: BODY_TYPE_REFUSED, data: null });
            return;
        }
        next();
    };
};
