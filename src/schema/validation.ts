import * as yup from 'yup';
import { ownFields, typeProblem } from './bodyTypes';
import { DEFAULT_INPUT_FORMAT, dayOf, resolveDay } from './dates';
import { dayText } from './dayText';
import { formFields } from './defineResource';
import { engineMessage } from './messages';
import { PALETTE } from './palette';
import { PHONE_MAX_DIGITS, phoneDigits } from './phoneDigits';
import { isTimeZone } from './timezones';
import { conditionFields, holds, valuesByName } from './conditions';
import type { Condition, FieldDef, ResourceDeclaration } from './types';
import { isFilled, withHttps } from './rules';

/** Rich text with no visible text (e.g. `<p></p>` or `<p><br></p>`) counts as empty. */
export const isBlankHtml = (html: unknown): boolean =>
    typeof html !== 'string' ||
    html
        .replace(/<(img|video|iframe)\b/gi, 'x<')
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim() === '';

/**
 * react-admin inputs turn a cleared box into null, and JSON clients may send
 * null: it means empty, so a required field gets its own message (not yup's
 * "cannot be null") and an optional one is stored empty.
 */
const emptyString = () =>
    yup.string().transform((value: unknown, original: unknown) => (original === null ? '' : value));

/** Length caps where the spec gives none: a line, a paragraph, a formatted page (HTML included). */
const LINE_CAP = 255;
const MULTILINE_CAP = 2000;
const RICH_TEXT_CAP = 50_000;

const defaultTextCap = (label: string, length: number) => ({
    length,
    message: engineMessage('textCap', { label, n: length }),
});

/** `{value, label}`: a picked folder, tag or person. */
const pairRule = () =>
    yup
        .object({ value: yup.string().required().max(DEFAULT_PAIR_CAP), label: yup.string().max(DEFAULT_PAIR_CAP) })
        .default(undefined)
        .nullable();
const DEFAULT_PAIR_CAP = 255;
/** The most entries an access list holds (more people than the fixtures' whole directory). */
const MAX_PICKED = 500;

/** The rule `then` makes of the schema while the condition holds for the other fields, the schema otherwise. */
const whileHolds = <S extends yup.Schema>(schema: S, condition: Condition, then: (s: S) => S): S => {
    const fields = conditionFields(condition);
    return schema.when(fields, (values: unknown[], s: yup.Schema) =>
        holds(condition, valuesByName(fields, values)) ? then(s as S) : s,
    ) as S;
};

/**
 * Required, with the field's own message: always, only while `requiredWhen` holds (a student's coach), or
 * except while `requiredUnless` holds (access while private; a file while a link is given).
 */
const requiredRule = <S extends yup.Schema>(field: FieldDef, schema: S, require: (s: S, message: string) => S): S => {
    const message = field.required;
    if (!message) return schema;
    const { requiredWhen, requiredUnless } = field;
    if (requiredWhen) return whileHolds(schema, requiredWhen, s => require(s, message));
    if (requiredUnless) return whileHolds(schema, { not: requiredUnless }, s => require(s, message));
    return require(schema, message);
};

