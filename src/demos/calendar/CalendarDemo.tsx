import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { dateLocale } from '../../shared/dateLocale';
import { DemoPage } from '../DemoPage';
import {
    Calendar,
    type Components,
    dateFnsLocalizer,
    type EventProps,
    type SlotInfo,
    type View,
    Views,
} from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { createSessionStore } from '../sessionStore';
import { calendarReducer, draftFrom, type EventDraft, eventFromDraft, initialEvents } from './calendarEvents';
import { EventDialog } from './EventDialog';
import { useCalendarAccessibility } from './useCalendarAccessibility';
import { CALENDAR_START, CALENDAR_STEP, type CalendarEvent } from './sampleEvents';

// In an ESM package this default import is the CommonJS exports object in Vite, the function in Vitest.
const withDragAndDrop = ((dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ??
    dragAndDrop) as typeof dragAndDrop;
const DragAndDropCalendar = withDragAndDrop<CalendarEvent>(Calendar);

/** Month and day names, and the first day of the week, in the chosen language (English as in Australia: Monday first). */
const useLocalizer = () => {
    const [language] = useLocaleState();
    const locale = dateLocale() ?? enAU;
    const culture = locale.code ?? language;
    const localizer = useMemo(
        () => dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { [culture]: locale } }),
        [culture, locale],
    );
    return { localizer, culture };
};
const VIEWS = [Views.MONTH, Views.WEEK, Views.WORK_WEEK, Views.DAY, Views.AGENDA];

/** Week and day views open scrolled to the working day. */
const SCROLL_TO = new Date(1970, 0, 1, 8);

const events = createSessionStore(calendarReducer, initialEvents);

/** Room for the calendar, and darker greys than the library's where text must stay readable (WCAG AA). */
const calendarFrame = {
    height: 'calc(100vh - 230px)',
    minHeight: 560,
    minWidth: 0,
    overflowX: 'auto',
    '& .rbc-agenda-date-cell, & .rbc-agenda-time-cell': { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
    // The library's view buttons never wrap: on a phone they would push the page sideways.
    '& .rbc-btn-group': { display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'center' },
    '& .rbc-toolbar button': { px: { xs: 1, sm: 1.875 } },
    '& .rbc-off-range': { color: 'text.secondary' },
    '& .rbc-off-range-bg': { bgcolor: 'action.hover' },
    '& .rbc-time-content:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    '& .rbc-event span[role="button"]:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
} as const;

/** What the dialog is editing: a new event (from a slot or the Add button) or an existing one. */
type Editing = { draft: EventDraft; id?: number };

const atMidnight = (date: Date) => date.getHours() === 0 && date.getMinutes() === 0;
const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * Month and agenda events are plain divs in react-big-calendar: this label
 * makes them reachable and openable from the keyboard (week and day events
 * already are, through onKeyPressEvent).
 */
const keyboardEvent = (open: (event: CalendarEvent) => void, label: (title: string) => string) => {
    const KeyboardEventLabel = ({ event, title }: EventProps<CalendarEvent>) => (
        <span
            role="button"
            tabIndex={0}
            aria-label={label(title)}
            onKeyDown={(e: KeyboardEvent) => {
                if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    open(event);
                }
            }}
        >
            {title}
        </span>
    );
    return KeyboardEventLabel;
};

/** The library's labels and buttons in the chosen language. */
const useCalendarMessages = () => {
    const translate = useTranslate();
    return useMemo(() => {
        const keys = [
            'today',
            'previous',
            'next',
            'month',
            'week',
            'work_week',
            'day',
            'agenda',
            'date',
            'time',
            'event',
            'allDay',
            'noEventsInRange',
        ];
        return {
            ...Object.fromEntries(keys.map(key => [key, translate(`demos.calendar.messages.${key}`)])),
            showMore: (count: number) => translate('demos.calendar.messages.showMore', { count }),
        };
    }, [translate]);
};

