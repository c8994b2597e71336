import type { Page, Request } from '@playwright/test';
import { choosePreset, settle, violations } from './support/axe';
import { weakIcons } from './support/contrast';
import { expect, test } from './support/fixtures';

/*
 * Issue 27: every page, in every preset and on a phone. A preset lives in memory, so each sweep signs in once,
 * picks it, then moves between pages in the app (a reload would bring the defaults back), with axe and the
 * icon contrast measured on each page. The pages are split in five parts (each well inside the test's time on a
 * loaded machine), each part swept in one browser page.
 */

/** A coach folder without sub folders in the fixtures (its sub folder list is empty). */
const EMPTY_FOLDER = '69ec7b88eec58060c60578f8';
const SWEEPS: Record<string, string[]> = {
    'first lists and a form': [
        '/dashboard',
        '/general/subscription',
        '/general/subscription-header',
        '/general/subscription-history',
        '/general/coupon-code',
        '/students',
        '/user',
        '/event',
        '/event/create',
    ],
    'libraries and folders': [
        '/subject',
        '/coach-resource-center',
        '/student-resource-center',
        '/tbp-resource-center',
        '/category',
        '/student-category',
        '/tbp-category',
        `/sub-category/${EMPTY_FOLDER}`,
    ],
    'other lists and pages': [
        '/tasktype',
        '/exam-planner',
        '/tag',
        '/noticeboard',
        '/grade',
        '/note',
        '/activity',
        '/general/profile',
        '/resetpassword',
        '/no-such-screen',
    ],
    demos: ['/calendar', '/scrumboard', '/scrumboard/board/1', '/file-manager', '/chat', '/contacts', '/todo'],
    'public pages': [
        '/pricing/style1',
        '/pricing/style2',
        '/error400',
        '/error500',
        '/register',
        '/forgotPassword',
        '/admin/resetpassword/0',
    ],
};

/** Moves in the app, as a link would: the router follows the history, the settings in memory stay. */
const goInApp = async (page: Page, path: string) => {
    await page.evaluate(to => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(path);
};

/** The API requests under way: a page is measured once its data is in. */
const trackRequests = (page: Page) => {
    const open = new Set<Request>();
    page.on('request', request => open.add(request));
    page.on('requestfinished', request => open.delete(request));
    page.on('requestfailed', request => open.delete(request));
    return () => open.size;
};

/** A page is ready to measure: its heading shown, no loader, no request under way, a dialog opened to its end. */
const ready = async (page: Page, path: string, requests: () => number) => {
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0);
    await expect.poll(requests).toBe(0);
    if (path.endsWith('/create')) await settle(page);
};

/** Signs in, picks the preset, then measures each page: every finding of the sweep, page by page. */
const sweep = async (page: Page, preset: string, paths: string[]) => {
    const requests = trackRequests(page);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    if (preset !== 'Default') {
        await choosePreset(page, preset);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Layout settings' })).toHaveCount(0);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expect(page.getByRole('tooltip')).toHaveCount(0);
    }
    // The pointer away from every control: a tooltip opening under it mid-sweep is no finding.
    await page.mouse.move(0, page.viewportSize()!.height - 1);
    const findings: string[] = [];
    for (const path of paths) {
        await goInApp(page, path);
        await ready(page, path, requests);
        findings.push(...(await violations(page)).map(found => `${path} ${found}`));
        findings.push(...(await weakIcons(page)).map(found => `${path} ${found}`));
    }
    return findings;
};

/**
 * The presets swept page by page. Dark changes every page's colours, so all of it is swept; Light and Sky change
 * the bars and the background, Horizontal Layout the menu: a sample of each kind of page is enough for them. The
 * Default colours are swept at 375 px below. Each sweep is its own test (about a minute each on two cores).
 */
const SAMPLE = 'pages of every kind';
SWEEPS[SAMPLE] = [
    '/dashboard',
    '/event',
    '/event/create',
    '/coach-resource-center',
    '/activity',
    '/general/profile',
    '/calendar',
    '/no-such-screen',
];
const PAGE_PARTS = Object.keys(SWEEPS).filter(part => part !== SAMPLE);
const PRESET_SWEEPS: Array<[string, string[]]> = [
    ['Horizontal Layout', [SAMPLE]],
    ['Light', [SAMPLE]],
    ['Sky', [SAMPLE]],
    ['Dark', PAGE_PARTS],
];

test.describe('every page in each preset', () => {
    test.describe.configure({ mode: 'parallel' });
    for (const [preset, parts] of PRESET_SWEEPS) {
        for (const part of parts) {
            test(`${preset} preset: the ${part} have no accessibility violations and AA contrast (icons 3:1)`, async ({
                signedIn: page,
            }) => {
                // Up to ten axe passes on a shared two-core machine.
                test.slow();
                expect(await sweep(page, preset, SWEEPS[part])).toEqual([]);
            });
        }
    }
});

test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test.describe.configure({ mode: 'parallel' });

    for (const part of PAGE_PARTS) {
        const paths = SWEEPS[part];
        test(`the ${part} have no accessibility violations and AA contrast (icons 3:1)`, async ({ signedIn: page }) => {
            test.slow();
            expect(await sweep(page, 'Default', paths)).toEqual([]);
        });
    }

    test('the Export button of an empty list keeps its name while it is an icon', async ({ signedIn: page }) => {
        await page.goto(`/sub-category/${EMPTY_FOLDER}`);
        await expect(page.getByText('No data found.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Export' })).not.toContainText('Export');
    });
});
