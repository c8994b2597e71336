import { afterEach, describe, expect, it } from 'vitest';
import { declarationNamed } from '../../src/shared/entities/declarations';
import { i18nProvider } from '../../src/i18n';
import { restoreChanges, shownChanges, valuesAtVersion, versionKind } from '../../src/schema/historyValues';
import type { RecordHistory } from '../../src/shared/recordHistory';
import { textDiff } from '../../src/schema/textDiff';
import { changedFields } from '../../server/store/recordHistory';
import { isSecretKey, withoutSecrets } from '../../server/store/secretKeys';

describe('a write as a history keeps it', () => {
    it('names the fields that changed, before and after, and leaves secrets and bookkeeping out', () => {
        const before = { _id: 'a', first_name: 'Ann', password: 'hash1', __v: 1, updated_at: 'x', email: 'a@x.org' };
        const after = { _id: 'a', first_name: 'Anna', password: 'hash2', __v: 2, updated_at: 'y', email: 'a@x.org' };
        expect(changedFields(before, after)).toEqual([{ field: 'first_name', before: 'Ann', after: 'Anna' }]);
        for (const key of ['password', 'reset_token', 'kept_session', 'sessions_valid_from', 'client_secret'])
            expect(isSecretKey(key)).toBe(true);
        expect(isSecretKey('event_name')).toBe(false);
    });

    it('keeps no secret at any depth, and the same value where there is none', () => {
        const plain = { a: [{ b: 1 }], c: 'x' };
        expect(withoutSecrets(plain)).toBe(plain);
        expect(withoutSecrets({ row: { name: 'A', password: 'h', more: [{ reset_token: 't', keep: 1 }] } })).toEqual({
            row: { name: 'A', more: [{ keep: 1 }] },
        });
        expect(changedFields({ _id: 'a', meta: { x: 1 } }, { _id: 'a', meta: { x: 2, api_secret: 's' } })).toEqual([
            { field: 'meta', before: { x: 1 }, after: { x: 2 } },
        ]);
    });

    it('a new record lists its values, from nothing', () => {
        expect(changedFields(undefined, { _id: 'a', grade: '7', created_at: 'now' })).toEqual([
            { field: 'grade', before: null, after: '7' },
        ]);
    });
});

describe('a text diff reads word by word', () => {
    it('keeps what stayed, marks what went and what came', () => {
        expect(textDiff('The quick brown fox', 'The slow brown fox jumps')).toEqual([
            { kind: 'same', text: 'The ' },
            { kind: 'removed', text: 'quick' },
            { kind: 'added', text: 'slow' },
            { kind: 'same', text: ' brown fox' },
            { kind: 'added', text: ' jumps' },
        ]);
    });

    it('says a whole text changed when the two are too long to compare', () => {
        const long = 'word '.repeat(600);
        expect(textDiff(long, `${long}more`).map(part => part.kind)).toEqual(['removed', 'added']);
    });
});

const change = (version: number, before: string, after: string) => ({
    id: String(version),
    version,
    kind: 'updated' as const,
    at: '',
    actor_name: '',
    changes: [{ field: 'grade', before, after }],
});

const history: RecordHistory = {
    version: 3,
    oldest: 1,
    entries: [change(3, 'b', 'c'), change(2, 'a', 'b')],
    next: null,
    dropped: 0,
};

describe("a version's values", () => {
    it('undoes the later changes, newest first', () => {
        expect(valuesAtVersion(history, 2)).toEqual({ grade: 'b' });
        expect(valuesAtVersion(history, 1)).toEqual({ grade: 'a' });
        expect(valuesAtVersion(history, 3)).toEqual({});
    });

    it('a restore names each field it changes, from now to then, by its label', () => {
        const grade = declarationNamed('grade');
        expect(restoreChanges(grade, history, { grade: 'c' }, 1, s => s)).toMatchObject([
            { label: 'Grade', before: 'c', after: 'a', rich: false },
        ]);
    });

    it("marks a colour's change, so its hex codes show with a swatch", () => {
        const event = declarationNamed('event');
        const shown = shownChanges(event, [{ field: 'event_color', before: '#FF0000', after: '#00FF00' }], s => s);
        expect(shown).toMatchObject([{ before: '#FF0000', after: '#00FF00', colour: true, rich: false }]);
    });

    it('shows declared fields only, rich text as its words', () => {
        const notice = declarationNamed('notice');
        const rich = Object.entries(notice.fields).find(([, f]) => f.kind === 'richText')?.[0] ?? '';
        const shown = shownChanges(
            notice,
            [
                { field: rich, before: '<p>Hello <b>world</b></p>', after: '<p>Hello there</p>' },
                { field: 'coach_name', before: 'A', after: 'B' },
            ],
            s => s,
        );
        expect(shown).toMatchObject([{ field: rich, before: 'Hello world', after: 'Hello there', rich: true }]);
    });
});

describe('a version restore in the history (issue 47, row 5)', () => {
    afterEach(() => i18nProvider.changeLocale('en'));

    const restore = { ...change(3, 'b', 'a'), kind: 'restored' as const, restored_version: 1 };
    const putBack = { ...change(4, 'a', 'a'), kind: 'restored' as const };
    const edit = change(2, 'a', 'b');
    const shown = (english: string, options?: Record<string, unknown>) =>
        i18nProvider.translate(english, { _: english, ...options });

    it.each([
        ['en', 'Restored from version 1', 'Restored', 'Edited'],
        ['fr', 'Restauré depuis la version 1', 'Restauré', 'Modifié'],
        ['es', 'Restaurado desde la versión 1', 'Restaurado', 'Editado'],
        ['it', 'Ripristinato dalla versione 1', 'Ripristinato', 'Modificato'],
        ['zh', '从版本 1 恢复', '已恢复', '已编辑'],
    ])('reads "Restored", never "Edited", in %s', async (locale, restored, putBackWords, edited) => {
        await i18nProvider.changeLocale(locale);
        expect(versionKind(restore, shown)).toBe(restored);
        expect(versionKind(putBack, shown)).toBe(putBackWords);
        expect(versionKind(edit, shown)).toBe(edited);
    });
});
