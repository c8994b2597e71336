export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** The pager shows at most this many page numbers. */
const MAX_PAGE_NUMBERS = 6;

/**
 * Page numbers to show for `page` of `total` pages: all of them up to six,
 * otherwise the first and last pages, the current one and its neighbours,
 * with an ellipsis for each gap, never more than six numbers.
 */
export const pageItems = (page: number, total: number): PageItem[] => {
    if (total <= 0) return [];
    if (total <= MAX_PAGE_NUMBERS) return Array.from({ length: total }, (_, i) => i + 1);
    const current = Math.min(Math.max(page, 1), total);
    // Near an edge the window holds the first (or last) five pages.
    if (current <= 4) return [1, 2, 3, 4, 5, 'end-ellipsis', total];
    if (current >= total - 3) return [1, 'start-ellipsis', total - 4, total - 3, total - 2, total - 1, total];
    return [1, 'start-ellipsis', current - 1, current, current + 1, 'end-ellipsis', total];
};
