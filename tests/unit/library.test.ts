import { describe, expect, it } from 'vitest';
import {
    coachFolderResource,
    coachSubFolderResource,
    studentFolderResource,
    tbpFolderResource,
} from '../../src/resources/folder/schema';
import { audienceOf, isCreator, sharedToCode, sharedToText, tagText } from '../../src/resources/library/display';
import { coachLibraryResource, studentLibraryResource, tbpLibraryResource } from '../../src/resources/library/schema';
import { cellText } from '../../src/schema/display';
import { holds } from '../../src/shared/conditions';
import { collapseAll, withHttps } from '../../src/shared/rules';
import { validateRecord } from '../../src/shared/validation';
import { emptyValueOf } from '../../src/shared/kinds/empty';

const messageOf = async (promise: Promise<unknown>): Promise<string> => {
    try {
        await promise;
        return '';
    } catch (error) {
        return (error as Error).message;
    }
};

describe('tag display chain (spec part 2, section 3)', () => {
    it('shows the tag label when there is one', () => {
        expect(tagText({ tag: { value: '1', label: 'Algebra' }, forWhom: 'all' })).toBe('Algebra');
    });
    it('then forWhom: all is STUDENT_COACH, others upper-cased', () => {
        expect(tagText({ tag: null, forWhom: 'all' })).toBe('STUDENT_COACH');
        expect(tagText({ forWhom: 'coach' })).toBe('COACH');
        expect(tagText({ tag: { value: '', label: '' }, forWhom: 'student' })).toBe('STUDENT');
    });
    it('then the added-for flags, and finally SELF', () => {
        expect(sharedToText({ is_added_for_coach: true, is_added_for_student: true })).toBe('STUDENT_COACH');
        expect(sharedToText({ is_added_for_student: true })).toBe('STUDENT');
        expect(sharedToText({ is_added_for_coach: true })).toBe('COACH');
        expect(sharedToText({ forWhom: '' })).toBe('SELF');
        expect(tagText({})).toBe('SELF');
    });
});

describe('folder Shared to codes', () => {
    it.each([
        ['all', 'TR, SR, CR'],
        ['both', 'SR, CR'],
        ['', 'NA'],
        [undefined, 'NA'],
        ['coach', 'CR'],
        ['student', 'SR'],
        ['tbp', 'TR'],
    ])('%s gives %s', (type, code) => expect(sharedToCode(type)).toBe(code));
});

describe('TBP audience cell', () => {
    it('says everyone for forWhom all, Me Only when private or empty, otherwise the names', () => {
        expect(audienceOf({ forWhom: 'all', access: [] })).toEqual({ text: 'All Coaches and Students' });
        expect(audienceOf({ forWhom: 'coach', access: [] })).toEqual({ text: 'Me Only' });
        // The pickers' "all" entry is the console's words (translated), not a name.
        expect(audienceOf({ access: [{ value: 'all', label: 'All Coaches' }] })).toEqual({ text: 'All Coaches' });
        expect(audienceOf({ access: [{ value: 'all', label: 'All Students' }] })).toEqual({ text: 'All Students' });
        expect(audienceOf({ forWhom: 'coach', isPrivate: true, access: [{ value: '1', label: 'Ann Lee' }] })).toEqual({
            text: 'Me Only',
        });
        expect(
            audienceOf({
                forWhom: 'student',
                access: [
                    { value: '1', label: 'Ann Lee' },
                    { value: '2', label: 'Bo Chen' },
                ],
            }),
        ).toEqual({ names: ['Ann Lee', 'Bo Chen'] });
    });
});

describe('creator-only rows', () => {
    it('matches the row userId with the signed-in id, never an empty one', () => {
        expect(isCreator({ userId: 'a1' }, 'a1')).toBe(true);
        expect(isCreator({ userId: 'a1' }, 'b2')).toBe(false);
        expect(isCreator({}, undefined)).toBe(false);
        expect(isCreator({ userId: '' }, '')).toBe(false);
    });
});

describe('access collapse and conditions', () => {
    it("'all' picked with others leaves just 'all'", () => {
        const all = { value: 'all', label: 'All Coaches' };
        const ann = { value: '1', label: 'Ann' };
        expect(collapseAll([ann, all], 'all')).toEqual([all]);
        expect(collapseAll([all, ann], 'all')).toEqual([all]);
        expect(collapseAll([ann], 'all')).toEqual([ann]);
    });
    it('a condition holds when any named field has one of its values (a picked option by its value)', () => {
        const privateOrAll = {
            any: [
                { field: 'isPrivate', op: 'eq', value: true },
                { field: 'forWhom', op: 'eq', value: 'all' },
            ],
        } as const;
        expect(holds(privateOrAll, { isPrivate: false, forWhom: 'all' })).toBe(true);
        expect(holds({ field: 'isPrivate', op: 'eq', value: true }, { isPrivate: false })).toBe(false);
        expect(holds({ field: 'category', op: 'eq', value: 'f1' }, { category: { value: 'f1', label: 'x' } })).toBe(
            true,
        );
    });
});

