import { describe, expect, it } from 'vitest';
import { pageItems } from '../../src/schema/pageItems';

const numbers = (items: ReturnType<typeof pageItems>) => items.filter(i => typeof i === 'number');

describe('pageItems', () => {
    it('shows every page up to six', () => {
        expect(pageItems(1, 1)).toEqual([1]);
        expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(pageItems(1, 0)).toEqual([]);
    });

    it('uses an ellipsis beyond six pages', () => {
        expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 7]);
        expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
        expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    });

    it('never shows more than six numbers and always the current page', () => {
        for (let total = 1; total <= 40; total++) {
            for (let page = 1; page <= total; page++) {
                const items = pageItems(page, total);
                expect(numbers(items).length).toBeLessThanOrEqual(6);
                expect(items).toContain(page);
                expect(items).toContain(total);
            }
        }
    });
});
