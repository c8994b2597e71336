/*
 * The one rule for what is secret in a stored record, at any depth: a password's hash, a token, a secret, a
 * session's bookkeeping. The testers' inspector (`/_db`) never shows such a key, live or deleted, and a record's
 * history never keeps one.
 */

/** Any key naming a password, token, secret or session (`password`, `reset_token`, `sessions_valid_from`, ...). */
const SECRET_KEY = /password|token|secret|session/i;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** Cleaned values by the object they were cleaned from: stored rows are replaced, never changed in place. */
const cleaned = new WeakMap<object, unknown>();

/** The value with every secret key taken out, at any depth; the same value when it holds none. */
export const withoutSecrets = <T>(value: T): T => {
    if (typeof value !== 'object' || value === null) return value;
    const known = cleaned.get(value);
    if (known !== undefined) return known as T;
    let result: unknown = value;
    if (Array.isArray(value)) {
        const items = value.map(item => withoutSecrets(item));
        if (items.some((item, at) => item !== value[at])) result = items;
    } else if (isPlainObject(value)) {
        const entries = Object.entries(value);
        const kept = entries
            .filter(([key]) => !isSecretKey(key))
            .map(([key, item]) => [key, withoutSecrets(item)] as const);
        if (kept.length !== entries.length || kept.some(([key, item]) => item !== value[key]))
            result = Object.fromEntries(kept);
    }
    cleaned.set(value, result);
    return result as T;
};
