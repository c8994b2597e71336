import type { Page } from '@playwright/test';
import { API_URL } from './support/env';
import { type Api, expect, test } from './support/fixtures';
import { uniqueName } from './support/screens';

/*
 * Nothing moves while a list loads, at a phone's width and a laptop's (CLS 0.01 or less): the phone layout is
 * decided before the first paint, and the rows' place is kept while they are on their way. The list's answer and
 * the phone list's code come late, as on a slow line, so the frames before the rows are painted.
 */

interface Shifts {
    /** Layout shift summed, shifts after input left out. */
    total: number;
    /** The elements that moved (tag names): the footer and the search form must not. */
    moved: string[];
}

const watchShifts = (page: Page) =>
    page.addInitScript(() => {
        const shifts: Shifts = { total: 0, moved: [] };
        (window as unknown as { shifts: Shifts }).shifts = shifts;
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        new PerformanceObserver(list => {
            for (const entry of list.getEntries() as Shift[]) {
                if (entry.hadRecentInput) continue;
                shifts.total += entry.value;
                for (const source of entry.sources)
                    shifts.moved.push((source.node as Element | undefined)?.tagName ?? '?');
            }
        }).observe({ type: 'layout-shift', buffered: true });
    });

/** The shifts so far, read after the next frame (a shift is reported after the frame that made it). */
const shiftsNow = (page: Page) =>
    page.evaluate(
        () =>
            new Promise<Shifts>(resolve =>
                requestAnimationFrame(() =>
                    setTimeout(() => resolve((window as unknown as { shifts: Shifts }).shifts), 100),
                ),
            ),
    );

const late = (page: Page) =>
    Promise.all([
        page.route(/\/assets\/PhoneList-[^/]+\.js$/, async route => {
            await new Promise(resolve => setTimeout(resolve, 800));
            await route.continue();
        }),
        page.route(new RegExp(`^${API_URL}/(event/alldetails|tags)$`), async route => {
            await new Promise(resolve => setTimeout(resolve, 800));
            await route.continue();
        }),
    ]);

/** Ten events with no description, the newest first: no row has a second line of its own. */
const oneLineEvents = async (api: Api) => {
    await api.login();
    const prefix = uniqueName('One line');
    for (let i = 0; i < 10; i++) await api.post('/event/add', { event_name: `${prefix} ${i}`, event_color: '#ef9a9a' });
};

const LISTS = [
    { path: '/event', title: 'Events', seed: oneLineEvents },
    { path: '/tag', title: 'Tags', seed: async () => undefined },
];

for (const { name, viewport, rows } of [
    { name: 'a phone (412 px)', viewport: { width: 412, height: 915 }, rows: 'listitem' as const },
    { name: 'a laptop (1366 px)', viewport: { width: 1366, height: 800 }, rows: 'row' as const },
]) {
    test.describe(`On ${name}, nothing moves as a list loads`, () => {
        test.use({ viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });

        for (const list of LISTS) {
            test(`${list.path}: layout shift 0.01 or less; the search box and the footer never moved`, async ({
                session: page,
                api,
            }) => {
                await list.seed(api);
                await watchShifts(page);
                await late(page);
                await page.goto(list.path);
                const area = page.getByRole('region', { name: list.title });
                await expect(area.getByRole(rows).filter({ hasText: /\S/ }).nth(9)).toBeVisible();
                // What comes last: the pager and the list's tools after the rows.
                await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
                await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
                await expect.poll(async () => (await shiftsNow(page)).total).toBeLessThanOrEqual(0.01);
                const { moved } = await shiftsNow(page);
                expect(moved).not.toContain('FORM');
                expect(moved).not.toContain('FOOTER');
            });
        }
    });
}
