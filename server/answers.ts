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

export const answerErrors: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    if (err instanceof Conflict) return fail(res, err.status, err.message, err.current);
    if (err instanceof Refusal) return fail(res, err.status, err.message);
    if (ValidationError.isError(err)) return fail(res, 400, err.message);
    if (err instanceof multer.MulterError) return fail(res, 400, err.message);
    if (isBodyParserError(err)) {
        if (err.type === 'entity.parse.failed') return fail(res, err.status, 'The request body is not valid JSON');
        if (err.type === 'entity.too.large') return fail(res, err.status, 'The request body must be at most 10 MB');
        return fail(res, err.status, err.message);
    }
    console.error(err);
    fail(res, 500, 'Whoops! Internal Server Error');
};
