import { declarations } from '../../src/shared/entities/declarations';
import type { Endpoint } from '../../src/shared/types';
import { startTestApi } from './harness';

// The invalid-input corpus badInput.test.ts and malformedPaths.test.ts send to every route.

/** The fake API with its sign-in throttle off: thousands of refused sign-ins would trip it (its own test is elsewhere). */
export const startUnthrottledApi = () =>
    startTestApi({
        throttle: {
            perAddressAndEmail: { slowAfter: 1e6, refuseAfter: 1e6 },
            perEmail: { slowAfter: 1e6 },
            perAddress: { slowAfter: 1e6, refuseAfter: 1e6 },
            stepMs: 0,
            maxDelayMs: 0,
        },
    });

export const declaredEndpoints = declarations.flatMap(decl => {
    const { create, update, delete: remove } = decl.api;
    const toggles = Object.values(decl.fields).flatMap(f =>
        f.kind === 'toggle' ? [{ endpoint: f.endpoint, bodyless: !f.valueKey }] : [],
    );
    return [
        ...[create, update].flatMap(e => (e ? [{ endpoint: e, bodyless: false }] : [])),
        ...(remove ? [{ endpoint: remove, bodyless: true }] : []),
        ...toggles,
    ].map(({ endpoint, bodyless }) => ({ endpoint: endpoint as Endpoint, bodyless, collection: decl.collection }));
});

/** Every key any declared form or account form takes: bad values go to all of them at once. */
export const KEYS = [
    ...new Set([
        ...declarations.flatMap(d => Object.keys(d.fields)),
        ...declaredEndpoints.flatMap(d => d.endpoint.send),
        'email',
        'password',
        'current_password',
        'new_password',
        'confirm_new_password',
        'reset_token',
        'smtp_email',
        'smtp_password',
        'stripe_public_key',
        'stripe_secret_key',
        'logo',
        'name',
        'package_info',
        'deleted_status',
        'id',
        'token',
        'status',
        'price',
    ]),
];
const every = (value: unknown) => Object.fromEntries(KEYS.map(key => [key, value]));
/** Over the rich-text cap (50,000, HTML included). */
const LONG = 'x'.repeat(60_000);
/** Over every other text cap (a line's 255, a note's 2,000, other form text's 1,000). */
const OVER_CAP = 'x'.repeat(2_001);
const RICH_TEXT_KEYS = new Set(
    declarations.flatMap(d => Object.entries(d.fields).flatMap(([key, f]) => (f.kind === 'richText' ? [key] : []))),
);
/** Every key over its cap, under the 1 MB body limit: each field's cap is what refuses it. */
const overEveryCap = Object.fromEntries(KEYS.map(key => [key, RICH_TEXT_KEYS.has(key) ? LONG : OVER_CAP]));

/** Bodies every write route must refuse with a 4xx and a message, storing nothing. */
export const REFUSED: Array<[string, string]> = [
    ['an object in every field', JSON.stringify(every({ a: 1 }))],
    ['an array in every field', JSON.stringify(every(['a', 'b']))],
    ['an operator object in every field', JSON.stringify(every({ $gt: '' }))],
    ['every field over its text cap', JSON.stringify(overEveryCap)],
    ['a body that is an array', '[1,2,3]'],
    ['a body that is a string', '"text"'],
    ['broken JSON', '{"note": '],
];
const B = 'XBOUNDARYX';
const part = (disposition: string, content: string) =>
    `--${B}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;
/** Multipart bodies every write route must refuse with a 400 and a message (multer passes busboy's parse errors on as plain errors). */
export const MALFORMED_MULTIPART: Array<[string, string, string]> = [
    ['multipart with no boundary', 'multipart/form-data', 'x'],
    [
        'an unterminated multipart body',
        `multipart/form-data; boundary=${B}`,
        `--${B}\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished`,
    ],
    [
        'a part header without a colon',
        `multipart/form-data; boundary=${B}`,
        `--${B}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${B}--\r\n`,
    ],
    [
        'a NUL in a file name',
        `multipart/form-data; boundary=${B}`,
        `${part('form-data; name="resource_file"; filename="a\u0000b.pdf"', '%PDF-1.4')}--${B}--\r\n`,
    ],
    [
        'a CRLF in a file name',
        `multipart/form-data; boundary=${B}`,
        `${part('form-data; name="resource_file"; filename*=UTF-8\'\'a%0D%0Ab.pdf', '%PDF-1.4')}--${B}--\r\n`,
    ],
];

/** Keys named like Object.prototype's members are unknown keys: ignored (an edit may still succeed), never a 500. */
export const PROTOTYPE_KEYS =
    '{"constructor":"x","toString":"x","__proto__":{"polluted":true},"hasOwnProperty":"x","valueOf":"x"}';

/** Percent-encodings Express cannot decode: a bad hex pair, a lone %, a cut UTF-8 sequence, an overlong one. */
export const MALFORMED_ENCODINGS = ['%zz', '%', '%E0%A4%A', '%C0%AF'];
/** Static paths: a missing file of the reference page, a climb out of its folder, files under bad encodings. */
export const STATIC_PATHS = [
    '/docs/assets/nope.js',
    '/docs/assets/..%2f..%2fpackage.json',
    '/docs/assets/%zz',
    '/uploads/nope.png',
    '/uploads/..%2fdb.json',
    '/uploads/%zz',
    '/resources/%',
    '/%',
];
