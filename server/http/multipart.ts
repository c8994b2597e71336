import type { RequestHandler } from 'express';
import multer from 'multer';
import { actingAs, currentActor } from '../auth/actor';
import { Refusal } from './answers';

/** Control characters (NUL, CR, LF, ...) have no place in a file's name: they would break headers and logs. */
const hasControl = (name: string): boolean => [...name].some(c => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const MALFORMED_MULTIPART = 'The multipart body is malformed';
const FILE_NAME_REFUSED = 'The file name must not contain control characters';

/**
 * A multer parser that reads part names as UTF-8, as browsers send them: busboy's default (latin1) turned
 * `résumé.pdf` into `rÃ©sumÃ©.pdf` in storage and in the Content-Disposition sent back.
 */
export const multipartParser = (options: Omit<multer.Options, 'defParamCharset'>): multer.Multer =>
    multer({ ...options, defParamCharset: 'utf8' });

/** What to say for multer's own refusals (a file too large, a file where none is taken); the route's words first. */
export type MulterWords = Partial<Record<multer.ErrorCode, string>>;

/**
 * Runs a multer parser and turns every way a multipart body can be wrong
 * into a 400 with a message: multer's refusals (in the route's words where
 * it has some), and busboy's parse errors (no boundary, an unterminated body,
 * a part header without a colon), which multer passes on as plain errors
 * that would otherwise end as a 500. A file whose name carries control
 * characters is refused too.
 */
export const multipart =
    (parse: RequestHandler, words: MulterWords = {}): RequestHandler =>
    (req, res, next) => {
        // The body's parts arrive in the socket's callbacks: the request's actor is taken along by hand.
        const actor = currentActor();
        parse(req, res, (err: unknown) =>
            actingAs(actor, () => {
                if (err instanceof multer.MulterError)
                    return next(new Refusal(400, words[err.code] ?? `${MALFORMED_MULTIPART}: ${err.message}`));
                if (err instanceof Refusal) return next(err);
                if (err)
                    return next(
                        new Refusal(400, `${MALFORMED_MULTIPART}: ${err instanceof Error ? err.message : String(err)}`),
                    );
                const files = [
                    ...(req.file ? [req.file] : []),
                    ...(Array.isArray(req.files) ? req.files : Object.values(req.files ?? {}).flat()),
                ];
                if (files.some(file => hasControl(file.originalname) || hasControl(file.fieldname)))
                    return next(new Refusal(400, FILE_NAME_REFUSED));
                next();
            }),
        );
    };
