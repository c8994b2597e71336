import { withHttps } from '../rules';
import type { TextField } from '../types';
import type { KindRule } from './kind';
import { defaultTextCap, emptyString } from './ruleParts';

/** Length caps where the spec gives none: a line, a paragraph. */
const LINE_CAP = 255;
const MULTILINE_CAP = 2000;

/** An absolute http(s) address with a host that has a dot or is localhost. */
const isWebAddress = (value: string): boolean => {
    try {
        const url = new URL(value);
        return (
            (url.protocol === 'https:' || url.protocol === 'http:') &&
            (url.hostname.includes('.') || url.hostname === 'localhost') &&
            !/\s/.test(value)
        );
    } catch {
        return false;
    }
};

export const rule: KindRule<TextField> = (field, { required }) => {
    let s = emptyString().trim();
    if (field.url) {
        const message = field.url;
        s = s.transform((v: string) => withHttps(v)).test('url', message, v => !v || isWebAddress(v));
    }
    if (field.lowercase) s = s.transform((v: string) => v.toLowerCase());
    s = required(s, (r, m) => r.required(m));
    if (field.email) s = s.email(field.email);
    const min = field.min;
    // `params` let the rule be read back (schema.describe(): the API's OpenAPI document).
    if (min)
        s = s.test({
            name: 'min',
            message: min.message,
            params: { min: min.length },
            test: v => !v || v.length >= min.length,
        });
    // Named as the form names the field ("First Name", not the column's "Name").
    const max =
        field.max ?? defaultTextCap(field.inputLabel ?? field.label, field.multiline ? MULTILINE_CAP : LINE_CAP);
    return s.max(max.length, max.message);
};
