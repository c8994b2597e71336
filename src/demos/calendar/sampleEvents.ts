/** A calendar event of the demo (spec part 2, section 3). */
export interface CalendarEvent {
    id: number;
    title: string;
    desc: string;
    start: Date;
    end: Date;
    allDay: boolean;
}

/** The calendar opens on this fixed 2019 date, where the sample events are. */
export const CALENDAR_START = new Date(2019, 3, 1);

/** Minutes per time slot (section 9: calendar step 60). */
export const CALENDAR_STEP = 60;

const at = (day: number, hour = 0, minute = 0) => new Date(2019, 3, day, hour, minute);

export const sampleEvents: CalendarEvent[] = [
    { id: 1, title: 'All Day Event', desc: 'Planning day for the term', start: at(1), end: at(1), allDay: true },
    { id: 2, title: 'Long Event', desc: 'School holidays', start: at(8), end: at(11), allDay: true },
    {
        id: 3,
        title: 'Coach Meeting',
        desc: 'Weekly catch-up',
        start: at(12, 10, 30),
        end: at(12, 12, 30),
        allDay: false,
    },
    { id: 4, title: 'Lunch', desc: 'Team lunch', start: at(12, 12), end: at(12, 13), allDay: false },
    {
        id: 5,
        title: 'Exam Revision',
        desc: 'Maths revision session',
        start: at(16, 15),
        end: at(16, 17),
        allDay: false,
    },
    { id: 6, title: 'Parent Evening', desc: 'Meet the parents', start: at(18, 18), end: at(18, 20), allDay: false },
    { id: 7, title: 'Birthday Party', desc: '', start: at(23, 19), end: at(23, 22), allDay: false },
    { id: 8, title: 'Conference', desc: 'Education conference', start: at(25), end: at(27), allDay: true },
];
