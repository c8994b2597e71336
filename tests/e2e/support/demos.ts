import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing on the page is wider than the viewport (no sideways scrolling of the page itself). */
export async function expectNoWiderThanViewport(page: Page): Promise<void> {
    await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
}

const centre = async (target: Locator | { x: number; y: number }) => {
    if (!('boundingBox' in target)) return target;
    const box = await target.boundingBox();
    if (!box) throw new Error('the drag end is not on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/**
 * A mouse drag in small steps: drag libraries wait for the pointer to pass a
 * threshold before a drag starts, which a single jump (or `dragTo`) skips.
 */
export async function mouseDrag(
    page: Page,
    from: Locator | { x: number; y: number },
    to: Locator | { x: number; y: number },
): Promise<void> {
    const start = await centre(from);
    const end = await centre(to);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 6, start.y + 6, { steps: 3 });
    await page.mouse.move(end.x, end.y, { steps: 15 });
    await page.mouse.move(end.x, end.y + 1);
    await page.mouse.up();
}
