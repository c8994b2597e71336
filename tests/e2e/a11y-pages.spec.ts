import { settle, violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { goInApp, rows } from './support/screens';

// Page by page: public pages, forms and dialogs. The demos are in a11y-demos.spec.ts, the settings drawer and the Dark
// preset in a11y-presets.spec.ts, the keyboard in a11y-keyboard.spec.ts; every page in every preset and on a phone
// is swept in a11y-sweeps.spec.ts.

// An axe pass on a big page takes seconds on two shared cores, and longer when the machine is busy: room for it.
test.describe.configure({ timeout: 150_000 });

for (const route of ['/login', '/forgotPassword', '/register', '/pricing/style1', '/error500']) {
    test(`${route} has no automatically detectable accessibility violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading').first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
    });
}

for (const route of ['/dashboard', '/general/profile', '/resetpassword']) {
    test(`${route} has no automatically detectable accessibility violations`, async ({ session: page }) => {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        // Loaders (indeterminate) gone; the dashboard's completion bars carry a value and stay.
        await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await violations(page)).toEqual([]);
    });
}

const lists = [
    'event',
    'grade',
    'note',
    'subject',
    'tag',
    'noticeboard',
    'general/subscription',
    'general/subscription-header',
    'general/coupon-code',
    'tasktype',
    'exam-planner',
    'user',
    'students',
    'coach-resource-center',
    'tbp-resource-center',
    'category',
];
for (const route of lists) {
    // The list pages themselves are swept at 375 px and in the Dark preset (a11y-sweeps.spec.ts); here, their forms.
    test(`the /${route} form has no detectable accessibility violations`, async ({ session: page }) => {
        await page.goto(`/${route}`);
        // Every list but the subscription headers' has an Add button; wait for it rather than count it once (the
        // first rows are painted before the console and its buttons are up).
        const open =
            route === 'general/subscription-header'
                ? rows(page).first().getByRole('button', { name: 'Edit' })
                : page.getByRole('button', { name: /^Add/ });
        await open.first().click();
        await settle(page);
        expect(await violations(page)).toEqual([]);
    });
}

for (const route of ['general/subscription-history', 'activity']) {
    test(`the read-only /${route} list has no detectable accessibility violations`, async ({ session: page }) => {
        await page.goto(`/${route}`);
        await expect(rows(page).first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
    });
}

test('each list search box is named for what it searches, not by its placeholder', async ({ signedIn: page }) => {
    const boxes = [
        ['/grade', 'Search grades'],
        ['/note', 'Search notes'],
        ['/event', 'Search events'],
        ['/user', 'Search coaches'],
        // Lists whose search sits beside other filters (react-admin's filter form).
        ['/coach-resource-center', 'Search library resources'],
        ['/activity', 'Search activity log'],
    ];
    for (const [path, name] of boxes) {
        await goInApp(page, path);
        await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    await goInApp(page, '/event');
    await expect(page.getByRole('search', { name: 'Search events' })).toBeVisible();
});

test('the command palette has no detectable accessibility violations', async ({ signedIn: page }) => {
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Search screens, actions and records' })).toBeFocused();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await violations(page)).toEqual([]);
});
