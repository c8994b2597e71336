import { format, isValid, parse } from 'date-fns';
import { type CalendarEvent, sampleEvents } from './sampleEvents';

export type CalendarAction =
    | { type: 'add'; event: Omit<CalendarEvent, 'id'> }
    | { type: 'update'; event: CalendarEvent }
    | { type: 'remove'; id: number }
    | { type: 'move'; id: number; start: Date; end: Date; allDay?: boolean };

/** The demo's events: add, edit, delete, and move or resize (new start and end). */
export const calendarReducer = (events: CalendarEvent[], action: CalendarAction): CalendarEvent[] => {
    switch (action.type) {
        case 'add':
            return [...events, { ...action.event, id: Math.max(0, ...events.map(e => e.id)) + 1 }];
        case 'update':
            return events.map(e => (e.id === action.event.id ? action.event : e));
        case 'remove':
            return events.filter(e => e.id !== action.id);
        case 'move':
            return events.map(e =>
                e.id === action.id
                    ? { ...e, start: action.start, end: action.end, allDay: action.allDay ?? e.allDay }
                    : e,
            );
    }
};

export const initialEvents = sampleEvents;

/** The event form's values: dates as `datetime-local` strings. */
export interface EventDraft {
    title: string;
    start: string;
    end: string;
    desc: string;
    allDay: boolean;
}

const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

export const toInputValue = (date: Date): string => format(date, INPUT_FORMAT);
export const fromInputValue = (value: string): Date | undefined => {
    const date = parse(value, INPUT_FORMAT, new Date(0));
    return isValid(date) ? date : undefined;
};

/** Time pickers step by 15 minutes (section 9). */
export const TIME_STEP_SECONDS = 15 * 60;

export const draftFrom = (event: Pick<CalendarEvent, 'start' | 'end'> & Partial<CalendarEvent>): EventDraft => ({
    title: event.title ?? '',
    start: toInputValue(event.start),
    end: toInputValue(event.end),
    desc: event.desc ?? '',
    allDay: event.allDay ?? false,
});

/** Whether the end comes before the start (an all-day event may end on its start). */
export const endsBeforeStart = (draft: EventDraft): boolean => {
    const start = fromInputValue(draft.start);
    const end = fromInputValue(draft.end);
    return !!start && !!end && end < start;
};

/** Submit stays disabled while the title is empty (blank counts as empty) or the dates are not usable. */
export const canSubmitEvent = (draft: EventDraft): boolean =>
    draft.title.trim() !== '' &&
    !!fromInputValue(draft.start) &&
    !!fromInputValue(draft.end) &&
    !endsBeforeStart(draft);

/** The event a valid draft describes. */
export const eventFromDraft = (draft: EventDraft): Omit<CalendarEvent, 'id'> => ({
    title: draft.title.trim(),
    desc: draft.desc,
    start: fromInputValue(draft.start) as Date,
    end: fromInputValue(draft.end) as Date,
    allDay: draft.allDay,
});
