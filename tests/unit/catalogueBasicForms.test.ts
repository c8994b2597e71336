import { describe, expect, it } from 'vitest';
import { payloadOf } from '../../src/dataProvider/http';
import { noteResource } from '../../src/resources/note/schema';
import { subjectResource } from '../../src/resources/subject/schema';
import { subscriptionHeaderResource } from '../../src/resources/subscriptionHeader/schema';
import { tagResource } from '../../src/resources/tag/schema';
import { formFields, isProtected } from '../../src/shared/defineResource';
import type { ResourceDeclaration } from '../../src/shared/types';
import { defaultValues, validateRecord } from '../../src/shared/validation';

const firstError = async (decl: ResourceDeclaration, values: Record<string, unknown>) =>
    validateRecord(decl, values).then(
        () => null,
        (e: Error) => e.message,
    );

describe('note form', () => {
    it('requires a note, also when the box was cleared (null)', async () => {
        expect(await firstError(noteResource, {})).toBe('Please Enter Note');
        expect(await firstError(noteResource, { note: '   ' })).toBe('Please Enter Note');
        expect(await firstError(noteResource, { note: null })).toBe('Please Enter Note');
        expect(await firstError(noteResource, { note: 'Call parents' })).toBeNull();
    });
    it('has only the note in its form; the status switch is in the list', () => {
        expect(formFields(noteResource).map(([name]) => name)).toEqual(['note']);
    });
});

describe('subject form', () => {
    const valid = { subject_name: 'Chess', subject_color: '#ef9a9a', favourite: false };
    it('requires a name', async () => {
        expect(await firstError(subjectResource, { ...valid, subject_name: '' })).toBe('Please Enter Subject Name');
        expect(await firstError(subjectResource, { ...valid, subject_name: null })).toBe('Please Enter Subject Name');
    });
    it('requires a colour from the palette', async () => {
        expect(await firstError(subjectResource, { ...valid, subject_color: undefined })).toBe(
            'Please choose Subject Color',
        );
        expect(await firstError(subjectResource, { ...valid, subject_color: null })).toBe(
            'Please choose Subject Color',
        );
        expect(await firstError(subjectResource, { ...valid, subject_color: '#123456' })).toBe(
            'Please choose a colour from the palette',
        );
    });
    it('offers name, colour and the favourite checkbox, a new subject not a favourite', async () => {
        expect(formFields(subjectResource).map(([name]) => name)).toEqual([
            'subject_name',
            'subject_color',
            'favourite',
        ]);
        expect(defaultValues(subjectResource)).toEqual({ favourite: false });
        expect(await validateRecord(subjectResource, { ...valid, favourite: null })).toMatchObject({
            favourite: false,
        });
    });
    it('sends userId empty whoever is signed in', () => {
        const values = { id: 'a1', subject_name: 'Chess', description: 'd', subject_color: '#ef9a9a', favourite: true };
        const update = subjectResource.api.update;
        expect(update && payloadOf(update, values, { id: 'a1', userId: 'admin-id' })).toEqual({
            id: 'a1',
            subject_name: 'Chess',
            description: 'd',
            subject_color: '#ef9a9a',
            userId: '',
            favourite: true,
        });
        expect(
            payloadOf(subjectResource.api.list.endpoint, { page: 1, limit: 10, search: '' }, { userId: 'admin-id' }),
        ).toEqual({
            page: 1,
            limit: 10,
            search: '',
            userId: '',
        });
    });
});

describe('tag form', () => {
    it('requires a tag; the description is optional', async () => {
        expect(await firstError(tagResource, { description: 'x' })).toBe('Please Enter Tag');
        expect(await firstError(tagResource, { tag: null, description: 'x' })).toBe('Please Enter Tag');
        expect(await validateRecord(tagResource, { tag: 'Essay', description: null })).toEqual({
            tag: 'Essay',
            description: '',
        });
    });
    it('protects the system tags (task_id 1) only', () => {
        expect(isProtected(tagResource, { tag: 'Homework', task_id: 1 })).toBe(true);
        expect(isProtected(tagResource, { tag: 'Homework', task_id: '1' })).toBe(true);
        expect(isProtected(tagResource, { tag: 'Essay' })).toBe(false);
        expect(isProtected(tagResource, { tag: 'Essay', task_id: 2 })).toBe(false);
    });
    it('sends the signed-in user and the search with the list', () => {
        expect(payloadOf(tagResource.api.list.endpoint, { search: 'ess' }, { userId: 'admin-id' })).toEqual({
            userId: 'admin-id',
            search: 'ess',
        });
    });
});

describe('subscription title form', () => {
    it('leaves the title optional', async () => {
        expect(await firstError(subscriptionHeaderResource, {})).toBeNull();
        expect(await validateRecord(subscriptionHeaderResource, { title: null })).toEqual({ title: '' });
    });
    it('has no Add button but keeps the create call', () => {
        expect(subscriptionHeaderResource.list.addLabel).toBeUndefined();
        expect(subscriptionHeaderResource.api.create?.path).toBe('/create/header-title');
    });
});

describe('length caps name the field as the form does', () => {
    it('a coach first name over 255 characters says "First Name", not the column\'s "Name"', async () => {
        const { coachResource } = await import('../../src/resources/coach/schema');
        const { validateRecord } = await import('../../src/shared/validation');
        await expect(validateRecord(coachResource, { first_name: 'x'.repeat(300) })).rejects.toThrow(
            'First Name must be at most 255 characters',
        );
    });
});
