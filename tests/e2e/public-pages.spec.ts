import { expect, signIn, test } from './support/fixtures';
import type { Page } from '@playwright/test';

const NOT_FOUND = 'Sorry but we could not find the page you are looking for';

async function expectErrorPage(page: Page, code: string, text: string) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(code);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
}

test.describe('error pages', () => {
    test('/error400 shows the 404 page and Go Home leads home', async ({ page }) => {
        await page.goto('/error400');
        await expectErrorPage(page, '404', NOT_FOUND);
        await page.getByRole('link', { name: 'Go Home' }).click();
        // Home without a session is the sign-in page.
        await expect(page).toHaveURL(/\/login$/);
    });

    test('/error500 shows the 500 page', async ({ page }) => {
        await page.goto('/error500');
        await expectErrorPage(page, '500', 'Whoops! Internal Server Error');
    });

    test('an unknown URL shows the 404 page inside the console', async ({ session: page }) => {
        await page.goto('/no-such-page');
        await expectErrorPage(page, '404', NOT_FOUND);
        await expect(page.getByText('Hi, Super', { exact: true })).toBeVisible();
        await page.getByRole('link', { name: 'Go Home' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('an unknown URL without a session goes to /login', async ({ page }) => {
        await page.goto('/no-such-page');
        await expect(page).toHaveURL(/\/login$/);
    });
});

const PLANS = {
    Basic: [
        '$4.9',
        'Single usage',
        '1 vCPU',
        '1TB transfer',
        '10GB disk',
        '10 projects',
        '10 boards',
        '24/7 support',
        '7 day free trial',
    ],
    Standard: [
        '$12.5',
        '10 users',
        '2 vCPU',
        '2TB transfer',
        '30GB disk',
        '30 projects',
        '40 boards',
        '24/7 support',
        '$5 credit for new accounts',
    ],
    Premium: [
        '$29.5',
        'Unlimited users',
        '4 vCPU',
        '4TB transfer',
        '128GB disk',
        'Unlimited projects',
        'Unlimited boards',
        '24/7 support',
        'Backup plus cloud storage',
    ],
};

for (const style of ['style1', 'style2']) {
    test(`/pricing/${style} shows the plans, the FAQ and a Home button`, async ({ page }) => {
        await page.goto(`/pricing/${style}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Get You Signed Up.");
        await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

        for (const [name, figures] of Object.entries(PLANS)) {
            const card = page.getByRole('region', { name });
            await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
            for (const figure of figures) await expect(card.getByText(figure, { exact: true })).toBeVisible();
            await expect(card.getByText('per month per user', { exact: true })).toBeVisible();
        }

        const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
        await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(4);
        const answers = faq.getByRole('article').locator('p');
        await expect(answers).toHaveCount(4);
        const texts = await answers.allInnerTexts();
        expect(new Set(texts).size).toBe(1);
    });
}

test('the two pricing styles differ in the card titles only', async ({ page }) => {
    const titleBackground = async (style: string) => {
        await page.goto(`/pricing/${style}`);
        const title = page.getByRole('region', { name: 'Basic' }).getByRole('heading', { level: 2 });
        return title.evaluate(element => getComputedStyle(element.parentElement as Element).backgroundColor);
    };
    expect(await titleBackground('style1')).toBe('rgba(0, 0, 0, 0)');
    expect(await titleBackground('style2')).not.toBe('rgba(0, 0, 0, 0)');
});

test('the Home button of the pricing page leads home', async ({ page }) => {
    await page.goto('/pricing/style1');
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/login$/);
});

test.describe('register demo', () => {
    test('shows the validation messages', async ({ page }) => {
        await page.goto('/register');
        await page.getByRole('button', { name: 'Register' }).click();
        await expect(page.getByText('This field is required', { exact: true })).toHaveCount(4);

        await page.getByLabel('Email').fill('ada@');
        await page.getByLabel('Email').blur();
        await expect(page.getByText('Please Enter Valid Email', { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/register$/);
    });

    test('a valid form goes to /login without calling the API', async ({ page }) => {
        const apiCalls: string[] = [];
        page.on('request', request => {
            if (['fetch', 'xhr'].includes(request.resourceType())) apiCalls.push(request.url());
        });
        await page.goto('/register');
        await page.getByLabel('First Name').fill('Ada');
        await page.getByLabel('Last Name').fill('Lovelace');
        await page.getByLabel('Email').fill('ada@example.com');
        await page.getByLabel('Password', { exact: true }).fill('Secret@123');
        const before = apiCalls.length;
        await page.getByRole('button', { name: 'Register' }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
        expect(apiCalls.slice(before)).toEqual([]);
    });
});

test('a public page opened with a stored session asks its API for nothing ahead', async ({ session: page }) => {
    // A console page keeps the requests its next load asks for ahead (the capabilities, the list).
    await page.goto('/event');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    const apiCalls: string[] = [];
    // Only the public page's own: the list's page may still open its live stream as it is left.
    let onPublicPage = false;
    page.on('framenavigated', frame => {
        if (frame === page.mainFrame()) onPublicPage = new URL(frame.url()).pathname === '/register';
    });
    page.on('request', request => {
        if (onPublicPage && ['fetch', 'xhr'].includes(request.resourceType()))
            apiCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(apiCalls).toEqual([]);
});

test.describe('lock screen', () => {
    test('unlocks with email and password and goes to the dashboard', async ({ page }) => {
        await page.goto('/lockscreen');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Screen Locked');
        await page.getByLabel('Email').fill('superadmin@example.com');
        await page.getByLabel('Password', { exact: true }).fill('Password@123');
        await page.getByRole('button', { name: 'Unlock' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByText('Hi, Super', { exact: true })).toBeVisible();
    });

    test('names the signed-in admin, and "Not you? Sign in" ends the session', async ({ page }) => {
        await signIn(page);
        await page.goto('/lockscreen');
        await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
        const notYou = page.getByRole('link', { name: 'Not you? Sign in' });
        await expect(notYou).toHaveAttribute('href', '/login');
        await notYou.click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    });

    test('asks for the email and password before unlocking', async ({ page }) => {
        await page.goto('/lockscreen');
        await page.getByRole('button', { name: 'Unlock' }).click();
        await expect(page.getByText('Please Enter Email', { exact: true })).toBeVisible();
        await expect(page.getByText('Please Enter Password', { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/lockscreen$/);
    });
});
