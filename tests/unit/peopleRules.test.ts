import { describe, expect, it } from 'vitest';
import { coachResource } from '../../src/resources/coach/schema';
import { profileFields, profileValues } from '../../src/resources/people/profileFields';
import { driveLinkRules, setPasswordRules } from '../../src/resources/people/rules.shared';
import { studentResource } from '../../src/resources/student/schema';
import { cellText } from '../../src/schema/display';
import type { PickerField } from '../../src/shared/types';
import { timeZones, isTimeZone } from '../../src/shared/timezones';
import { holds } from '../../src/shared/conditions';
import { fieldsSchema, validationSchema } from '../../src/shared/validation';
import { storedPhone } from '../../src/schema/views/PhoneInput';
import { optionsOf } from '../../src/shared/pickerOptions';

const firstError = async (
    schema: { validate(v: unknown, o: object): Promise<unknown> },
    values: Record<string, unknown>,
): Promise<string> => {
    try {
        await schema.validate(values, { abortEarly: false });
        return '';
    } catch (error) {
        return (error as { errors: string[] }).errors.join(' | ');
    }
};

const student = {
    first_name: 'Sam',
    last_name: 'Lee',
    email: 'sam@example.com',
    birth_date: '2010-01-01',
    timezone: 'Australia/Sydney',
    address: '1 George St',
    phone_number: '61412345678',
    are_you: 'School student',
    working_with: 'BIG PICTURE COACH',
    signing_up: 'independently',
    coach_id: '',
};

describe('student form: the coach is required when are_you contains student and working_with is not independently', () => {
    const rules = validationSchema(studentResource);
    it('asks for a coach for a school or university student working with someone', async () => {
        expect(await firstError(rules, student)).toBe('Please select a coach');
        expect(await firstError(rules, { ...student, are_you: 'University student' })).toBe('Please select a coach');
    });
    it('does not when independent, or when not a student', async () => {
        expect(await firstError(rules, { ...student, working_with: 'independently' })).toBe('');
        expect(await firstError(rules, { ...student, are_you: 'coach, mentor or tutor' })).toBe('');
        expect(await firstError(rules, { ...student, coach_id: '6a140f90253932a812b525ce' })).toBe('');
    });
    it('reads conditions case-insensitively', () => {
        const all = studentResource.fields.coach_id.requiredWhen!;
        expect(holds(all, { are_you: 'School Student', working_with: 'another coach, mentor or tutor' })).toBe(true);
        expect(holds(all, { are_you: 'School student', working_with: 'independently' })).toBe(false);
        expect(holds(all, { are_you: undefined, working_with: 'x' })).toBe(false);
    });
    it('has every Student form message', async () => {
        const empty = await firstError(rules, {});
        for (const message of [
            'First name is required',
            'Last name is required',
            'This Field is required',
            'Birth date is required',
            'Timezone is required',
        ]) {
            expect(empty).toContain(message);
        }
        expect(await firstError(rules, { ...student, coach_id: 'c', email: 'no' })).toBe('Please Enter Valid Email');
        expect(await firstError(rules, { ...student, coach_id: 'c', phone_number: '6141234' })).toBe(
            'Please enter a valid mobile number',
        );
        expect(await firstError(rules, { ...student, coach_id: 'c', parent_phone_number: '6141' })).toBe(
            'Please enter a valid mobile number',
        );
        expect(await firstError(rules, { ...student, coach_id: 'c', parent_email: 'parent@' })).toBe(
            'Please Enter Valid Email',
        );
        expect(await firstError(rules, { ...student, coach_id: 'c', birth_date: '2999-01-01' })).toMatch(
            /^Please select .* or earlier$/,
        );
    });
});

describe('Add coach messages', () => {
    const rules = validationSchema(coachResource);
    it('says each one', async () => {
        const empty = await firstError(rules, {});
        for (const message of [
            'Please enter first name',
            'Please enter last name',
            'Please enter your email',
            'Please enter birth date',
            'Please select timezone',
            'Please enter address',
            'Please enter phone number',
            'required field',
        ]) {
            expect(empty).toContain(message);
        }
        expect(await firstError(rules.pick(['email']), { email: 'a@' })).toBe('Invalid email format');
        expect(await firstError(rules.pick(['phone_number']), { phone_number: '+61 4123' })).toBe(
            'Please enter a valid mobile number',
        );
        expect(await firstError(rules.pick(['phone_number']), { phone_number: '+61 412 345 678' })).toBe('');
    });
    it('modal fields in the spec order, school and working with only on the profile page', () => {
        expect(coachResource.list.columns).toEqual([
            'first_name',
            'email',
            'phone_number',
            'user_status',
            'actions',
            'created_at',
        ]);
        const inModal = Object.entries(coachResource.fields)
            .filter(([, f]) => !f.readOnly && !f.listOnly && !f.hiddenInDialog)
            .map(([n]) => n);
        expect(inModal).toEqual([
            'first_name',
            'last_name',
            'birth_date',
            'email',
            'phone_number',
            'address',
            'timezone',
            'are_you',
            'signing_up',
        ]);
        expect(coachResource.fields.timezone.default).toBe('Australia/Sydney');
        expect(coachResource.form).toMatchObject({ saveLabel: 'SAVE', updateLabel: 'UPDATE' });
        expect(coachResource.confirm?.delete).toBe('Are you sure you want delete this user ?');
        expect(coachResource.fields.user_status).toMatchObject({
            confirm: { message: 'Are you sure to change status ?' },
        });
    });
    it('birth dates: year then month then day, never typed, never in the future', () => {
        expect(coachResource.fields.birth_date).toMatchObject({
            views: ['year', 'month', 'day'],
            openTo: 'year',
            typing: false,
            max: 'today',
        });
    });
});

