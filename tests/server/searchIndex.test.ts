import { describe, expect, it } from 'vitest';
import { Collection } from '../../server/store/collection';
import type { StoredRecord } from '../../server/store/dbFile';
import { pageOf, wholeListOf } from '../../server/domain/listQuery';
import { searchIndexOf } from '../../server/store/searchIndex';
import { defineResource } from '../../src/shared/defineResource';
import { text } from '../../src/shared/fields';
import { pagedPost } from '../../src/shared/endpoints';

const decl = defineResource({
    name: 'thing',
    title: 'Things',
    singular: 'Thing',
    api: { list: pagedPost('/thing/alldetails') },
    fields: {
        title: text({ label: 'Title', searchable: true }),
        body: text({ label: 'Body', searchable: true }),
        secret: text({ label: 'Secret' }),
    },
    list: { columns: ['title', 'body'] },
});

const row = (i: number, title: string, body = '', secret = ''): StoredRecord => ({
    _id: `id${i}`,
    title,
    body,
    secret,
    created_at: new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString(),
});

/** What a search answered before the index: a scan of every row's searchable text. */
const scan = (rows: Collection, needle: string) =>
    rows.all.filter(r =>
        [r.title, r.body]
            .map(v =>
                String(v)
                    .replace(/<[^>]*>/g, ' ')
                    .replace(/&nbsp;/g, ' ')
                    .toLowerCase(),
            )
            .join(' ')
            .includes(needle),
    );

const searchOf = (rows: Collection, needle: string) => searchIndexOf(decl, rows).search(needle);

describe('the search index', () => {
    it('finds case-insensitive substrings of the searchable fields only, in collection order', () => {
        const rows = new Collection(
            [row(1, 'Robotics Club', 'Week 3'), row(2, 'Chess', 'robots'), row(3, 'Art', '', 'robotics')],
            () => {},
        );
        expect(searchOf(rows, 'robot').map(r => r._id)).toEqual(['id1', 'id2']);
        expect(searchOf(rows, 'week 3').map(r => r._id)).toEqual(['id1']);
        // Fields read as the row does, one space apart: a term may span them ("Robotics Club" + "Week 3").
        expect(searchOf(rows, 'club week').map(r => r._id)).toEqual(['id1']);
        expect(searchOf(rows, 'club week')).toEqual(scan(rows, 'club week'));
        expect(searchOf(rows, 'clubchess')).toEqual([]);
    });

    it('matches visible text, not markup', () => {
        const rows = new Collection([row(1, '<strong>Bold</strong>&nbsp;news'), row(2, 'strong coffee')], () => {});
        expect(searchOf(rows, 'strong').map(r => r._id)).toEqual(['id2']);
        expect(searchOf(rows, 'bold').map(r => r._id)).toEqual(['id1']);
        expect(searchOf(rows, 'news')).toEqual(scan(rows, 'news'));
    });

    it('never matches across two rows', () => {
        const rows = new Collection([row(1, 'ab'), row(2, 'cd')], () => {});
        expect(searchOf(rows, 'b')).toHaveLength(1);
        expect(searchOf(rows, 'bc')).toEqual([]);
        expect(searchOf(rows, 'b\u0000c')).toEqual([]);
    });

    it('stays right through inserts, replaces, removes and loads', () => {
        const seed = Array.from({ length: 1500 }, (_, i) => row(i, `Event ${i}`, i % 7 ? 'plain' : 'Robotics week'));
        const rows = new Collection(seed, () => {});
        const same = (needle: string) => expect(searchOf(rows, needle)).toEqual(scan(rows, needle));
        same('robotics');
        same('event 14');
        rows.insert(row(2000, 'New robotics day'));
        same('robotics');
        rows.replace({ ...rows.get('id7')!, body: 'now plain' });
        rows.replace({ ...rows.get('id8')!, title: 'Became ROBOTICS' });
        same('robotics');
        for (let i = 0; i < 600; i++) rows.remove(`id${i}`);
        same('robotics');
        same('event 1');
        rows.load([row(1, 'Only robotics'), row(2, 'Other')]);
        expect(searchOf(rows, 'robotics').map(r => r._id)).toEqual(['id1']);
        same('o');
    });

    it('finds the same rows as a scan for any term, beyond ASCII too (runs of three characters only narrow what is read)', () => {
        // A small alphabet (letters, a line break, CJK and characters whose codes share their low bits) makes many near misses.
        const alphabet = ['a', 'b', 'c', ' ', '\n', '日', '本', '\u0461', '\u0061\u0301', 'é', 'Ā', '\u4e61'];
        let seed = 7;
        const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
        const word = (length: number) => Array.from({ length }, () => alphabet[next(alphabet.length)]).join('');
        const rows = new Collection(
            Array.from({ length: 1200 }, (_, i) => row(i, word(next(12)), word(next(20)))),
            () => {},
        );
        for (let i = 0; i < 300; i++) {
            const needle = word(1 + next(5)).toLowerCase();
            expect(searchOf(rows, needle)).toEqual(scan(rows, needle));
        }
        rows.replace({ ...rows.all[5], title: 'ab日本c' });
        expect(searchOf(rows, 'b日本')).toEqual(scan(rows, 'b日本'));
    });

    it('answers paged and whole-list searches through the index, newest first', () => {
        const rows = new Collection([row(1, 'Alpha robotics'), row(2, 'Beta'), row(3, 'Gamma robotics')], () => {});
        const page = pageOf(decl, rows, { page: 1, limit: 10, search: 'Robotics', sortBy: null, sortOrder: 'asc' });
        expect(page.docs.map(r => r._id)).toEqual(['id3', 'id1']);
        expect(page.totalDocs).toBe(2);
        rows.remove('id3');
        expect(wholeListOf(decl, rows, 'robotics').map(r => r._id)).toEqual(['id1']);
    });
});
