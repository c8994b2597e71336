import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { request } from '@playwright/test';
import { contentSecurityPolicy } from '../../scripts/csp.js';
import { writeRuntimeConfig } from '../../scripts/runtimeConfig.js';
import {
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    API_PORT,
    API_URL,
    CONSOLE_PORT,
    expect,
    makeApi,
    test,
} from './support/fixtures';

/**
 * One build, any API: the console reads its API's address from config.json beside index.html at start
 * (src/config.ts). Here this run's build is deployed a second time, as a copy with its own config.json, beside a
 * second fake API with data the run's API lacks.
 */
const OTHER_PORT = API_PORT + 90;
const OTHER_URL = `http://localhost:${OTHER_PORT}`;
const COPY_PORT = CONSOLE_PORT + 90;
const COPY_URL = `http://localhost:${COPY_PORT}`;
const COPY_DIR = `.test-output/console-copy-${COPY_PORT}`;
const started: ChildProcess[] = [];

const answers = (url: string) => () =>
    fetch(url).then(
        response => response.status,
        () => 0,
    );

test.beforeAll(async () => {
    rmSync(COPY_DIR, { recursive: true, force: true });
    cpSync(`.test-output/console-${CONSOLE_PORT}`, COPY_DIR, { recursive: true });
    writeRuntimeConfig(COPY_DIR, OTHER_URL);
    const env = { ...process.env, PORT: String(OTHER_PORT), API_DB: `.test-output/e2e-db-${OTHER_PORT}.json` };
    started.push(
        spawn('node_modules/.bin/tsx', ['server/main.ts', '--fresh'], {
            env: { ...env, CONSOLE_URL: COPY_URL, API_PUBLIC_URL: OTHER_URL },
            stdio: 'ignore',
        }),
        spawn(
            'node_modules/.bin/vite',
            ['preview', '--port', String(COPY_PORT), '--strictPort', '--outDir', COPY_DIR],
            {
                stdio: 'ignore',
            },
        ),
    );
    const ready = { timeout: 60_000, intervals: [250, 500, 1000] };
    await expect.poll(answers(`${OTHER_URL}/`), ready).toBe(200);
    await expect.poll(answers(`${COPY_URL}/login`), ready).toBe(200);
});

test.afterAll(() => {
    started.forEach(child => child.kill());
});

test('the same build, given another config.json, signs in to and lists from that API', async ({ page, api }) => {
    const name = `Only on the second API ${Date.now()}`;
    const http = await request.newContext({ baseURL: OTHER_URL });
    const second = makeApi(http);
    await second.login();
    await second.post('/event/add', { event_name: name, event_color: '#ef9a9a' });
    await http.dispose();

    const toSecond = page.waitForRequest(req => req.url().startsWith(`${OTHER_URL}/api/v1/superadminlogin`));
    await page.goto(`${COPY_URL}/login`);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
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
    await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        document.addEventListener('securitypolicyviolation', e => seen.push(e.blockedURI));
    });
    // The server writes config.json into the page: the page's copy is the one made broken.
    await page.route('**/login', async route => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
            /(<script type="application\/json" id="console-config">)[^<]*/,
            '$1{"apiUrl": "ftp://nowhere"}',
        );
        await route.fulfill({ response, body });
    });
    const said = page.waitForEvent('console', message => message.text().includes('config.json: apiUrl must be'));
    await page.goto('/login');
    await said;
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // This run's build names no API (its own config.json does): the address built in is the fake API's default,
    // which the page's policy (made from the config.json on the server) refuses.
    await expect
        .poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations))
        .toContainEqual(expect.stringMatching(/^http:\/\/localhost:3001\/api\/v1\/superadminlogin/));
});

test('the page carries its config.json, so no load waits for the file before asking its API', async ({
    session: page,
}) => {
    const files: string[] = [];
    page.on('request', request => files.push(new URL(request.url()).pathname));
    const html = await (await page.request.get('/event')).text();
    const carried = /<script type="application\/json" id="console-config">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(carried ?? 'null')).toEqual({ apiUrl: API_URL });
    await page.goto('/event');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(files).toContain('/event/alldetails');
    expect(files).not.toContain('/config.json');
});

test('served as the deploy docs say, with their Content-Security-Policy, the console breaks none of it', async ({
    session: page,
}) => {
    await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        document.addEventListener('securitypolicyviolation', e => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const first = await page.goto('/dashboard');
    // The preview server sends the policy scripts/csp.js makes for this build and its config.json.
    const html = await (await page.request.get('/')).text();
    expect(await first?.headerValue('content-security-policy')).toBe(contentSecurityPolicy(html, API_URL));
    await expect(page.getByRole('banner')).toBeVisible();
    for (const path of ['/event', '/user', '/coach-resource-center']) {
        await page.goto(path);
        await expect(page.locator('tbody tr').first()).toBeVisible();
    }
    // The profile's keys arrive encrypted and are opened in the page: shown in clear, the policy let that run.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Admin Profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Public Key' })).toHaveValue(/^pk_/);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