const kindRule = (field: FieldDef, now: () => Date): yup.Schema => {
    switch (field.kind) {
        case 'text': {
            let s = emptyString().trim();
            if (field.url) {
                const message = field.url;
                s = s.transform((v: string) => withHttps(v)).test('url', message, v => !v || isWebAddress(v));
            }
            s = requiredRule(field, s, (r, m) => r.required(m));
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
                field.max ??
                defaultTextCap(field.inputLabel ?? field.label, field.multiline ? MULTILINE_CAP : LINE_CAP);
            return s.max(max.length, max.message);
        }
        case 'phone': {
            const invalid = field.min?.message ?? 'Please enter a valid mobile number';
            let s = emptyString().transform((v: string) => phoneDigits(v));
            if (field.required) s = s.required(field.required);
            return s
                .test('min', invalid, v => !v || v.length >= (field.min?.length ?? 0))
                .test('max', invalid, v => !v || v.length <= PHONE_MAX_DIGITS);
        }
        case 'timezone': {
            let s = emptyString().test('zone', field.required ?? 'Please choose a time zone', v => !v || isTimeZone(v));
            if (field.required) s = s.required(field.required);
            return s;
        }
        case 'number': {
            let s = yup
                .number()
                .transform((value: number, original: unknown) =>
                    original === '' || original === null || original === undefined ? undefined : value,
                )
                .typeError(field.typeError ?? 'Please enter a number')
                .test('finite', field.typeError ?? 'Please enter a number', v => v === undefined || Number.isFinite(v));
            if (field.required) s = s.required(field.required);
            if (field.min) s = s.min(field.min.value, field.min.message);
            const max = field.max;
            if (max)
                s = max.when
                    ? whileHolds(s, max.when, r => r.max(max.value, max.message))
                    : s.max(max.value, max.message);
            return s;
        }
        case 'select': {
            const ids = [...field.choices, ...(field.alsoAccepts ?? [])].map(c => c.id);
            const s = emptyString().test({
                name: 'choice',
                message: field.required ?? 'Please choose one of the options',
                // Read back by schema.describe() (the API's OpenAPI document); '' is an empty choice.
                params: { enum: field.required && !field.requiredUnless && !field.requiredWhen ? ids : ['', ...ids] },
                test: v => !v || ids.includes(v),
            });
            return requiredRule(field, s, (r, m) => r.required(m));
        }
        case 'color': {
            let s = emptyString().test(
                'palette',
                'Please choose a colour from the palette',
                v => !v || PALETTE.includes(v.toLowerCase()),
            );
            if (field.required) s = s.required(field.required);
            return s;
        }
        case 'date': {
            // An empty date says the spec's words; a date out of range or not a date says what is wrong with it.
            const shown = (day: string) => dayText(day, field.inputFormat ?? DEFAULT_INPUT_FORMAT);
            const pattern = (field.inputFormat ?? DEFAULT_INPUT_FORMAT).toUpperCase();
            let s = yup.string().transform((v: unknown) => (v ? dayOf(v) || 'invalid' : ''));
            if (field.required) s = s.required(field.required);
            return s
                .test('valid', engineMessage('wholeDate', { pattern }), v => !v || v !== 'invalid')
                .test(
                    'min',
                    () => (field.min ? engineMessage('dayOrLater', { day: shown(resolveDay(field.min, now())) }) : ''),
                    v => !v || v === 'invalid' || !field.min || v >= resolveDay(field.min, now()),
                )
                .test(
                    'max',
                    () =>
                        field.max ? engineMessage('dayOrEarlier', { day: shown(resolveDay(field.max, now())) }) : '',
                    v => !v || v === 'invalid' || !field.max || v <= resolveDay(field.max, now()),
                );
        }
        case 'richText': {
            const cap = defaultTextCap(field.inputLabel ?? field.label, RICH_TEXT_CAP);
            const s = emptyString().max(cap.length, cap.message);
            return field.required ? s.test('filled', field.required, v => !isBlankHtml(v)) : s;
        }
        case 'boolean':
        case 'toggle':
            return yup.boolean().transform((value: unknown, original: unknown) => (original === null ? false : value));
        case 'picker': {
            if (field.holds === 'value') {
                // An id: the API checks it names a row of `references` (a form only offers those).
                const id = emptyString()
                    .trim()
                    .max(DEFAULT_PAIR_CAP, engineMessage('notAChoice', { label: field.label }));
                return requiredRule(field, id, (r, m) => r.required(m));
            }
            if (field.multiple) {
                const list = yup
                    .array(pairRule().required())
                    .transform((value: unknown, original: unknown) =>
                        original === null || original === '' ? [] : value,
                    )
                    .max(MAX_PICKED, engineMessage('tooManyPicked', { label: field.label, n: MAX_PICKED }));
                return requiredRule(field, list, (r, m) => r.min(1, m).required(m));
            }
            const one = pairRule().transform((value: unknown, original: unknown) => (original === '' ? null : value));
            return requiredRule(field, one as unknown as yup.Schema, (r, m) => r.required(m).nonNullable(m));
        }
        case 'file':
            // A file on its way (react-admin's `{rawFile, src, title}`) or the stored name; the API checks the bytes.
            return requiredRule(field, yup.mixed().nullable(), (r, m) => r.test('either', m, isFilled));
        case 'link':
            return yup.mixed().strip() as unknown as yup.Schema;
    }
};

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

/** Rules for a set of fields, from their kinds (also for a custom page's fields outside any declaration). */
export const fieldsSchema = (fields: Readonly<Record<string, FieldDef>>, now: () => Date = () => new Date()) =>
    yup.object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, kindRule(field, now)])));

/**
 * The add/edit form's rules, built from the declaration. The console's forms
 * and the fake API both validate with it, so the messages exist once.
 */
export const validationSchema = (decl: ResourceDeclaration, now: () => Date = () => new Date()) =>
    fieldsSchema(Object.fromEntries(formFields(decl)), now);

/** The values a new record starts with: declared defaults, `today`/`tomorrow` resolved, switches off. */
export const defaultValues = (decl: ResourceDeclaration, now: () => Date = () => new Date()): Record<string, unknown> =>
    Object.fromEntries(
        formFields(decl)
            .map(([name, field]): [string, unknown] => {
                if (field.kind === 'date' && typeof field.default === 'string')
                    return [name, resolveDay(field.default, now())];
                if (field.default !== undefined) return [name, field.default];
                return [name, field.kind === 'boolean' || field.kind === 'toggle' ? false : undefined];
            })
            .filter(([, value]) => value !== undefined),
    );

/** Validates everything at once; resolves to the cleaned values or rejects with the first message. */
export const validateRecord = async (
    decl: ResourceDeclaration,
    values: Record<string, unknown>,
    now?: () => Date,
): Promise<Record<string, unknown>> => {
    const schema = validationSchema(decl, now);
    const own = ownFields(schema, values);
    // Fields are named as their form names them ("First Name"), as the length caps are.
    const labels = Object.fromEntries(formFields(decl).map(([name, field]) => [name, field.inputLabel ?? field.label]));
    for (const [name, value] of Object.entries(own)) {
        const problem = typeProblem(schema.fields[name], value, labels[name] ?? name);
        if (problem) throw new yup.ValidationError(problem, value, name);
    }
    const clean = (await schema.validate(own, { abortEarly: false, stripUnknown: true }).catch((error: unknown) => {
        // The message the form shows first: the first field in the form's order (yup's own first is whichever check settles first).
        if (!yup.ValidationError.isError(error) || error.inner.length === 0) throw error;
        const order = Object.keys(labels);
        const rank = (e: yup.ValidationError) =>
            order.includes(e.path ?? '') ? order.indexOf(e.path ?? '') : order.length;
        throw [...error.inner].sort((a, b) => rank(a) - rank(b))[0];
    })) as Record<string, unknown>;
    for (const [name, field] of formFields(decl)) {
        // A disabled input sends nothing: access while private is stored empty, whatever was sent.
        if (field.disabledWhen && holds(field.disabledWhen, clean))
            clean[name] = field.kind === 'picker' && field.multiple ? [] : null;
        if (field.kind === 'text' && field.lowercase && typeof clean[name] === 'string') {
            clean[name] = (clean[name] as string).toLowerCase();
        }
    }
    return clean;
};
