import { addDays, format, isValid, parse } from 'date-fns';
import { dateLocale } from '../../shared/dateLocale';

/** A day as the to-do keeps it (My Day, due dates): yyyy-MM-dd in local time. */
export const dayOf = (date: Date) => format(date, 'yyyy-MM-dd');

/** The times a due date can take: every quarter hour of the day (spec: 15-minute steps). */
export const QUARTER_HOURS: string[] = Array.from(
    { length: 96 },
    (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

/** A new due date: tomorrow at nine. */
export const defaultDueDate = (now = new Date()) => `${dayOf(addDays(now, 1))}T09:00`;

/** The day of a due date as a date (undefined if it is not one). */
export const dueDay = (day: string): Date | undefined => {
    const date = parse(day, 'yyyy-MM-dd', new Date());
    return isValid(date) ? date : undefined;
};

export const splitDueDate = (due: string) => {
    const [day, time] = due.split('T');
    return { day, time };
};

/** A moment as the to-do shows it, with day and month names in the chosen language. */
export const formatMoment = (date: Date) => format(date, 'EEE d MMM yyyy, HH:mm', { locale: dateLocale() });

export const formatDueDate = (due: string) => formatMoment(parse(due, "yyyy-MM-dd'T'HH:mm", new Date()));
