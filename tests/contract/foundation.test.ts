import type { RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
    await h.signIn();
});
afterAll(() => h.stop());

const list: Harness['list'] = (...args) => h.list(...args);

const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('Events (spec part 1, section 7)', () => {
    it('POST /event/alldetails {page, limit, search, sortBy, sortOrder} answers docs, totalDocs', async () => {
        const result = await list('event', 2, '', 'event_name', 'ASC');
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/event/alldetails',
            keys: ['page', 'limit', 'search', 'sortBy', 'sortOrder'],
            body: { page: 2, limit: 10, search: '', sortBy: 'event_name', sortOrder: 'asc' },
        });
        expect(h.lastCall().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
        expect(result.data).toHaveLength(10);
        expect(result.total).toBeGreaterThanOrEqual(25);
        const names = result.data.map(r => String(r.event_name).toLowerCase());
        expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    });

    it('sends sortBy null without a chosen column, and searches on the server', async () => {
        const first = (await list('event')).data[0];
        await list('event', 1, String(first.event_name));
        expect(h.lastCall().body).toMatchObject({ sortBy: null, search: first.event_name });
    });

    let created: RaRecord;
    it('POST /event/add as form-data {event_name, event_description, event_color, userId}', async () => {
        const result = await h.dataProvider.create('event', {
            data: { event_name: 'Contract camp', event_description: 'Two days', event_color: '#ef9a9a' },
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/event/add',
            form: true,
            keys: ['event_name', 'event_description', 'event_color', 'userId'],
        });
        expect(result.meta?.message).toBe('Event added successfully');
        created = result.data;
        expect(created.id).toBe(created._id);
    });

    it('POST /event/edit/{id} as form-data', async () => {
        const result = await h.dataProvider.update('event', {
            id: created.id,
            data: { ...created, event_name: 'Contract camp 2' },
            previousData: created,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/event/edit/${created.id}`,
            form: true,
            keys: ['event_name', 'event_description', 'event_color', 'userId'],
        });
        expect(result.data.event_name).toBe('Contract camp 2');
    });

    it('rejects a bad event with the server message and stores nothing', async () => {
        const before = (await list('event')).total;
        await expect(
            h.dataProvider.create('event', { data: { event_name: '', event_color: '#ef9a9a' } }),
        ).rejects.toThrow('Please Enter Event Name');
        expect((await list('event')).total).toBe(before);
    });

    it('DELETE /event/delete/{id}', async () => {
        const result = await h.dataProvider.delete('event', { id: created.id, previousData: created });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/event/delete/${created.id}`, keys: [] });
        expect(result.meta?.message).toBe('Event deleted successfully');
        expect((await list('event', 1, 'Contract camp 2')).total).toBe(0);
    });
});

describe('Grades (spec part 1, section 7)', () => {
    it('GET /grade/alldetails gives the whole list, paged and filtered in the browser', async () => {
        const page = await list('grade', 1, '', 'grade', 'ASC');
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: '/grade/alldetails', keys: [] });
        expect(page.data).toHaveLength(10);
        expect(page.total).toBeGreaterThanOrEqual(25);
        const found = await list('grade', 1, String(page.data[0].grade).toUpperCase());
        expect(found.data.some(r => r.id === page.data[0].id)).toBe(true);
    });

    let grade: RaRecord;
    it('POST /grade/add {grade}, stored lower-cased', async () => {
        const result = await h.dataProvider.create('grade', { data: { grade: 'Contract GRADE' } });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/grade/add', keys: ['grade'], form: false });
        grade = result.data;
        expect(grade.grade).toBe('contract grade');
    });

    it('POST /grade/edit/{id} {id, grade}', async () => {
        await h.dataProvider.update('grade', {
            id: grade.id,
            data: { ...grade, grade: 'Contract Grade 2' },
            previousData: grade,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/grade/edit/${grade.id}`,
            keys: ['id', 'grade'],
            body: { id: grade.id, grade: 'Contract Grade 2' },
        });
    });

    it('POST /update-grade-status/{id} {id, status}', async () => {
        const result = await h.dataProvider.toggle('grade', { id: grade.id, field: 'grade_status', value: false });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/update-grade-status/${grade.id}`,
            keys: ['id', 'status'],
            body: { id: grade.id, status: false },
        });
        expect(result.message).toBe('Status updated successfully');
        expect(result.data.grade_status).toBe(false);
        const again = await h.dataProvider.toggle('grade', { id: grade.id, field: 'grade_status', value: true });
        expect(again.data.grade_status).toBe(true);
    });

    it('rejects an empty grade with "Please Enter Grade"', async () => {
        await expect(h.dataProvider.create('grade', { data: { grade: ' ' } })).rejects.toThrow('Please Enter Grade');
    });

    it('DELETE /grade/delete/{id}', async () => {
        await h.dataProvider.delete('grade', { id: grade.id, previousData: grade });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/grade/delete/${grade.id}` });
    });
});

describe('Notice board (spec part 1, section 7)', () => {
    it('GET /notice/alldetails', async () => {
        const page = await list('noticeboard');
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: '/notice/alldetails' });
        expect(page.total).toBeGreaterThanOrEqual(25);
    });

    let notice: RaRecord;
    it('POST /notice/add {notice_heading, notice_desc, end_date}', async () => {
        const result = await h.dataProvider.create('noticeboard', {
            data: {
                notice_heading: 'Contract notice',
                notice_desc: '<p>Read <strong>me</strong></p>',
                end_date: TOMORROW,
            },
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: '/notice/add',
            keys: ['notice_heading', 'notice_desc', 'end_date'],
        });
        notice = result.data;
    });

    it('POST /notice/edit/{id} with the same keys', async () => {
        await h.dataProvider.update('noticeboard', {
            id: notice.id,
            data: { ...notice, notice_heading: 'Contract notice 2' },
            previousData: notice,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/notice/edit/${notice.id}`,
            keys: ['notice_heading', 'notice_desc', 'end_date'],
        });
    });

    it('refuses a past expiry date and an empty description', async () => {
        await expect(
            h.dataProvider.create('noticeboard', {
                data: { notice_heading: 'x', notice_desc: '<p>x</p>', end_date: '2020-01-01' },
            }),
        ).rejects.toThrow(/^Please select \d{2}\/\d{2}\/\d{4} or later$/);
        await expect(
            h.dataProvider.create('noticeboard', {
                data: { notice_heading: 'x', notice_desc: '<p></p>', end_date: TOMORROW },
            }),
        ).rejects.toThrow('Please enter description');
    });

    it('has no delete call', async () => {
        await expect(h.dataProvider.delete('noticeboard', { id: notice.id })).rejects.toMatchObject({ status: 405 });
    });
});
