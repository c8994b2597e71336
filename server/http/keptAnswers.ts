import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Large answers that stay the same until the next write (a whole list of a large collection): written, compressed
 * and tagged once per version of their rows, then served as they are. Compressing them on every request would
 * spend the API's time again and again; compressed once (on zlib's threads), a request costs a copy.
 * Smaller answers are compressed on the fly by json-server's `compression` middleware.
 */

type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const encode: Record<Encoding, (json: Buffer) => Promise<Buffer>> = {
    // Quality 4: within 3% of gzip -9's size at a fraction of its time.
    br: json =>
        brotli(json, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
        }),
    gzip: json => gzipped(json),
    identity: json => Promise.resolve(json),
};

interface Kept {
    /** The envelope the body was written from: the same data with another message is another body. */
    envelope: string;
    json: Buffer;
    etag: string;
    encoded: Map<Encoding, Promise<Buffer>>;
}

/** By the rows an answer carries: a collection's derived rows are a new array after each write. */
const kept = new WeakMap<object, Kept>();

const keptFor = (body: { success: unknown; message: unknown; data: object }, status: number): Kept => {
    const envelope = JSON.stringify([status, body.success, body.message]);
    const found = kept.get(body.data);
    if (found?.envelope === envelope) return found;
    const json = Buffer.from(JSON.stringify(body));
    const etag = `W/"${json.length.toString(16)}-${createHash('sha1').update(json).digest('base64url')}"`;
    const made: Kept = { envelope, json, etag, encoded: new Map() };
    kept.set(body.data, made);
    return made;
};

const encodingFor = (req: Request): Encoding => {
    if (req.acceptsEncodings('br') === 'br') return 'br';
    if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
    return 'identity';
};

const sendKept = async (req: Request, res: Response, answer: Kept): Promise<void> => {
    res.set('Content-Type', 'application/json; charset=utf-8');
    res.set('Vary', 'Accept-Encoding');
    res.set('ETag', answer.etag);
    if (req.fresh) {
        res.status(304).end();
        return;
    }
    const encoding = encodingFor(req);
    let body = answer.encoded.get(encoding);
    if (!body) {
        body = encode[encoding](answer.json);
        answer.encoded.set(encoding, body);
        // A failed encoding is tried again by the next request.
        body.catch(() => answer.encoded.delete(encoding));
    }
    const bytes = await body;
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    res.set('Content-Length', String(bytes.length));
    if (req.method === 'HEAD') res.end();
    else res.end(bytes);
};

/** Where a route notes the rows of its answer (res.locals). */
const KEPT_ROWS = 'keptRows';

/** Marks `rows` as unchanged until the next write: an answer carrying them as its data is kept (see above). */
export const keepAnswerOf = (res: Response, rows: object): void => {
    res.locals[KEPT_ROWS] = rows;
};

/**
 * Installed before any middleware that rewrites answers (a planted fault), so that what they send passes here:
 * an answer whose data is the rows a route marked is served from the kept copy; any other, as Express sends it.
 */
export const keptAnswers: RequestHandler = (req, res, next) => {
    const json = res.json.bind(res);
    res.json = ((body: unknown) => {
        const rows = res.locals[KEPT_ROWS] as object | undefined;
        const data = (body as { data?: unknown } | null)?.data;
        if (rows === undefined || data !== rows) return json(body);
        sendKept(req, res, keptFor(body as { success: unknown; message: unknown; data: object }, res.statusCode)).catch(
            next,
        );
        return res;
    }) as Response['json'];
    next();
};
