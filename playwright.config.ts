import { mkdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.js';
import {
    API_PORT,
    API_URL,
    CONSOLE_PORT,
    CONSOLE_URL,
    SPEC_ONLY_API_PORT,
    SPEC_ONLY_API_URL,
    SPEC_ONLY_CONSOLE_PORT,
    SPEC_ONLY_CONSOLE_URL,
} from './tests/e2e/support/env';

const ci = !!process.env.CI;
const bin = (name: string) => `node_modules/.bin/${name}`;
const output = '.test-output';
// The console built for this run, per port so parallel runs do not overwrite each other's build; its
// manifest (.vite/manifest.json) gives the size budgets their chunk graph (tests/e2e/budgets.spec.ts).
const consoleDir = `${output}/console-${CONSOLE_PORT}`;
// The same build again, its config.json pointing at the spec-only fake API (the `spec-only` project).
const specOnlyConsoleDir = `${output}/console-spec-only-${SPEC_ONLY_CONSOLE_PORT}`;
const SPEC_ONLY_FILE = /spec-only\.spec\.ts$/;
// The API's database file lives here and the API starts before any reporter creates the folder.
mkdirSync(output, { recursive: true });
const browser = findChromium();
const chromiumPath = 'path' in browser ? browser.path : undefined;

export default defineConfig({
    testDir: 'tests/e2e',
    // Per console port: shards running at once must not clear each other's screenshots.
    outputDir: `${output}/e2e-artifacts-${CONSOLE_PORT}`,
    // Every test shares one fake API and its data, so tests run one at a time.
    workers: 1,
    fullyParallel: false,
    forbidOnly: ci,
    retries: ci ? 1 : 0,
    // Two shards share CI's two cores (scripts/test.js): a page load can take seconds, so tests wait for the
    // state they need (web-first) for up to 10 s, and a whole test may take a minute.
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [
        ['list'],
        ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${output}/playwright.json` }],
    ],
    use: {
        baseURL: CONSOLE_URL,
        timezoneId: 'UTC',
        locale: 'en-GB',
        viewport: { width: 1366, height: 800 },
        trace: 'off',
        screenshot: 'only-on-failure',
        browserName: 'chromium',
        headless: true,
        launchOptions: {
            // The same browser `npm test` found (scripts/chromium.js); none found leaves Playwright's own message.
            executablePath: chromiumPath,
            args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-quic',
                '--no-first-run',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
                '--disable-dev-shm-usage',
            ],
        },
    },
    projects: [
        { name: 'console', testIgnore: SPEC_ONLY_FILE },
        // The main flows against an API that serves the spec's calls only: the extras step aside.
        { name: 'spec-only', testMatch: SPEC_ONLY_FILE, use: { baseURL: SPEC_ONLY_CONSOLE_URL } },
    ],
    webServer: [
        {
            command: `${bin('tsx')} server/main.ts --fresh`,
            port: API_PORT,
            env: {
                PORT: String(API_PORT),
                API_DB: `${output}/e2e-db-${API_PORT}.json`,
                CONSOLE_URL,
                // Its links to files start with the address the console calls it by, which the page's policy allows.
                API_PUBLIC_URL: API_URL,
            },
            reuseExistingServer: !ci,
            timeout: 60_000,
            stdout: 'ignore',
            stderr: 'pipe',
        },
        {
            // Built for no API in particular: config.json, written after the build, points it at this run's.
            command: `${bin('vite')} build --manifest --outDir ${consoleDir} --emptyOutDir && node scripts/runtimeConfig.js ${consoleDir} ${API_URL} && ${bin('vite')} preview --port ${CONSOLE_PORT} --strictPort --outDir ${consoleDir}`,
            url: CONSOLE_URL,
            reuseExistingServer: !ci,
            timeout: 240_000,
            stdout: 'ignore',
            stderr: 'pipe',
        },
        {
            command: `${bin('tsx')} server/main.ts --fresh --spec-only`,
            port: SPEC_ONLY_API_PORT,
            env: {
                PORT: String(SPEC_ONLY_API_PORT),
                API_DB: `${output}/e2e-db-${SPEC_ONLY_API_PORT}.json`,
                CONSOLE_URL: SPEC_ONLY_CONSOLE_URL,
                API_PUBLIC_URL: SPEC_ONLY_API_URL,
            },
            reuseExistingServer: !ci,
            timeout: 60_000,
            stdout: 'ignore',
            stderr: 'pipe',
        },
        {
            // Started after the build above (web servers start one after the other): a copy, with its own config.json.
            command: `rm -rf ${specOnlyConsoleDir} && cp -r ${consoleDir} ${specOnlyConsoleDir} && node scripts/runtimeConfig.js ${specOnlyConsoleDir} ${SPEC_ONLY_API_URL} && ${bin('vite')} preview --port ${SPEC_ONLY_CONSOLE_PORT} --strictPort --outDir ${specOnlyConsoleDir}`,
            url: SPEC_ONLY_CONSOLE_URL,
            reuseExistingServer: !ci,
            timeout: 60_000,
            stdout: 'ignore',
            stderr: 'pipe',
        },
    ],
});
