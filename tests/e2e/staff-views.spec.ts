import type { Page } from '@playwright/test';
import { API_URL, expect, signIn, test } from './support/fixtures';
import { enabledCoach, rowOf } from './support/people';

const STAFF_PASSWORD = 'Password@123';

/** The Content editor's refused screens, by menu label and address. */
const REFUSED_TO_CONTENT = [
    { label: 'Coupon Code', path: '/general/coupon-code' },
    { label: 'Subscription', path: '/general/subscription' },
    { label: 'Subscription History', path: '/subscription-history' },
    { label: 'Insights', path: '/insights' },
    { label: 'Staff', path: '/staff' },
    { label: 'Roles', path: '/roles' },
    { label: 'General Settings', path: undefined },
];

interface Seen {
    labels: string[];
    links: string[];
}

/**
 * Records every menu entry ever put in the page, from the first script on: the text of each menu item and the
 * address of each link, as they are added (a label drawn for one frame and taken away is still recorded).
 */
const recordMenus = (page: Page) =>
    page.addInitScript(() => {
        const seen: Seen = { labels: [], links: [] };
        (window as unknown as { seenMenus: Seen }).seenMenus = seen;
        const note = (element: Element) => {
            const items = [element, ...element.querySelectorAll('*')];
            for (const item of items) {
                if (item.getAttribute('role') === 'menuitem') seen.labels.push((item.textContent ?? '').trim());
                const href = item.getAttribute('href');
                if (item.tagName === 'A' && href) seen.links.push(new URL(href, location.href).pathname);
            }
        };
        new MutationObserver(records => {
            for (const record of records) {
                for (const node of record.addedNodes) if (node instanceof Element) note(node);
                if (record.type === 'characterData' || record.type === 'attributes')
                    if (record.target instanceof Element) note(record.target);
            }
        }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['href', 'role'] });
    });

const seenMenus = (page: Page) => page.evaluate(() => (window as unknown as { seenMenus: Seen }).seenMenus);

/** The session's permissions come late, as on a slow line: nothing refused may show meanwhile. */
const slowPermissions = (page: Page) =>
    page.route(`${API_URL}/me/permissions`, async route => {
        await new Promise(resolve => setTimeout(resolve, 1200));
        await route.continue();
    });

test.describe('What a staff member is shown', () => {
    test('the content editor never has a refused screen in the menu, not even before the permissions come', async ({
        page,
    }) => {
        await recordMenus(page);
        await slowPermissions(page);
        await signIn(page, 'content@example.com', STAFF_PASSWORD);
        const sidebar = page.getByLabel('Main menu');
        await expect(sidebar.getByRole('menuitem', { name: 'Events' })).toBeVisible();
        // A reload opens the console on a list, with the session stored: the menu is drawn from the boot's answer.
        await page.goto('/event');
        await expect(sidebar.getByRole('menuitem', { name: 'Tags' })).toBeVisible();
        await page.goto('/dashboard');
        await expect(page.getByRole('link', { name: 'Coach Admin' })).toBeVisible();

        const { labels, links } = await seenMenus(page);
        expect(labels).toContain('Events');
        for (const { label, path } of REFUSED_TO_CONTENT) {
            expect(labels, `the menu showed ${label}`).not.toContain(label);
            if (path) expect(links, `a link to ${path} was drawn`).not.toContain(path);
        }
    });

    test("the super-admin logs in as a staff member: her role's menu, the banner, and back to Staff", async ({
        signedIn: page,
    }) => {
        await page.goto('/staff');
        const row = rowOf(page, 'content@example.com');
        await row.getByRole('button', { name: 'Log in as' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        const banner = page.getByRole('status').filter({ hasText: 'Signed in as' });
        await expect(banner).toHaveText(/Signed in as Cora Content/);

        // Her role's menu, not a coach's: the catalogue's lists she may list, none she may not.
        const sidebar = page.getByLabel('Main menu');
        await expect(sidebar.getByRole('menuitem', { name: 'Events' })).toBeVisible();
        await expect(sidebar.getByRole('menuitem', { name: 'Coach', exact: true })).toBeVisible();
        await expect(sidebar.getByRole('menuitem', { name: 'General Settings' })).toHaveCount(0);
        await expect(sidebar.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
        // Her screens open as her role sees them: the students without their personal columns, no Add.
        await page.goto('/students');
        await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: /email|phone/i })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Add Student' })).toHaveCount(0);
        // A refused address names her role.
        await page.goto('/general/coupon-code');
        await expect(page.getByText('Content editor may not list coupon codes')).toBeVisible();

        await banner.getByRole('button', { name: 'Back to super admin' }).click();
        await expect(page).toHaveURL(/\/staff$/);
        await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toHaveCount(0);
        await expect(rowOf(page, 'content@example.com')).toBeVisible();
        await expect(sidebar.getByRole('menuitem', { name: 'General Settings' })).toBeVisible();
    });

    test('the content editor is offered no form it may not save, and keeps its saved views in this browser', async ({
        page,
        api,
    }) => {
        const coach = await enabledCoach(api);
        const refused: string[] = [];
        page.on('response', answer => {
            if (answer.status() === 403) refused.push(answer.url());
        });
        await signIn(page, 'content@example.com', STAFF_PASSWORD);
        await page.goto('/user');
        const row = page
            .getByRole('row')
            .filter({ hasText: /\d{2}\/\d{2}\/\d{4}/ })
            .first();
        await expect(row.getByRole('button', { name: 'View', exact: true })).toBeVisible();
        // The profile page is an edit form: a role that may only open coaches is not offered it.
        await expect(page.locator('table').getByRole('button', { name: 'Profile', exact: true })).toHaveCount(0);
        await page.getByRole('button', { name: 'Views', exact: true }).click();
        await expect(page.getByText('Saved views are kept on this browser only')).toBeVisible();
        // Its address says the role may not edit coaches, rather than a form whose Save is refused.
        await page.goto(`/edit-profile/${coach._id}`);
        await expect(page.getByText('Content editor may not edit coaches')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
        expect(refused).toEqual([]);
    });

    test('a refused address is said in the chosen language', async ({ page }) => {
        await signIn(page, 'content@example.com', STAFF_PASSWORD);
        // French, as the drawer would keep it in this browser.
        await page.evaluate(() => localStorage.setItem('console.locale', 'fr'));
        await page.goto('/general/coupon-code');
        await expect(page.getByText('Content editor ne peut pas afficher la liste des codes promo')).toBeVisible();
        await page.goto('/staff');
        await expect(
            page.getByText('Content editor ne peut pas afficher la liste des membres du personnel'),
        ).toBeVisible();
        // Roles are granted to no role: the whole screen is refused.
        await page.goto('/roles');
        await expect(page.getByText('Content editor ne peut pas ouvrir cet écran')).toBeVisible();
    });
});
