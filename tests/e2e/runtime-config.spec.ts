import { spawn, type ChildProcess } from 'node:child_process';
import { request } from '@playwright/test';
import { API_PORT, CONSOLE_URL, expect, makeApi, signIn, test } from './support/fixtures';

/**
 * One build, any API: the console reads its API's address from config.json beside index.html at start
 * (src/config.ts). Here the same build is pointed at a second fake API of its own, with data the run's API lacks.
 */
const OTHER_PORT = API_PORT + 50;
const OTHER_URL = `http://localhost:${OTHER_PORT}`;
let other: ChildProcess | undefined;

test.beforeAll(async () => {
    other = spawn('node_modules/.bin/tsx', ['server/main.ts', '--fresh'], {
        env: {
            ...process.env,
            PORT: String(OTHER_PORT),
            API_DB: `.test-output/e2e-db-${OTHER_PORT}.json`,
            CONSOLE_URL,
        },
        stdio: 'ignore',
    });
    const answers = () =>
        fetch(`${OTHER_URL}/`).then(
            response => response.status,
            () => 0,
        );
    await expect.poll(answers, { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(200);
});

test.afterAll(() => {
    other?.kill();
});

test('the same build signs in to and lists from the API its config.json names', async ({ page, api }) => {
    const name = `Only on the second API ${Date.now()}`;
    const http = await request.newContext({ baseURL: OTHER_URL });
    const second = makeApi(http);
    await second.login();
    await second.post('/event/add', { event_name: name, event_color: '#ef9a9a' });
    await http.dispose();

    await page.route('**/config.json', route => route.fulfill({ json: { apiUrl: OTHER_URL } }));
    const toSecond = page.waitForRequest(req => req.url().startsWith(`${OTHER_URL}/api/v1/superadminlogin`));
    await signIn(page);
    await toSecond;
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Events' }).click();
    await expect(page.getByRole('cell', { name })).toBeVisible();

    // The run's own API never had it: the rows came from the second one.
    await api.login();
    const events = await api.post<{ docs: Array<{ event_name: string }> }>('/event/alldetails', {
        page: 1,
        limit: 10,
        search: name,
    });
    expect(events.data.docs).toEqual([]);
});

test('a config.json that is not valid is said on the browser console, and the built address is used', async ({
    page,
}) => {
    // This run's build names no API (its own config.json does): the address built in is the fake API's default.
    const BUILT = 'http://localhost:3001';
    await page.route(`${BUILT}/**`, route => route.abort());
    await page.route('**/config.json', route => route.fulfill({ body: '{"apiUrl": "ftp://nowhere"}' }));
    const said = page.waitForEvent('console', message => message.text().includes('config.json: apiUrl must be'));
    await page.goto('/login');
    await said;
    const toBuilt = page.waitForRequest(req => req.url().startsWith(`${BUILT}/api/v1/superadminlogin`));
    await page.getByLabel('Email').fill('superadmin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Password@123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toBuilt;
});
