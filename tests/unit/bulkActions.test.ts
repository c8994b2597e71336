import { describe, expect, it } from 'vitest';
import { coachLibraryResource } from '../../src/resources/library/schema';
import { noteResource } from '../../src/resources/note/schema';
import { noticeResource } from '../../src/resources/notice/schema';
import { subjectResource } from '../../src/resources/subject/schema';
import { subscriptionHistoryResource } from '../../src/resources/subscriptionHistory/schema';
import { tagResource } from '../../src/resources/tag/schema';
import {
    bulkActionsOf,
    hasBulkActions,
    runFewAtATime,
    SELECT_ALL_MAX,
    selectAllOffer,
    summarise,
    whyNotSelectable,
} from '../../src/schema/bulk';

describe('bulk actions', () => {
    it('offers delete where the declaration deletes, and its status switch (never a favourite star)', () => {
        expect(bulkActionsOf(noteResource)).toEqual({ delete: true, status: 'note_status' });
        expect(bulkActionsOf(subjectResource)).toEqual({ delete: true, status: 'subject_status' });
        expect(bulkActionsOf(tagResource)).toEqual({ delete: true });
        expect(bulkActionsOf(noticeResource).delete).toBe(false);
        expect(hasBulkActions(bulkActionsOf(subscriptionHistoryResource))).toBe(false);
    });

    it('keeps protected rows and other creators’ rows out of the selection, saying why', () => {
        expect(whyNotSelectable(tagResource, { id: 1, task_id: 1 }, 'admin')).toBe('Built in: cannot be changed');
        expect(whyNotSelectable(tagResource, { id: 2, task_id: 0 }, 'admin')).toBeUndefined();
        const ownerKey = coachLibraryResource.access!.ownerKey!;
        const others = 'Only the creator can change this';
        expect(whyNotSelectable(coachLibraryResource, { id: 3, [ownerKey]: 'admin' }, 'admin')).toBeUndefined();
        expect(whyNotSelectable(coachLibraryResource, { id: 4, [ownerKey]: 'coach-9' }, 'admin')).toBe(others);
        expect(whyNotSelectable(coachLibraryResource, { id: 4, [ownerKey]: 'admin' }, undefined)).toBe(others);
    });

    it('runs a few calls at a time and tells each row’s outcome in order', async () => {
        let running = 0;
        let most = 0;
        const outcomes = await runFewAtATime(
            [1, 2, 3, 4, 5, 6, 7],
            async n => {
                running++;
                most = Math.max(most, running);
                await new Promise(resolve => setTimeout(resolve, 5 * (8 - n)));
                running--;
                if (n % 3 === 0) throw new Error(n === 3 ? 'In use' : 'Not found');
            },
            3,
        );
        expect(most).toBe(3);
        expect(outcomes.map(o => o.item)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        const summary = summarise(outcomes);
        expect(summary).toEqual({ done: 5, refused: [3, 6], reasons: ['In use', 'Not found'] });
        expect(summarise(await runFewAtATime([1, 2], async () => Promise.reject(new Error('Same'))))).toEqual({
            done: 0,
            refused: [1, 2],
            reasons: ['Same'],
        });
    });

    it('offers every row of the list once exactly the page is picked, the first ones of a long list', () => {
        const page = { total: 64, shown: 10, selectable: 10, selected: 10, pagePicked: true };
        expect(selectAllOffer(page)).toEqual({ text: 'Select all %{count}', count: 64 });
        expect(selectAllOffer({ ...page, total: 1000 })).toEqual({
            text: 'Select the first %{count}',
            count: SELECT_ALL_MAX,
        });
        // Protected rows on the page do not hide it: the page's pickable rows are all picked.
        expect(selectAllOffer({ ...page, selectable: 8, selected: 8 })).toBeDefined();
        expect(selectAllOffer({ ...page, pagePicked: false, selected: 9 })).toBeUndefined();
        // Done already (more than the page), or nothing beyond the page.
        expect(selectAllOffer({ ...page, selected: 64 })).toBeUndefined();
        expect(selectAllOffer({ ...page, total: 10 })).toBeUndefined();
        expect(selectAllOffer({ ...page, selectable: 0, selected: 0 })).toBeUndefined();
    });
});
