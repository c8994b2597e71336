import { readFileSync } from 'node:fs';
import { addDays, formatISO } from 'date-fns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_FILE } from '../../server/app';
import { startTestApi, type TestApi } from './harness';

interface Row {
    _id: string;
    created_at: string;
    [key: string]: unknown;
}
const seed = JSON.parse(readFileSync(DEFAULT_SEED_FILE, 'utf8')) as Record<string, Row[]>;
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
beforeEach(() => t.api.reset());
afterAll(() => t.stop());

const day = (offset: number) => formatISO(addDays(new Date(), offset), { representation: 'date' });
const events = (body: object) =>
    t.call('POST', '/event/alldetails', { page: 1, limit: 10, search: '', sortBy: null, sortOrder: 'asc', ...body });
const count = async (path: string) => (await t.call('GET', path)).body.data.length as number;
const eventCount = async () => (await events({})).body.data.totalDocs as number;

describe('paged list (events)', () => {
    it('answers a page, newest first, with the paging totals', async () => {
        const { status, body } = await events({});
        expect(status).toBe(200);
        expect(body.message).toBe('');
        expect(body.data).toMatchObject({ totalDocs: 30, totalPages: 3, page: 1, limit: 10 });
        expect(body.data.docs.map((r: Row) => r._id)).toEqual(
            newestFirst(seed.events)
                .slice(0, 10)
                .map(r => r._id),
        );
    });

    it('pages on', async () => {
        const third = (await events({ page: 3, limit: 7 })).body.data;
        expect(third.docs.map((r: Row) => r._id)).toEqual(
            newestFirst(seed.events)
                .slice(14, 21)
                .map(r => r._id),
        );
        expect(third.totalPages).toBe(5);
        expect((await events({ page: 9 })).body.data.docs).toEqual([]);
    });

    it('searches the searchable fields, ignoring case', async () => {
        const name = (await events({ search: 'SCIENCE fair' })).body.data;
        expect(name.docs.map((r: Row) => r.event_name)).toEqual(['Science Fair']);
        const description = (await events({ search: 'refreshments', limit: 100 })).body.data;
        const expected = seed.events.filter(e => String(e.event_description).includes('refreshments'));
        expect(description.totalDocs).toBe(expected.length);
        expect(description.docs.map((r: Row) => r._id)).toEqual(newestFirst(expected).map(r => r._id));
    });

    it('sorts by a sortable field either way', async () => {
        const names = seed.events.map(e => String(e.event_name).toLowerCase()).sort();
        const asc = (await events({ sortBy: 'event_name', sortOrder: 'asc', limit: 100 })).body.data.docs;
        expect(asc.map((r: Row) => String(r.event_name).toLowerCase())).toEqual(names);
        const desc = (await events({ sortBy: 'event_name', sortOrder: 'desc', limit: 5 })).body.data.docs;
        expect(desc.map((r: Row) => String(r.event_name).toLowerCase())).toEqual([...names].reverse().slice(0, 5));
        const oldest = (await events({ sortBy: 'created_at', sortOrder: 'asc', limit: 1 })).body.data.docs[0];
        expect(oldest._id).toBe(newestFirst(seed.events).at(-1)?._id);
    });

    it.each([
        [{ sortBy: 'event_color' }, 'Cannot sort Events by event_color'],
        [{ sortBy: 'password' }, 'Cannot sort Events by password'],
        [{ page: 0 }, 'page must be a whole number from 1'],
        [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
        [{ limit: 2.5 }, 'limit must be a whole number from 1 to 100'],
        [{ sortBy: 'event_name', sortOrder: 'up' }, 'sortOrder must be asc or desc'],
    ])('refuses %o', async (query, message) => {
        const { status, body } = await events(query);
        expect(status).toBe(400);
        expect(body).toEqual({ success: false, message, data: null });
    });
});

describe('whole lists', () => {
    it('answers every grade and notice, newest first', async () => {
        const grades = (await t.call('GET', '/grade/alldetails')).body;
        expect(grades).toMatchObject({ success: true, message: '' });
        expect(grades.data.map((r: Row) => r._id)).toEqual(newestFirst(seed.grades).map(r => r._id));
        expect(await count('/notice/alldetails')).toBe(27);
    });
});

describe('create', () => {
    it.each([
        ['/event/add', { event_color: '#e53935' }, 'Please Enter Event Name'],
        ['/event/add', { event_name: '   ', event_color: '#e53935' }, 'Please Enter Event Name'],
        ['/event/add', { event_name: 'Open Day' }, 'Please choose event color'],
        ['/event/add', { event_name: 'Open Day', event_color: '#123456' }, 'Please choose a colour from the palette'],
        ['/grade/add', { grade: '' }, 'Please Enter Grade'],
        ['/notice/add', { notice_desc: '<p>x</p>', end_date: day(5) }, 'Please Enter Heading'],
        // Out of range, the message names the bound (an empty date keeps the spec's words).
        [
            '/notice/add',
            { notice_heading: 'H', notice_desc: '<p>x</p>', end_date: day(-1) },
            `Please select ${day(0).split('-').reverse().join('/')} or later`,
        ],
        [
            '/notice/add',
            { notice_heading: 'H', notice_desc: '<p>x</p>', end_date: '2100-01-01' },
            'Please select 31/12/2099 or earlier',
        ],
        ['/notice/add', { notice_heading: 'H', notice_desc: '<p>x</p>' }, 'Please select date'],
        ['/notice/add', { notice_heading: 'H', notice_desc: '<p></p>', end_date: day(5) }, 'Please enter description'],
        [
            '/notice/add',
            { notice_heading: 'H', notice_desc: '<p><br></p>', end_date: day(5) },
            'Please enter description',
        ],
    ])('%s refuses %o with "%s" and stores nothing', async (path, payload, message) => {
        const list = path.startsWith('/event') ? eventCount : () => count(path.replace('/add', '/alldetails'));
        const before = await list();
        const { status, body } = await t.call('POST', path, payload);
        expect(status).toBe(400);
        expect(body).toEqual({ success: false, message, data: null });
        expect(await list()).toBe(before);
    });

    it('stores a grade lower-cased, switched on, with an id, a creation time and its first version', async () => {
        const { status, body } = await t.call('POST', '/grade/add', { grade: '  Year 13 Extension ' });
        expect(status).toBe(200);
        expect(body.message).toBe('Grade added successfully');
        expect(body.data).toEqual({
            _id: expect.stringMatching(/^[0-9a-f]{24}$/),
            grade: 'year 13 extension',
            grade_status: true,
            created_at: expect.any(String),
            __v: 1,
            updated_at: expect.any(String),
            updated_by: 'Super Admin',
        });
        expect((await t.call('GET', '/grade/alldetails')).body.data[0]).toEqual(body.data);
    });

    it('takes an event as multipart form-data and puts it first in the list', async () => {
        const form = new FormData();
        form.append('event_name', 'Open Day');
        form.append('event_description', 'Come and meet the coaches');
        form.append('event_color', '#E53935');
        form.append('userId', '');
        const { status, body } = await t.call('POST', '/event/add', form);
        expect(status).toBe(200);
        expect(body.message).toBe('Event added successfully');
        expect(body.data).toMatchObject({
            event_name: 'Open Day',
            event_description: 'Come and meet the coaches',
            event_color: '#E53935',
        });
        expect(body.data).not.toHaveProperty('userId');
        expect((await events({ limit: 1 })).body.data.docs[0]._id).toBe(body.data._id);
    });

    it('stores a notice with its day', async () => {
        const { body } = await t.call('POST', '/notice/add', {
            notice_heading: 'Closed',
            notice_desc: '<p><strong>Closed</strong> today</p>',
            end_date: `${day(3)}T00:00:00.000Z`,
        });
        expect(body).toMatchObject({
            success: true,
            message: 'Notice added successfully',
            data: { notice_heading: 'Closed', end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
        });
    });
});

describe('update, delete, status', () => {
    const someEvent = () => seed.events[3];
    const someGrade = () => seed.grades[5];

    it('updates an event from form-data, keeping what is not sent', async () => {
        const form = new FormData();
        form.append('event_name', 'Renamed');
        const { status, body } = await t.call('POST', `/event/edit/${someEvent()._id}`, form);
        expect(status).toBe(200);
        expect(body.message).toBe('Event updated successfully');
        expect(body.data).toMatchObject({
            _id: someEvent()._id,
            event_name: 'Renamed',
            event_color: someEvent().event_color,
            created_at: someEvent().created_at,
        });
        expect(body.data.updated_at).toEqual(expect.any(String));
        expect((await events({ search: 'renamed' })).body.data.totalDocs).toBe(1);
    });

    it('refuses an invalid update and keeps the record', async () => {
        const { status, body } = await t.call('POST', `/grade/edit/${someGrade()._id}`, {
            id: someGrade()._id,
            grade: '',
        });
        expect(status).toBe(400);
        expect(body.message).toBe('Please Enter Grade');
        expect(
            (await t.call('GET', '/grade/alldetails')).body.data.find((g: Row) => g._id === someGrade()._id).grade,
        ).toBe(someGrade().grade);
    });

    it('answers 404 for unknown ids', async () => {
        const missing = 'ffffffffffffffffffffffff';
        expect(
            (await t.call('POST', `/event/edit/${missing}`, { event_name: 'x', event_color: '#e53935' })).body,
        ).toEqual({ success: false, message: 'Event not found', data: null });
        expect((await t.call('DELETE', `/grade/delete/${missing}`)).status).toBe(404);
        expect(
            (await t.call('POST', `/update-grade-status/${missing}`, { id: missing, status: true })).body.message,
        ).toBe('Grade not found');
    });

    it('deletes, then no longer finds the record', async () => {
        const { status, body } = await t.call('DELETE', `/event/delete/${someEvent()._id}`);
        expect(status).toBe(200);
        expect(body).toMatchObject({
            success: true,
            message: 'Event deleted successfully',
            data: { _id: someEvent()._id },
        });
        expect(await eventCount()).toBe(29);
        expect((await t.call('DELETE', `/event/delete/${someEvent()._id}`)).body.message).toBe('Event not found');
    });

    it('switches a grade status from JSON or text booleans', async () => {
        const id = someGrade()._id;
        const off = await t.call('POST', `/update-grade-status/${id}`, { id, status: false });
        expect(off.body).toMatchObject({
            success: true,
            message: 'Status updated successfully',
            data: { _id: id, grade_status: false },
        });
        const form = new FormData();
        form.append('id', id);
        form.append('status', 'true');
        expect((await t.call('POST', `/update-grade-status/${id}`, form)).body.data.grade_status).toBe(true);
    });

    it('refuses a status that is not a boolean', async () => {
        const id = someGrade()._id;
        for (const status of [undefined, 'yes', 1]) {
            const reply = await t.call('POST', `/update-grade-status/${id}`, { id, status });
            expect(reply.status).toBe(400);
            expect(reply.body.message).toBe('status must be true or false');
        }
    });
});
