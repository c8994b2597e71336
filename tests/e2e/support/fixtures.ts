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

function makeApi(http: APIRequestContext): Api {
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

export const test = base.extend<{ api: Api; signedIn: Page }>({
    api: async ({}, use) => {
        const http = await playwrightRequest.newContext({ baseURL: API_URL });
        await use(makeApi(http));
        await http.dispose();
    },
    signedIn: async ({ page }, use) => {
        await signIn(page);
        await use(page);
    },
});
