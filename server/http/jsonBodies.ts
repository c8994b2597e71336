import express, { type RequestHandler, type Router } from 'express';
import { JSON_BODY_TOO_LARGE, Refusal, objectBodiesOnly } from './answers';
import type { RouteEntry } from '../openapi/routeDoc';

/** The largest JSON body read: the console's largest real one is about 50 KB (uploads keep their own limits). */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const isJson = (type: string | undefined): boolean => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type ?? '');

/**
 * A JSON body that says it is over the limit is refused (413) before a byte of it is read, and the
 * connection is closed after the answer rather than drained for the next request on it.
 */
export const refuseOversizedJson: RequestHandler = (req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!isJson(req.headers['content-type']) || !(declared > JSON_BODY_LIMIT_BYTES)) return next();
    res.set('Connection', 'close');
    res.status(413).json({ success: false, message: JSON_BODY_TOO_LARGE, data: null });
};

/** Deeper than any body of the console (a view's state is four levels): JSON.parse spends long on deep nesting. */
const MAX_DEPTH = 64;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** How deep arrays and objects nest in JSON text, strings skipped; one pass over the bytes. */
const nestingOf = (bytes: Buffer): number => {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < bytes.length; i += 1) {
        const byte = bytes[i];
        if (inString) {
            if (byte === BACKSLASH) i += 1;
            else if (byte === QUOTE) inString = false;
        } else if (byte === QUOTE) inString = true;
        else if (OPENERS.has(byte)) deepest = Math.max(deepest, (depth += 1));
        else if (CLOSERS.has(byte)) depth -= 1;
    }
    return deepest;
};

const parseJson = express.json({
    limit: JSON_BODY_LIMIT_BYTES,
    // Deep nesting (`[[[…]]]`) keeps JSON.parse busy while every other call waits: refused before it.
    verify: (_req, _res, bytes) => {
        if (nestingOf(bytes) > MAX_DEPTH)
            throw new Refusal(400, `The request body must nest at most ${MAX_DEPTH} levels deep`);
    },
});

/**
 * Reads a JSON body (at most 1 MB, a sent length that lied included) and lets only objects through. Guarded
 * routes run it after their token check (./guard.ts), public ones before their handler (`publicBodies`), so
 * a body sent without a session is never parsed.
 */
export const readJsonBody: RequestHandler = (req, res, next) =>
    parseJson(req, res, err => (err ? next(err) : objectBodiesOnly(req, res, next)));

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * The routes anyone may call (sign-in, password recovery, the session checks) read their bodies here, the
 * router filled from the route list once every route is registered; every other route reads it after its guard.
 */
export const publicBodies = (): { router: Router; fill(routes: readonly RouteEntry[]): void } => {
    const router = express.Router();
    return {
        router,
        fill(routes) {
            for (const entry of routes) {
                if (typeof entry === 'string' || entry.method === 'GET') continue;
                if (entry.access === 'public' || entry.access === 'testers')
                    router[VERBS[entry.method]](entry.path, readJsonBody);
            }
        },
    };
};
