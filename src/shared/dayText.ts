import { dateLocale } from './dateLocale';

/**
 * Dates as lists show them, without date-fns: a list's cells run on every
 * list, and date-fns' `format` (its formatters and English locale) was most
 * of the date code a list ran. The tokens are date-fns' own and write what
 * it writes (a unit test compares them, in every language): `yyyy` `yy`,
 * `MMMM` `MMM` `MM` `M`, `dd` `d`, `HH` `H`, `mm` `m`, `ss` `s`, and text in
 * single quotes. Month names come from the chosen language's date-fns locale
 * (loaded with the language), English by default.
 */
const ENGLISH_MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
];

/** The tokens `dayText` writes, longest first, and quoted text. */
const TOKENS = /yyyy|yy|MMMM|MMM|MM|M|dd|d|HH|H|mm|m|ss|s|'(?:[^']|'')*'|[A-Za-z]/g;

/** Whether `dayText` writes every token of a pattern (what a declaration's list format may use). */
export const listsCanWrite = (pattern: string): boolean =>
    (pattern.match(TOKENS) ?? []).every(
        token => token.startsWith("'") || /^(y{2}|y{4}|M{1,4}|d{1,2}|H{1,2}|m{1,2}|s{1,2})$/.test(token),
    );

const two = (n: number) => String(n).padStart(2, '0');

const monthName = (month: number, width: 'wide' | 'abbreviated'): string => {
    const locale = dateLocale();
    if (locale?.localize) return locale.localize.month(month as never, { width, context: 'formatting' });
    const name = ENGLISH_MONTHS[month];
    return width === 'wide' ? name : name.slice(0, 3);
};

/** The numbers a token writes: one letter the number as it is, two letters the number in two digits. */
const NUMBERS: Readonly<Record<string, (d: Date) => number>> = {
    M: d => d.getMonth() + 1,
    d: d => d.getDate(),
    H: d => d.getHours(),
    m: d => d.getMinutes(),
    s: d => d.getSeconds(),
};

const write = (d: Date, token: string): string => {
    if (token === 'yyyy') return String(d.getFullYear()).padStart(4, '0');
    if (token === 'yy') return two(d.getFullYear() % 100);
    if (token === 'MMMM') return monthName(d.getMonth(), 'wide');
    if (token === 'MMM') return monthName(d.getMonth(), 'abbreviated');
    const number = NUMBERS[token[0]];
    if (number && token.length <= 2) return token.length === 2 ? two(number(d)) : String(number(d));
    if (token === "''") return "'";
    // Quoted text ('' inside is a quote); any other letter is not a token here and stays as written.
    return token.startsWith("'") ? token.slice(1, -1).replaceAll("''", "'") : token;
};

/** An ISO date-time, or a day alone (a local midnight, as date-fns' parseISO reads it). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const toDate = (value: unknown): Date | undefined => {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
    if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
    if (typeof value !== 'string') return undefined;
    const match = ISO.exec(value);
    if (!match) return undefined;
    const [whole, year, month, day] = match;
    if (whole.length > 10) {
        const d = new Date(value);
        return Number.isNaN(d.getTime()) ? undefined : d;
    }
    const d = new Date(Number(year), Number(month) - 1, Number(day));
    // 2026-02-30 is no day.
    return d.getMonth() === Number(month) - 1 && d.getDate() === Number(day) ? d : undefined;
};

/** A stored date written with a list pattern; empty or invalid values show as ''. */
export const dayText = (value: unknown, pattern: string): string => {
    const d = toDate(value);
    return d ? pattern.replace(TOKENS, token => write(d, token)) : '';
};

/** The console's one way to write a day, and a moment (a day and its time), in every language: the lists'. */
export const DAY_FORMAT = 'dd/MM/yyyy';
const MOMENT_FORMAT = 'dd/MM/yyyy HH:mm';

/** A moment (an ISO time) as every screen writes it ("28/11/2026 13:36"), in the browser's time zone. */
export const momentText = (value: unknown): string => dayText(value, MOMENT_FORMAT);