describe('link prefixing', () => {
    it.each([
        ['example.org', 'https://example.org'],
        ['www.example.org/a?b=1', 'https://www.example.org/a?b=1'],
        ['https://example.org', 'https://example.org'],
        ['https://https://example.org', 'https://example.org'],
        ['http://https://example.org', 'https://example.org'],
        ['http://example.org', 'https://example.org'],
        ['  example.org  ', 'https://example.org'],
        ['', ''],
        [undefined, ''],
    ])('%s is sent as %s', (typed, sent) => expect(withHttps(typed)).toBe(sent));
});

describe('resource form messages (spec part 2, section 5)', () => {
    const base = { title: 'A title', isPrivate: true, link: 'example.org' };
    it('title: required and at most 50', async () => {
        expect(await messageOf(validateRecord(coachLibraryResource, { ...base, title: '' }))).toBe(
            'Please enter file title',
        );
        expect(await messageOf(validateRecord(coachLibraryResource, { ...base, title: 'x'.repeat(51) }))).toBe(
            'please enter less than 50 characters',
        );
        expect(await messageOf(validateRecord(coachLibraryResource, { ...base, title: 'x'.repeat(50) }))).toBe('');
    });
    it('a file or a link', async () => {
        expect(await messageOf(validateRecord(coachLibraryResource, { ...base, link: '' }))).toBe(
            'Please add either resource or link to a resource',
        );
        expect(
            await messageOf(validateRecord(coachLibraryResource, { ...base, link: '', resource_file: 'x.pdf' })),
        ).toBe('');
    });
    it('a valid url, prefixed', async () => {
        expect(await messageOf(validateRecord(coachLibraryResource, { ...base, link: 'not a url' }))).toBe(
            'Please enter valid url',
        );
        expect((await validateRecord(coachLibraryResource, { ...base, link: 'https://https://x.org' })).link).toBe(
            'https://x.org',
        );
    });
    it('access, unless private or for everyone, in each library’s words', async () => {
        const shared = { ...base, isPrivate: false };
        expect(await messageOf(validateRecord(coachLibraryResource, shared))).toBe('Please select coach');
        expect(await messageOf(validateRecord(studentLibraryResource, shared))).toBe('Please select access');
        expect(await messageOf(validateRecord(tbpLibraryResource, { ...shared, forWhom: 'coach' }))).toBe(
            'Please select atleast one options',
        );
        expect(await messageOf(validateRecord(tbpLibraryResource, { ...shared, forWhom: 'all' }))).toBe('');
        expect(await messageOf(validateRecord(coachLibraryResource, base))).toBe('');
    });
    it('forWhom when not private', async () => {
        const shared = { ...base, isPrivate: false, access: [{ value: 'all', label: 'All' }] };
        expect(await messageOf(validateRecord(tbpLibraryResource, shared))).toBe(
            'Please select for whom you want to add this resource',
        );
    });
    it('private empties access, whatever was sent', async () => {
        const clean = await validateRecord(coachLibraryResource, { ...base, access: [{ value: '1', label: 'Ann' }] });
        expect(clean.access).toEqual([]);
    });
    it('private empties a choice as its input does: no choice, not null', async () => {
        const clean = await validateRecord(tbpLibraryResource, { ...base, forWhom: 'coach' });
        expect(clean.forWhom).toBe('');
        expect(emptyValueOf(tbpLibraryResource.fields.forWhom!)).toBe('');
    });
});

describe('folder form messages', () => {
    it('folder title, sub folder name, resource type', async () => {
        expect(await messageOf(validateRecord(coachFolderResource, { title: '', resource_type: 'coach' }))).toBe(
            'Please enter folder title',
        );
        expect(await messageOf(validateRecord(coachFolderResource, { title: 'x', resource_type: '' }))).toBe(
            'Please enter resource type',
        );
        expect(await messageOf(validateRecord(coachSubFolderResource, { title: '' }))).toBe('Please enter folder name');
    });
    it('a new folder starts with its screen’s audience', () => {
        expect(
            [coachFolderResource, studentFolderResource, tbpFolderResource].map(d => d.fields.resource_type.default),
        ).toEqual(['coach', 'student', 'tbp']);
    });
});

describe('list cells', () => {
    it('Sub Folder shows NA when none; Downloadable is NO when block_download is set', () => {
        const { subCategory, block_download } = coachLibraryResource.fields;
        expect(cellText(subCategory, null)).toEqual({ text: 'NA', declared: true });
        expect(cellText(subCategory, { value: '1', label: 'Videos' })).toEqual({ text: 'Videos', declared: false });
        expect(cellText(block_download, true)?.text).toBe('NO');
        expect(cellText(block_download, false)?.text).toBe('YES');
        expect(cellText(block_download, undefined)?.text).toBe('YES');
    });
});
