import {
    test as base,
    expect,
    request as playwrightRequest,
    type APIRequestContext,
    type Page,
} from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API_URL } from './env';

export { expect };
export * from './env';

/** Every answer of the fake API has this envelope. */
interface ApiAnswer<T = unknown> {
    success: boolean;
    message: string;
    data: T;
}

export interface Api {
    /** Signs in as the fixture super-admin (or the given user) and remembers the token for later calls. */
    login(email?: string, password?: string): Promise<string>;
    get<T = unknown>(path: string): Promise<ApiAnswer<T>>;
    post<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
    /** Restores the seed data (POST /__reset). */
    reset(): Promise<void>;
    readonly token: string | undefined;
}

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<ApiAnswer<T>> {
    const text = await response.text();
    try {
        return JSON.parse(text) as ApiAnswer<T>;
    } catch {
        throw new Error(`${response.url()} answered ${response.status()} with non-JSON: ${text.slice(0, 200)}`);
    }
}

export function makeApi(http: APIRequestContext): Api {
    let token: string | undefined;
    const headers = () => (token ? { Authorization: `Bearer ${token}` } : undefined);
    return {
        get token() {
            return token;
        },
        async login(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
            const res = await answer<{ accessToken?: string; token?: string }>(
                await http.post('/api/v1/superadminlogin', { data: { email, password } }),
            );
            const received = res.data?.accessToken ?? res.data?.token;
            if (!res.success || !received) throw new Error(`Login as ${email} failed: ${res.message}`);
            token = received;
            return received;
        },
        async get(path) {
            return answer(await http.get(path, { headers: headers() }));
        },
        async post(path, body) {
            return answer(await http.post(path, { data: body, headers: headers() }));
        },
        async reset() {
            const res = await http.post('/__reset');
            if (!res.ok()) throw new Error(`POST /__reset answered ${res.status()}`);
        },
    };
}

/** Fills the sign-in form at /login and waits to leave it. */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(url => !url.pathname.startsWith('/login'));
    // The console loads after sign-in: wait for its top bar, not just the URL.
    await expect(page.getByRole('banner')).toBeVisible();
}

/**
 * Starts the page with the super-admin's session already stored, as a reload after signing in would find it: the
 * token comes from the API's login and is put where the console keeps it before the page's first script runs. Only
 * a page's first document is seeded (a flag in its sessionStorage), so signing out or in as someone else later in
 * the test holds. The sign-in form itself is tested by auth.spec.ts through `signIn`.
 */
async function seedSession(page: Page): Promise<void> {
    const http = await playwrightRequest.newContext({ baseURL: API_URL });
    const token = await makeApi(http).login();
    await http.dispose();
    await page.addInitScript(stored => {
        if (sessionStorage.getItem('e2e.seeded')) return;
        sessionStorage.setItem('e2e.seeded', 'true');
        localStorage.setItem('isLogin', 'true');
        localStorage.setItem('accessToken', stored);
        localStorage.setItem('token', stored);
        document.cookie = `token=${encodeURIComponent(stored)}; path=/; SameSite=Lax`;
    }, token);
}

export const test = base.extend<{ api: Api; signedIn: Page; session: Page }>({
    api: async ({}, use) => {
        const http = await playwrightRequest.newContext({ baseURL: API_URL });
        await use(makeApi(http));
        await http.dispose();
    },
    /** Signed in as the super-admin, on the dashboard. */
    signedIn: async ({ page }, use) => {
        await seedSession(page);
        await page.goto('/dashboard');
        await expect(page.getByRole('banner')).toBeVisible();
        await use(page);
    },
    /** Signed in as the super-admin, on no page yet: for a test whose first step opens its own. */
    session: async ({ page }, use) => {
        await seedSession(page);
        await use(page);
    },
});
