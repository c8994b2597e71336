import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH_MESSAGE } from '../../src/shared/account/passwordBounds';
import { loginRules } from '../../src/shared/account/rules';
import { eventResource } from '../../src/resources/event/schema';
import { gradeResource } from '../../src/resources/grade/schema';
import { noticeResource } from '../../src/resources/notice/schema';
import { isBlankHtml } from '../../src/shared/kinds/richText';
import { validateRecord, validationSchema } from '../../src/shared/validation';
import type { ResourceDeclaration } from '../../src/shared/types';

const now = () => new Date(2026, 10, 22, 12, 0);
const firstError = async (decl: ResourceDeclaration, values: Record<string, unknown>) =>
    validateRecord(decl, values, { now }).then(
        () => null,
        (e: Error) => e.message,
    );

describe('event form', () => {
    it('requires a name', async () => {
        expect(await firstError(eventResource, { event_name: '  ', event_color: '#ef9a9a' })).toBe(
            'Please Enter Event Name',
        );
    });
    it('requires a colour', async () => {
        expect(await firstError(eventResource, { event_name: 'Camp' })).toBe('Please choose event color');
    });
    it('accepts only palette colours', async () => {
        expect(await firstError(eventResource, { event_name: 'Camp', event_color: '#123456' })).toBe(
            'Please choose a colour from the palette',
        );
    });
    it('leaves the description optional', async () => {
        expect(await firstError(eventResource, { event_name: 'Camp', event_color: '#ef9a9a' })).toBeNull();
    });
});

describe('grade form', () => {
    it('requires a grade', async () => {
        expect(await firstError(gradeResource, {})).toBe('Please Enter Grade');
    });
    it('stores the grade lower-cased', async () => {
        expect(await validateRecord(gradeResource, { grade: 'Grade TEN' })).toEqual({ grade: 'grade ten' });
    });
    it('lower-cases in the form’s own rules too, so the browser sends what the API stores', async () => {
        expect(await validationSchema(gradeResource).validate({ grade: 'Grade TEN' })).toMatchObject({
            grade: 'grade ten',
        });
    });
});

describe('notice form', () => {
    const valid = { notice_heading: 'Exams', end_date: '2026-12-01', notice_desc: '<p>Hello</p>' };
    it('requires a heading', async () => {
        expect(await firstError(noticeResource, { ...valid, notice_heading: '' })).toBe('Please Enter Heading');
    });
    it('requires a date from today to 2099-12-31, saying which bound a date crosses', async () => {
        expect(await firstError(noticeResource, { ...valid, end_date: '' })).toBe('Please select date');
        expect(await firstError(noticeResource, { ...valid, end_date: '2026-11-21' })).toBe(
            'Please select 22/11/2026 or later',
        );
        expect(await firstError(noticeResource, { ...valid, end_date: '2026-11-22' })).toBeNull();
        expect(await firstError(noticeResource, { ...valid, end_date: '2099-12-31' })).toBeNull();
        expect(await firstError(noticeResource, { ...valid, end_date: '2100-01-01' })).toBe(
            'Please select 31/12/2099 or earlier',
        );
    });
    it('names a date that is not a whole date yet', async () => {
        expect(await firstError(noticeResource, { ...valid, end_date: 'invalid-date' })).toBe(
            'Please enter a whole date as DD/MM/YYYY',
        );
        expect(await firstError(noticeResource, { ...valid, end_date: '2026-13-45' })).toBe(
            'Please enter a whole date as DD/MM/YYYY',
        );
    });
    it('counts empty rich text as empty', async () => {
        expect(await firstError(noticeResource, { ...valid, notice_desc: '<p></p>' })).toBe('Please enter description');
        expect(await firstError(noticeResource, { ...valid, notice_desc: '<p>&nbsp;</p>' })).toBe(
            'Please enter description',
        );
        expect(isBlankHtml('<p><img src="x.png"></p>')).toBe(false);
    });
});

describe('login form', () => {
    const messageOf = (values: object) =>
        loginRules.validate(values).then(
            () => null,
            (e: Error) => e.message,
        );
    it('has the spec messages', async () => {
        expect(await messageOf({ email: '', password: 'Password@123' })).toBe('Please Enter Email');
        expect(await messageOf({ email: 'nope', password: 'Password@123' })).toBe('Please enter valid email address');
        expect(await messageOf({ email: 'a@b.co', password: '' })).toBe('Please Enter Password');
    });
    it('keeps passwords between 8 and 16 characters', async () => {
        expect(await messageOf({ email: 'a@b.co', password: 'short' })).toBe(PASSWORD_LENGTH_MESSAGE);
        expect(await messageOf({ email: 'a@b.co', password: 'x'.repeat(17) })).toBe(PASSWORD_LENGTH_MESSAGE);
        expect(await messageOf({ email: 'a@b.co', password: 'x'.repeat(16) })).toBeNull();
    });
});
