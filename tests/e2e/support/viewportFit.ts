import { expect, type Page } from '@playwright/test';

/**
 * Elements that stick out past the right edge of the viewport, other than
 * those inside a scrolling or clipping box (which is checked itself).
 */
const overflowing = (page: Page) =>
    page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const clipped = (element: Element) => {
            for (let parent = element.parentElement; parent; parent = parent.parentElement) {
                if (/auto|scroll|hidden|clip/.test(getComputedStyle(parent).overflowX)) return true;
            }
            return false;
        };
        const wide = [...document.body.querySelectorAll('*')].filter(element => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.right > width + 1 && !clipped(element);
        });
        return [
            ...(document.documentElement.scrollWidth > width
                ? [`page scrolls to ${document.documentElement.scrollWidth}px`]
                : []),
            ...wide.slice(0, 5).map(element => `${element.tagName.toLowerCase()}.${element.className}`),
        ];
    });

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function expectFitsViewport(page: Page): Promise<void> {
    await expect.poll(() => overflowing(page)).toEqual([]);
}

/**
 * Reloads the page at a phone's width: react-admin picks its sidebar mode on
 * load, and a desktop sidebar shrunk to a phone stays open over the page.
 */
export async function onPhone(page: Page, width: number): Promise<void> {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}
