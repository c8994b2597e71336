import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import jsonServer from 'json-server';
import { build, preview, type PreviewServer } from 'vite';
import { requireChromium } from '../../scripts/chromium.js';
import { hashedAssetCaching } from '../../scripts/vite/hashedAssetCaching';
import { precompressedAssets } from '../../scripts/vite/precompressedAssets';
import { runtimeConfig } from '../../scripts/vite/runtimeConfig';
import { startApi } from '../../server/app';

/**
 * The two apps the browser benches compare, built and served the same way: the console and the bare react-admin
 * app of bench/minimal-admin, each production-built fresh against its own API and served by `vite preview` as
 * `npm start` serves the console (hashed files cached for good). The console's API is the fake API on a fresh
 * data file; the minimal app's is json-server's REST router over its own rows, as in react-admin's tutorials.
 */
export interface BenchPorts {
    api: number;
    minimalApi: number;
    console: number;
    minimal: number;
}

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The ports from BENCH_API_PORT, BENCH_MINIMAL_API_PORT, BENCH_CONSOLE_PORT and BENCH_MINIMAL_PORT. */
export const benchPorts = (fallback: BenchPorts): BenchPorts => ({
    api: port('BENCH_API_PORT', fallback.api),
    minimalApi: port('BENCH_MINIMAL_API_PORT', fallback.minimalApi),
    console: port('BENCH_CONSOLE_PORT', fallback.console),
    minimal: port('BENCH_MINIMAL_PORT', fallback.minimal),
});

export interface MinimalEvent {
    id: number;
    event_name: string;
    event_description: string;
    event_color: string;
    created_at: string;
}

/** The minimal app's rows: `Minimal event 1` first, one an hour from 2024-01-01. */
export const minimalEvents = (count: number): MinimalEvent[] =>
    Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        event_name: `Minimal event ${i + 1}`,
        event_description: `About minimal event ${i + 1}`,
        event_color: '#1e88e5',
        created_at: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
    }));

export interface ServedApps {
    /** The console API's base URL and a super-admin's access token. */
    apiUrl: string;
    token: string;
    consoleUrl: string;
    minimalUrl: string;
    /** A call to the console's API as the signed-in super-admin. */
    call: <T>(path: string, body?: unknown) => Promise<T>;
    close: () => Promise<void>;
}

const listen = (server: Server, on: number) =>
    new Promise<void>((done, fail) => {
        server.once('error', fail);
        server.listen(on, () => done());
    });

const buildApps = async (root: string, dir: string, ports: BenchPorts) => {
    process.env.VITE_API_URL = `http://localhost:${ports.api}`;
    process.env.VITE_MINIMAL_API_URL = `http://localhost:${ports.minimalApi}`;
    await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: join(dir, 'console'), emptyOutDir: true },
    });
    await build({
        root: join(root, 'bench/minimal-admin'),
        configFile: false,
        plugins: [react()],
        logLevel: 'warn',
        build: { outDir: join(dir, 'minimal'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
};

/** The console's fake API, on a fresh data file in `dir`, with a super-admin signed in. */
export interface ConsoleApi {
    url: string;
    token: string;
    /** A call to the console's API as the signed-in super-admin. */
    call: <T>(path: string, body?: unknown) => Promise<T>;
    close: () => Promise<void>;
}

/**
 * Starts the console's fake API on `apiPort` for a console served on `consolePort`, and signs in; its data from
 * `seedFile` (a generated large set) or the fixtures' seed.
 */
export const startConsoleApi = async (
    dir: string,
    apiPort: number,
    consolePort: number,
    seedFile?: string,
): Promise<ConsoleApi> => {
    const api = await startApi({
        port: apiPort,
        dbFile: join(dir, 'db.json'),
        seedFile,
        consoleUrl: `http://localhost:${consolePort}`,
        // As npm start: links to files start with the address the console's config.json names.
        publicUrl: `http://localhost:${apiPort}`,
    });
    try {
        const login = await fetch(`${api.url}/api/v1/superadminlogin`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'superadmin@example.com', password: 'Password@123' }),
        });
        const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
        const call = async <T>(path: string, body?: unknown): Promise<T> => {
            const res = await fetch(`${api.url}${path}`, {
                method: body === undefined ? 'GET' : 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                body: body === undefined ? undefined : JSON.stringify(body),
            });
            return (await res.json()) as T;
        };
        return { url: api.url, token, call, close: api.close };
    } catch (error) {
        await api.close();
        throw error;
    }
};

/**
 * A build in `outDir` served on `on` as `npm start` serves the console: vite preview, hashed files cached for good,
 * their precompressed copies where the build made them (the console's; the minimal app's are gzipped on the fly),
 * and the console's page carrying its config.json under its Content-Security-Policy (the benches' browser contexts
 * bypass the policy: Playwright's waitForFunction evaluates its string in the page).
 */
export const serveBuild = (root: string, outDir: string, on: number): Promise<PreviewServer> =>
    preview({
        root,
        configFile: false,
        plugins: [hashedAssetCaching(), precompressedAssets(), runtimeConfig()],
        logLevel: 'warn',
        build: { outDir },
        preview: { port: on, strictPort: true },
    });

/** Builds both apps into `dir`, starts both APIs (the console's on `seedFile`, if given), signs in and serves both builds. */
export const serveApps = async (
    dir: string,
    ports: BenchPorts,
    events: MinimalEvent[],
    seedFile?: string,
): Promise<ServedApps> => {
    const root = resolve(import.meta.dirname, '../..');
    await buildApps(root, dir, ports);
    const closers: (() => Promise<unknown>)[] = [];
    const close = async () => {
        for (const closer of closers.reverse()) await closer();
    };
    try {
        const api = await startConsoleApi(dir, ports.api, ports.console, seedFile);
        closers.push(api.close);

        const minimalApi = jsonServer.create();
        minimalApi.use(jsonServer.defaults({ logger: false, noGzip: true }));
        minimalApi.use(jsonServer.router({ event: events }));
        const minimalServer = createServer(minimalApi);
        await listen(minimalServer, ports.minimalApi);
        closers.push(() => new Promise(done => minimalServer.close(done)));

        for (const [app, on] of [
            ['console', ports.console],
            ['minimal', ports.minimal],
        ] as const) {
            const server = await serveBuild(root, join(dir, app), on);
            closers.push(() => server.close());
        }
        return {
            apiUrl: api.url,
            token: api.token,
            consoleUrl: `http://localhost:${ports.console}`,
            minimalUrl: `http://localhost:${ports.minimal}/#`,
            call: api.call,
            close,
        };
    } catch (error) {
        await close();
        throw error;
    }
};

/** localStorage as a signed-in user leaves it, per app. */
export const consoleSession = (token: string) => ({ isLogin: 'true', accessToken: token, token });
export const MINIMAL_SESSION = { 'minimal.token': 'bench' };

/** A fresh headless Chromium (empty cache), as the benches start one per run: the e2e suite's (scripts/chromium.js). */
export const launchBrowser = (): Promise<Browser> =>
    chromium.launch({
        executablePath: requireChromium(),
        args: [
            '--no-sandbox',
            '--disable-gpu',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
        ],
    });
