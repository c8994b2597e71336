import { addDays, isValid, lightFormat, parseISO } from 'date-fns';

/** Local calendar day as `yyyy-MM-dd`. */
export const isoDay = (d: Date): string => lightFormat(d, 'yyyy-MM-dd');

/** Resolves `today` / `tomorrow` / an ISO day to an ISO day. */
export const resolveDay = (value: string, now = new Date()): string => {
    if (value === 'today') return isoDay(now);
    if (value === 'tomorrow') return isoDay(addDays(now, 1));
    return value;
};

const toDate = (value: unknown): Date | undefined => {
    if (value instanceof Date) return isValid(value) ? value : undefined;
    if (typeof value === 'number') return new Date(value);
    if (typeof value !== 'string' || value === '') return undefined;
    const d = parseISO(value);
    return isValid(d) ? d : undefined;
};

/** The `yyyy-MM-dd` part of a stored date, for date inputs and range checks. */
export const dayOf = (value: unknown): string => {
    const d = toDate(value);
    return d ? isoDay(d) : '';
};

/** What a date input shows and reads: day first, as the lists. */
export const DEFAULT_INPUT_FORMAT = 'dd/MM/yyyy';

/** An ISO day (`yyyy-MM-dd`) as a local Date at midnight, for pickers; undefined when not a day. */
export const dayDate = (value: unknown): Date | undefined => {
    const day = dayOf(value);
    return day ? parseISO(day) : undefined;
};

export { INVALID_DAY } from './invalidDay';
