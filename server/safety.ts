import cors from 'cors';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Store } from './store';

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
    res.status(403).json({ success: false, message: 'This endpoint is for testers on the API machine only', data: null });
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
