import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_DAYS, clearDraft, draftKey, dropExpiredDrafts, readDraft, saveDraft } from '../../src/schema/draftStore';

const DAY = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2026, 10, 28, 10, 42);
const mine = { person: 'u1', route: 'event', id: 'e1' };

describe('The draft store', () => {
    beforeEach(() => localStorage.clear());

    it('keeps a draft per person and per record; another person or record finds none', () => {
        saveDraft(localStorage, mine, { event_name: 'typed' }, 3, t0);
        expect(readDraft(localStorage, mine, t0 + 1000)).toEqual({
            savedAt: t0,
            version: 3,
            values: { event_name: 'typed' },
            files: [],
        });
        expect(readDraft(localStorage, { ...mine, person: 'u2' }, t0)).toBeUndefined();
        expect(readDraft(localStorage, { ...mine, id: 'e2' }, t0)).toBeUndefined();
        expect(readDraft(localStorage, { person: 'u1', route: 'event' }, t0)).toBeUndefined();
    });

    it('keys cannot be forged by dots in a route or an id', () => {
        expect(draftKey({ person: 'a.b', route: 'c' })).not.toBe(draftKey({ person: 'a', route: 'b.c' }));
    });

    it(`expires after ${DRAFT_DAYS} days, and drops expired drafts of anyone`, () => {
        saveDraft(localStorage, mine, { a: 1 }, 1, t0);
        saveDraft(localStorage, { ...mine, person: 'u2' }, { a: 2 }, 1, t0 + 2 * DAY);
        localStorage.setItem('console.columns.u1.event', 'kept');
        expect(readDraft(localStorage, mine, t0 + DRAFT_DAYS * DAY)).toBeDefined();
        expect(readDraft(localStorage, mine, t0 + DRAFT_DAYS * DAY + 1)).toBeUndefined();
        expect(localStorage.getItem(draftKey(mine))).toBeNull();
        saveDraft(localStorage, mine, { a: 1 }, 1, t0);
        dropExpiredDrafts(localStorage, t0 + (DRAFT_DAYS + 1) * DAY);
        expect(localStorage.getItem(draftKey(mine))).toBeNull();
        expect(readDraft(localStorage, { ...mine, person: 'u2' }, t0 + (DRAFT_DAYS + 1) * DAY)).toBeDefined();
        expect(localStorage.getItem('console.columns.u1.event')).toBe('kept');
    });

    it('names a chosen file and does not keep it', () => {
        const file = new File(['x'], 'notes.pdf');
        saveDraft(localStorage, mine, { title: 't', file: { rawFile: file, title: 'notes.pdf' } }, 0, t0);
        expect(readDraft(localStorage, mine, t0)).toMatchObject({ values: { title: 't' }, files: ['notes.pdf'] });
    });

    it('clears, and reads a broken entry as none', () => {
        saveDraft(localStorage, mine, { a: 1 }, 0, t0);
        clearDraft(localStorage, mine);
        expect(readDraft(localStorage, mine, t0)).toBeUndefined();
        localStorage.setItem(draftKey(mine), '{not json');
        expect(readDraft(localStorage, mine, t0)).toBeUndefined();
    });
});
