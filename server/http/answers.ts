import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { ValidationError } from 'yup';

/** Every answer of the API, success or not (spec §1). */
interface Answer<T> {
    success: boolean;
    message: string;
    data: T;
}

export const succeed = <T>(res: Response, data: T, message = ''): void => {
    res.status(200).json({ success: true, message, data } satisfies Answer<T>);
};

const fail = (res: Response, status: number, message: string, data: unknown = null): void => {
    res.status(status).json({ success: false, message, data } satisfies Answer<unknown>);
};

/** A refusal the route decides on; the error handler turns it into `success: false`. */
export class Refusal extends Error {
    constructor(
        readonly status: number,
        message: string,
    ) {
        super(message);
        this.name = 'Refusal';
    }
}

/** A write refused because the record changed since the client read it (409): the answer carries the record as it is. */
export class Conflict extends Refusal {
    constructor(
        message: string,
        readonly current: unknown,
    ) {
        super(409, message);
        this.name = 'Conflict';
    }
}

/** Express 4 does not catch rejected promises; route errors must reach the error handler. */
export const handle =
    (fn: (req: Request, res: Response) => Promise<void> | void): RequestHandler =>
    (req, res, next) => {
        Promise.resolve()
            .then(() => fn(req, res))
            .catch(next);
    };

/** The JSON body limit in words (./jsonBodies.ts): the console's largest real body is about 50 KB. */
export const JSON_BODY_TOO_LARGE = 'The request body must be at most 1 MB';

/** json-server stores whatever arrives, arrays included (its issue #547); only objects are records. */
export const objectBodiesOnly: RequestHandler = (req, res, next) => {
    const body: unknown = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
        fail(res, 400, 'The request body must be a JSON object');
        return;
    }
    next();
};

export const unknownRoute: RequestHandler = (req, res) => {
    fail(res, 404, `No route for ${req.method} ${req.path}`);
};

const isBodyParserError = (err: unknown): err is Error & { type: string; status: number } =>
    err instanceof Error && typeof (err as { type?: unknown }).type === 'string' && 'status' in err;

/** The 4xx status an error of Express or one of its parts carries (a path's decoding, a static file), if any. */
const clientStatusOf = (err: unknown): number | undefined => {
    if (typeof err !== 'object' || err === null) return undefined;
    const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
    const found = typeof status === 'number' ? status : statusCode;
    return typeof found === 'number' && found >= 400 && found < 500 ? found : undefined;
};

const MALFORMED_PATH = 'The path holds a malformed percent-encoding (such as %zz or a cut UTF-8 sequence)';

/** What to say for such an error: its own words when they are meant for the client, else the status's. */
const clientMessageOf = (err: unknown, status: number, req: Request): string => {
    if (err instanceof URIError) return MALFORMED_PATH;
    if (status === 404) return `No route for ${req.method} ${req.path}`;
    const { expose, message } = err as { expose?: unknown; message?: unknown };
    return expose === true && typeof message === 'string' && message
        ? message
        : (STATUS_CODES[status] ?? 'Bad Request');
};

export const answerErrors: ErrorRequestHandler = (err: unknown, req, res, _next) => {
    if (err instanceof Conflict) return fail(res, err.status, err.message, err.current);
    if (err instanceof Refusal) return fail(res, err.status, err.message);
    if (ValidationError.isError(err)) return fail(res, 400, err.message);
    if (err instanceof multer.MulterError) return fail(res, 400, err.message);
    if (isBodyParserError(err)) {
        if (err.type === 'entity.parse.failed') return fail(res, err.status, 'The request body is not valid JSON');
        if (err.type === 'entity.too.large') return fail(res, err.status, JSON_BODY_TOO_LARGE);
        return fail(res, err.status, err.message);
    }
    // A client's mistake is answered, not logged: only what the API itself got wrong is a 500.
    const status = clientStatusOf(err);
    if (status !== undefined) return fail(res, status, clientMessageOf(err, status, req));
    console.error(err);
    fail(res, 500, 'Whoops! Internal Server Error');
};
