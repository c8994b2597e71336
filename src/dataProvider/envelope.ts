import { HttpError } from 'ra-core';

/** What a call that got no answer at all (no network, no server) says. */
export const NO_SERVER = 'Cannot reach the server. Check your connection and try again.';

/** Every answer of the API: `{ success, message, data }`. */
export interface Envelope<T = unknown> {
    success: boolean;
    message: string;
    data: T;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The text of a failure: the server's message, else its `error`, else the HTTP status text. */
export const failureText = (body: unknown, fallback: string): string => {
    if (isRecord(body)) {
        if (typeof body.message === 'string' && body.message) return body.message;
        if (typeof body.error === 'string' && body.error) return body.error;
    }
    return fallback;
};

/**
 * Unwraps an answer or throws an HttpError carrying the server's words, so
 * react-admin shows them and hands 401s to the auth provider.
 */
export const unwrap = <T>(status: number, statusText: string, body: unknown): Envelope<T> => {
    const ok = status >= 200 && status < 300;
    if (!ok) throw new HttpError(failureText(body, statusText || `HTTP ${status}`), status, body);
    if (!isRecord(body)) throw new HttpError('The server answered in an unexpected format', status, body);
    if (body.success === false || body.error) {
        throw new HttpError(failureText(body, 'The request failed'), status, body);
    }
    // A REST-style answer is the rows themselves (a plain array, no envelope).
    const data = Array.isArray(body) ? body : body.data;
    return { success: true, message: typeof body.message === 'string' ? body.message : '', data: data as T };
};