/** Month and agenda events that open from the keyboard too; `edit` is a state setter, so built once per language. */
const useEventComponents = (edit: (editing: Editing) => void) => {
    const translate = useTranslate();
    return useMemo((): Components<CalendarEvent> => {
        const EventLabel = keyboardEvent(
            event => edit({ id: event.id, draft: draftFrom(event) }),
            title => translate('demos.calendar.open_event', { title }),
        );
        return { month: { event: EventLabel }, agenda: { event: EventLabel } };
    }, [translate, edit]);
};

/** The events and the dialog editing one: opening it from an event, a slot or the Add button, and what it saves. */
const useEventEditing = (date: Date) => {
    const [list, dispatch] = events.useStore();
    const [editing, setEditing] = useState<Editing>();
    const openEvent = (event: CalendarEvent) => setEditing({ id: event.id, draft: draftFrom(event) });
    const selectSlot = ({ start, end }: SlotInfo) =>
        setEditing({ draft: draftFrom({ start, end, allDay: atMidnight(start) && atMidnight(end) }) });
    const move = ({ event, start, end, isAllDay }: EventInteractionArgs<CalendarEvent>) =>
        dispatch({ type: 'move', id: event.id, start: asDate(start), end: asDate(end), allDay: isAllDay });
    const addFromButton = () => {
        const start = new Date(date);
        start.setHours(9, 0, 0, 0);
        setEditing({ draft: draftFrom({ start, end: new Date(start.getTime() + CALENDAR_STEP * 60_000) }) });
    };
    const submit = (draft: EventDraft) => {
        if (editing?.id === undefined) dispatch({ type: 'add', event: eventFromDraft(draft) });
        else dispatch({ type: 'update', event: { ...eventFromDraft(draft), id: editing.id } });
        setEditing(undefined);
    };
    const remove = () => {
        if (editing?.id !== undefined) dispatch({ type: 'remove', id: editing.id });
        setEditing(undefined);
    };
    return { list, editing, setEditing, openEvent, selectSlot, move, addFromButton, submit, remove };
};

/** /calendar: the calendar demo on local sample events. */
const CalendarDemo = () => {
    const translate = useTranslate();
    const { localizer, culture } = useLocalizer();
    const [date, setDate] = useState(CALENDAR_START);
    const [view, setView] = useState<View>(Views.MONTH);
    const frame = useRef<HTMLDivElement>(null);
    const { list, editing, setEditing, openEvent, selectSlot, move, addFromButton, submit, remove } =
        useEventEditing(date);

    useCalendarAccessibility(frame, view, date);

    const messages = useCalendarMessages();
    const components = useEventComponents(setEditing);

    return (
        <DemoPage
            title={translate('demos.calendar.title')}
            actions={
                <Button variant="contained" startIcon={<Add />} onClick={addFromButton}>
                    {translate('demos.calendar.add_event')}
                </Button>
            }
        >
            <Card>
                <CardContent>
                    <Box ref={frame} sx={calendarFrame}>
                        <DragAndDropCalendar
                            localizer={localizer}
                            culture={culture}
                            events={list}
                            date={date}
                            onNavigate={setDate}
                            view={view}
                            onView={setView}
                            views={VIEWS}
                            step={CALENDAR_STEP}
                            timeslots={1}
                            scrollToTime={SCROLL_TO}
                            messages={messages}
                            components={components}
                            selectable
                            resizable
                            popup
                            onSelectSlot={selectSlot}
                            onSelectEvent={openEvent}
                            onKeyPressEvent={(event, e) => {
                                const { key } = e as unknown as KeyboardEvent;
                                if (key === 'Enter' || key === ' ') openEvent(event);
                            }}
                            onEventDrop={move}
                            onEventResize={move}
                        />
                    </Box>
                </CardContent>
                {editing && (
                    <EventDialog
                        initial={editing.draft}
                        editing={editing.id !== undefined}
                        onSubmit={submit}
                        onDelete={remove}
                        onClose={() => setEditing(undefined)}
                    />
                )}
            </Card>
        </DemoPage>
    );
};

export default CalendarDemo;
