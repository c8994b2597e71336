import { describe, expect, it } from 'vitest';
import {
    homeScreenOf,
    recordEntry,
    searchableDeclarations,
    subListEntry,
    subListLinks,
} from '../../src/layout/palette/paletteEntries';
import { declarations } from '../../src/shared/entities/declarations';
import {
    coachFolderResource,
    coachSubFolderResource,
    studentFolderResource,
    studentSubFolderResource,
} from '../../src/resources/folder/schema';

/** A stand-in for the i18n provider: English with `%{title}` filled in, as polyglot does. */
const text = (english: string, options?: Record<string, unknown>) =>
    english.replace('%{title}', String(options?.title ?? ''));

describe('command palette: a folder’s sub folders by folder name', () => {
    it('finds every row link that opens a list inside its row, from the declarations alone', () => {
        const links = subListLinks(declarations).map(link => [link.decl.route, link.child.route, link.label]);
        expect(links).toEqual(
            expect.arrayContaining([
                ['category', 'sub-category', 'Sub Folders'],
                ['student-category', 'sub-category-student', 'Sub Folders'],
                ['tbp-category', 'sub-category-tbp', 'Sub Folders'],
            ]),
        );
        // Only links to a list inside a parent: the sub folders' "Parent Folder" link goes to a plain list.
        expect(links).toHaveLength(3);
    });

    it('offers "Sub Folders of {folder}" under the link’s heading, opening that folder’s sub folder list', () => {
        const [link] = subListLinks([coachFolderResource, coachSubFolderResource]);
        expect(
            subListEntry(link, { id: '65f0a1b2c3d4e5f607182930', title: 'Whole Platform' }, text, 'Coach Resources'),
        ).toEqual({
            key: 'sub-category/65f0a1b2c3d4e5f607182930',
            group: 'Sub Folders',
            label: 'Sub Folders of Whole Platform',
            hint: 'Coach Resources',
            to: '/sub-category/65f0a1b2c3d4e5f607182930',
        });
        const [student] = subListLinks([studentFolderResource, studentSubFolderResource]);
        expect(subListEntry(student, { id: 'a b', title: 'Guides' }, text)).toEqual({
            key: 'sub-category-student/a b',
            group: 'Sub Folders',
            label: 'Sub Folders of Guides',
            to: '/sub-category-student/a%20b',
        });
    });

    it('names a folder list by the sidebar screen its back link goes to', () => {
        const screens = [
            { key: '/coach-resource-center', group: 'Go to', label: 'Coach Resources', to: '/coach-resource-center' },
            {
                key: '/student-resource-center',
                group: 'Go to',
                label: 'Student Resources',
                to: '/student-resource-center',
            },
        ];
        expect(homeScreenOf(coachFolderResource, screens)).toBe('Coach Resources');
        expect(homeScreenOf(studentFolderResource, screens)).toBe('Student Resources');
        expect(homeScreenOf(coachSubFolderResource, screens)).toBeUndefined();
        // A found folder says which library's folder list it opens in.
        expect(
            recordEntry(studentFolderResource, { id: '4', title: 'Guides' }, text, 'Student Resources'),
        ).toMatchObject({
            label: 'Guides',
            hint: 'Student Resources',
            to: '/student-category/4',
        });
    });

    it('searches the folder lists, not the lists inside a folder (their call needs the folder)', () => {
        const asked = searchableDeclarations(declarations).map(d => d.route);
        expect(asked).toEqual(expect.arrayContaining(['category', 'student-category', 'tbp-category']));
        expect(asked).not.toContain('sub-category');
        expect(asked).not.toContain('sub-category-student');
    });
});