describe('profile page messages', () => {
    const rules = fieldsSchema(profileFields);
    it('says each one', async () => {
        const errors = await firstError(rules, {});
        for (const message of [
            'Please Enter first name',
            'Please Enter last name',
            'Please enter email',
            'Please enter mobile number',
            'Please enter address.',
            'Please enter timezone.',
        ]) {
            expect(errors).toContain(message);
        }
        expect(await firstError(rules.pick(['email']), { email: 'x' })).toBe('The email you have entered is invalid');
        expect(await firstError(rules.pick(['phone_number']), { phone_number: '1234' })).toBe(
            'Please enter a valid mobile number',
        );
    });
    it('starts on Asia/Calcutta when the record has no timezone', () => {
        expect(profileValues({ first_name: 'A' })).toMatchObject({
            first_name: 'A',
            timezone: 'Asia/Calcutta',
            email: '',
        });
        expect(profileValues({ timezone: 'Australia/Perth' }).timezone).toBe('Australia/Perth');
    });
});

describe('password and drive link modals', () => {
    it('new and confirm, 8 to 16, matching', async () => {
        const empty = await firstError(setPasswordRules, {});
        expect(empty).toContain('Please Enter New Password');
        expect(empty).toContain('Please Enter Confirm New Password');
        expect(await firstError(setPasswordRules, { new_password: 'abc', confirm_new_password: 'abc' })).toContain(
            'Password must be 8 to 16 characters',
        );
        expect(
            await firstError(setPasswordRules, { new_password: 'Password@1', confirm_new_password: 'Password@2' }),
        ).toBe('Passwords must match');
        expect(
            await firstError(setPasswordRules, { new_password: 'a'.repeat(17), confirm_new_password: 'a'.repeat(17) }),
        ).toContain('Password must be 8 to 16 characters');
    });
    it('a drive link is required and starts with https://drive.google.com/', async () => {
        expect(await firstError(driveLinkRules, { link: '' })).toBe('Google Drive link is required');
        expect(await firstError(driveLinkRules, { link: 'http://drive.google.com/x' })).toBe(
            'Please enter a valid google drive link',
        );
        expect(await firstError(driveLinkRules, { link: 'https://drive.google.com.evil.io/x' })).toBe(
            'Please enter a valid google drive link',
        );
        expect(await firstError(driveLinkRules, { link: 'https://drive.google.com/drive/folders/1' })).toBe('');
    });
});

describe('phone, timezone and coach picker kinds', () => {
    it('stores the calling code and the national number as digits (a typed trunk 0 dropped)', () => {
        expect(storedPhone({ countryCallingCode: '61', nationalNumber: '412345678' })).toBe('61412345678');
        expect(storedPhone({ countryCallingCode: '61', nationalNumber: null })).toBe('');
    });
    it('shows phones with a + in lists, mobiles 3-3-3', () => {
        expect(cellText(coachResource.fields.phone_number, '61412345678')).toEqual({
            text: '+61 412 345 678',
            declared: false,
        });
        expect(cellText(coachResource.fields.phone_number, '61298765432')?.text).toBe('+61 2 9876 5432');
    });
    it('offers UTC first and the browser zones, and accepts only real zones', () => {
        const zones = timeZones();
        expect(zones[0]).toBe('UTC');
        expect(zones).toContain('Australia/Sydney');
        expect(zones.filter(z => z === 'UTC')).toHaveLength(1);
        expect(isTimeZone('Asia/Calcutta')).toBe(true);
        expect(isTimeZone('Mars/Olympus')).toBe(false);
    });
    it('names coaches from /get/allcoach rows', () => {
        const coach = studentResource.fields.coach_id as PickerField;
        expect(optionsOf(coach, [{ _id: 'a', first_name: 'Ann', last_name: 'Lee' }, { nope: 1 }, null])).toEqual([
            { value: 'a', label: 'Ann Lee' },
        ]);
        expect(optionsOf(coach, null)).toEqual([]);
    });
    it("names the profile page's Are You? in lists too", () => {
        expect(cellText(coachResource.fields.are_you, 'coach, mentor or tutor')?.text).toBe('coach, mentor or tutor');
        expect(cellText(coachResource.fields.are_you, 'tbp_coach')?.text).toBe('TBP coach');
    });
});

describe("a coach's menu (logged in as)", () => {
    it('keeps the dashboard, the coach and student libraries and the demos only', async () => {
        const { menuOf } = await import('../../src/layout/menuRules');
        const { consoleScreens } = await import('../../src/consoleScreens');
        const menu = menuOf(consoleScreens, 'coach');
        expect(menu.map(e => ('group' in e ? e.group : e.route))).toEqual(['/dashboard', 'resources', 'demos']);
        const resources = menu.find(e => 'group' in e && e.group === 'resources');
        expect(resources && 'entries' in resources ? resources.entries.map(link => link.route) : []).toEqual([
            '/coach-resource-center',
            '/student-resource-center',
        ]);
    });
});

describe('profile Are You?', () => {
    it("also offers the record's own answer when the profile list lacks it", async () => {
        const { profileFieldsFor } = await import('../../src/resources/people/profileFields');
        const own = coachResource.fields.are_you;
        const names = (record: Record<string, unknown>) =>
            (profileFieldsFor(record, own).are_you as unknown as { choices: Array<{ name: string }> }).choices.map(
                c => c.name,
            );
        expect(names({ are_you: 'tbp_coach' })).toEqual([
            'School student',
            'University student',
            'coach, mentor or tutor',
            'TBP coach',
        ]);
        expect(names({ are_you: 'School student' })).toEqual([
            'School student',
            'University student',
            'coach, mentor or tutor',
        ]);
    });
});
