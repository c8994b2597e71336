import { describe, expect, it } from 'vitest';
import {
    calendarReducer,
    canSubmitEvent,
    draftFrom,
    endsBeforeStart,
    eventFromDraft,
    fromInputValue,
    TIME_STEP_SECONDS,
} from '../../src/demos/calendar/calendarEvents';
import { CALENDAR_START, CALENDAR_STEP, type CalendarEvent, sampleEvents } from '../../src/demos/calendar/sampleEvents';

const at = (day: number, hour: number, minute = 0) => new Date(2019, 3, day, hour, minute);
const meeting: CalendarEvent = { id: 1, title: 'Meeting', desc: '', start: at(2, 10), end: at(2, 11), allDay: false };

describe('calendar demo constants', () => {
    it('opens on a fixed 2019 date with sample events there, slots of 60 minutes, pickers in 15-minute steps', () => {
        expect(CALENDAR_START.getFullYear()).toBe(2019);
        expect(sampleEvents.length).toBeGreaterThan(0);
        expect(sampleEvents.every(e => e.start.getFullYear() === 2019)).toBe(true);
        expect(CALENDAR_STEP).toBe(60);
        expect(TIME_STEP_SECONDS).toBe(900);
    });
});

describe('calendar event form rules', () => {
    const draft = draftFrom({ start: at(3, 9), end: at(3, 10) });

    it('keeps submit disabled while the title is empty or blank', () => {
        expect(canSubmitEvent(draft)).toBe(false);
        expect(canSubmitEvent({ ...draft, title: '   ' })).toBe(false);
        expect(canSubmitEvent({ ...draft, title: 'Revision' })).toBe(true);
    });

    it('refuses an end before the start and unreadable dates', () => {
        const backwards = { ...draft, title: 'x', end: '2019-04-03T08:45' };
        expect(endsBeforeStart(backwards)).toBe(true);
        expect(canSubmitEvent(backwards)).toBe(false);
        expect(canSubmitEvent({ ...draft, title: 'x', start: '' })).toBe(false);
    });

    it('round-trips dates through the datetime-local value', () => {
        expect(draft.start).toBe('2019-04-03T09:00');
        expect(fromInputValue(draft.start)).toEqual(at(3, 9));
        expect(eventFromDraft({ ...draft, title: '  Revision ', desc: 'd', allDay: true })).toEqual({
            title: 'Revision',
            desc: 'd',
            start: at(3, 9),
            end: at(3, 10),
            allDay: true,
        });
    });
});

describe('calendar events reducer', () => {
    it('adds with the next id, updates, moves and removes', () => {
        const added = calendarReducer([meeting], { type: 'add', event: { ...meeting, title: 'Lunch' } });
        expect(added.map(e => [e.id, e.title])).toEqual([
            [1, 'Meeting'],
            [2, 'Lunch'],
        ]);
        const updated = calendarReducer(added, { type: 'update', event: { ...added[1], desc: 'Team' } });
        expect(updated[1].desc).toBe('Team');
        const moved = calendarReducer(updated, {
            type: 'move',
            id: 1,
            start: at(4, 14),
            end: at(4, 16),
            allDay: false,
        });
        expect(moved[0]).toMatchObject({ start: at(4, 14), end: at(4, 16) });
        expect(calendarReducer(moved, { type: 'remove', id: 1 }).map(e => e.id)).toEqual([2]);
    });

    it('keeps all-day as it was when a resize says nothing about it', () => {
        const allDay = { ...meeting, allDay: true };
        expect(calendarReducer([allDay], { type: 'move', id: 1, start: at(5, 0), end: at(7, 0) })[0].allDay).toBe(true);
    });
});
