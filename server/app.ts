import { readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonServer from 'json-server';
import express, { type RequestHandler } from 'express';
import { declarations } from '../src/resources/declarations';
import { Refusal, answerErrors, handle, succeed, unknownRoute } from './http/answers';
import { publicBodies, refuseOversizedJson } from './http/jsonBodies';
import { jsonServerPublicDir } from './http/jsonServerFiles';
import { bearerGuard } from './http/guard';
import { DEFAULT_THROTTLE, loginThrottle, type ThrottleLimits } from './auth/loginThrottle';
import { registerResourceRoutes } from './routes/resourceRoutes';
import { registerAuthRoutes } from './routes/auth';
import { routeModules } from './routes';
import {
    durableAnswers,
    knownHostsOnly,
    sameSiteWritesOnly,
    securityHeaders,
    testersOnly,
    uploadHeaders,
} from './http/safety';
import { inspectorView } from './store/inspectorView';
import { registerLiveChanges } from './routes/liveChanges';
import { fileLinks, signedOrSignedIn } from './http/fileLinks';
import { ACTIVITY } from './domain/activity';
import { META, sessions as makeSessions } from './auth/sessions';
import { Store } from './store/store';
import { hs256Tokens, jwtSecretFor } from './auth/tokens';
import { USERS } from './auth/users';
import { registerApiReference } from './openapi/apiReference';
import { openApiDocument } from './openapi/document';
import { route, routeLine, undescribed, type RouteEntry } from './openapi/routeDoc';

export const DEFAULT_SEED_FILE = fileURLToPath(new URL('../fixtures/db.json', import.meta.url));
export const DEFAULT_CONSOLE_URL = 'http://localhost:5173';

export interface ApiOptions {
    /** 0 (the default) picks a free port. */
    port?: number;
    /** The data file; created from the seed when missing. */
    dbFile: string;
    /** Defaults to fixtures/db.json. */
    seedFile?: string;
    /** Served at /uploads; defaults to `uploads/` beside the data file. */
    uploadsDir?: string;
    /** Mails the API "sends" (password reset links) land here as .eml files; defaults to `outbox/` beside the data file. */
    outboxDir?: string;
    /** Where the console runs: the one origin CORS lets read answers; listed at GET / for testers. */
    consoleUrl?: string;
    /** Defaults to JWT_SECRET, then a random secret kept beside the data file (`jwt-secret`). */
    jwtSecret?: string;
    /** Changes within this many ms share one rewrite of the data file (default 1000); each is durable in the journal at once. */
    snapshotDelayMs?: number;
    /** The address to listen on (default HOST, then 127.0.0.1: loopback only). */
    host?: string;
    /** Sign-in throttling (tests lower it). */
    throttle?: ThrottleLimits;
    /**
     * The API's own address as browsers reach it (API_PUBLIC_URL): links it builds (invoices, files) start
     * with it, never with a request's Host. Defaults to the address it listens on (http://127.0.0.1:{port}).
     */
    publicUrl?: string;
    /** More host names it answers to (ALLOWED_HOSTS, comma-separated), beside loopback names and those of the two URLs. */
    allowedHosts?: readonly string[];
}

export interface RunningApi {
    url: string;
    port: number;
    /** Stops listening, then writes the data file and closes the journal. */
    close(): Promise<void>;
    /** Restores the seed in memory and on disk, ending every session (as POST /__reset does). */
    reset(): Promise<void>;
    /** Resolves once every change so far is on disk, in the journal and the data file. */
    flush(): Promise<void>;
    /** Data file rewrites done so far (a burst of changes shares one). */
    readonly writes: number;
}

const RESET_PATH = '/__reset';
const INSPECTOR_PATH = '/_db';

/** The inspector shows raw data; changes go through the API's own routes, which keep the indexes right. */
const readOnly: RequestHandler = (req, _res, next) =>
    next(
        req.method === 'GET' || req.method === 'HEAD' ? undefined : new Refusal(405, `${INSPECTOR_PATH} is read-only`),
    );

/** json-server's router answers an unknown collection with a bare `{}`: say what is missing instead. */
const shownCollectionsOnly =
    (shown: Record<string, unknown>): RequestHandler =>
    (req, _res, next) => {
        const name = req.path.split('/')[1] ?? '';
        next(
            name === '' || Object.hasOwn(shown, name)
                ? undefined
                : new Refusal(404, `${INSPECTOR_PATH} has no collection "${name.slice(0, 100)}"`),
        );
    };

/** Removes what a folder holds (not the folder: a server may be serving it). */
const emptyFolder = async (dir: string): Promise<void> => {
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.map(name => rm(join(dir, name), { recursive: true, force: true })));
};

const listen = (server: Server, port: number, host: string): Promise<number> =>
    new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
            server.off('error', reject);
            resolve((server.address() as AddressInfo).port);
        });
    });

export const startApi = async (options: ApiOptions): Promise<RunningApi> => {
    const store = await Store.open({
        dbFile: options.dbFile,
        seedFile: options.seedFile ?? DEFAULT_SEED_FILE,
        snapshotDelayMs: options.snapshotDelayMs ?? 1000,
        collections: [
            USERS,
            META,
            ACTIVITY,
            ...routeModules.flatMap(m => m.collections),
            ...declarations.map(d => d.collection),
        ],
        versioned: declarations.map(d => d.collection),
    });
    const secret = options.jwtSecret ?? jwtSecretFor(options.dbFile);
    const sessions = makeSessions(store, hs256Tokens(secret));
    const guard = bearerGuard(sessions);
    const signedIn = bearerGuard(sessions, ['superadmin', 'coach']);
    /** Every route, described where it is registered: listed at GET /, documented at /openapi.json. */
    const routes: RouteEntry[] = [];
    const consoleUrl = options.consoleUrl ?? DEFAULT_CONSOLE_URL;
    const configuredPublicUrl = options.publicUrl ?? process.env.API_PUBLIC_URL;
    // Known once the server listens (port 0 picks one); links are only built by requests, after that.
    let publicUrl = configuredPublicUrl ?? '';
    const hostNames = [
        new URL(consoleUrl).hostname,
        ...(configuredPublicUrl ? [new URL(configuredPublicUrl).hostname] : []),
        ...(options.allowedHosts ?? (process.env.ALLOWED_HOSTS ?? '').split(','))
            .map(name => name.trim())
            .filter(Boolean),
    ];

    const app = jsonServer.create();
    app.disable('x-powered-by');
    app.use(knownHostsOnly(hostNames));
    app.use(securityHeaders(consoleUrl));
    app.use(
        sameSiteWritesOnly([
            new URL(consoleUrl).origin,
            ...(configuredPublicUrl ? [new URL(configuredPublicUrl).origin] : []),
        ]),
    );
    app.use(durableAnswers(store));
    app.get('/', (_req, res) => succeed(res, { console: consoleUrl, routes: routes.map(routeLine) }));
    // No gzip: the console runs on the same machine, where compressing cost more than it saved (bench: whole 100k list 870 -> 170 ms).
    // No json-server CORS (it echoes any origin with credentials): securityHeaders allows the console's origin only.
    app.use(jsonServer.defaults({ logger: false, noGzip: true, noCors: true, static: jsonServerPublicDir }));
    const uploadsDir = options.uploadsDir ?? join(dirname(options.dbFile), 'uploads');
    const outboxDir = options.outboxDir ?? join(dirname(options.dbFile), 'outbox');
    /** Back to the seed: data, sessions, and every file uploaded or mailed since (the seed's own files stay). */
    const live = registerLiveChanges(
        app,
        store,
        sessions,
        signedIn,
        declarations.map(d => d.collection),
    );
    routes.push(live.route);
    const resetAll = async () => {
        live.restart();
        await store.reset();
        sessions.renewGeneration();
        await Promise.all([emptyFolder(uploadsDir), emptyFolder(outboxDir)]);
    };
    const links = fileLinks(secret, () => publicUrl);
    // Pictures: to a session, or through the signed link an answer gave.
    app.use(
        '/uploads',
        uploadHeaders,
        signedOrSignedIn(links, sessions),
        express.static(uploadsDir, { dotfiles: 'deny', index: false }),
    );
    // Bodies are read after the guard (../guard.ts), or here for the routes anyone may call.
    app.use(refuseOversizedJson);
    const bodies = publicBodies();
    app.use(bodies.router);
    app.post(
        RESET_PATH,
        testersOnly,
        handle(async (_req, res) => {
            await resetAll();
            succeed(res, null, 'Data reset to the seed');
        }),
    );
    routes.push(
        ...registerAuthRoutes(
            app,
            store,
            sessions,
            loginThrottle(options.throttle ?? DEFAULT_THROTTLE),
            signedIn,
            links,
        ),
        route(`POST ${RESET_PATH}`, {
            summary: 'Put the seed back, ending every session',
            tag: 'testers',
            access: 'testers',
            data: { type: 'null' },
        }),
        route(`GET ${INSPECTOR_PATH}/:collection`, {
            summary: "Raw data (read-only, no secrets) in json-server's query dialect",
            tag: 'testers',
            access: 'testers',
            answer: 'plain',
        }),
    );
    for (const module of routeModules) {
        routes.push(
            ...module.register({
                app,
                store,
                sessions,
                guard,
                signedIn,
                testersOnly,
                uploadsDir,
                consoleUrl,
                outboxDir,
                publicUrl: () => publicUrl,
                links,
                accessOf: (method, path) =>
                    routes.find(
                        (entry): entry is Exclude<RouteEntry, string> =>
                            typeof entry !== 'string' && entry.method === method && entry.path === path,
                    )?.access,
            }),
        );
    }
    routes.push(...registerResourceRoutes(app, declarations, store, guard, signedIn));
    routes.push(
        ...registerApiReference(app, testersOnly, () =>
            openApiDocument(
                routes.map(entry => (typeof entry === 'string' ? undescribed(entry) : entry)),
                { serverUrl: publicUrl, consoleUrl },
            ),
        ),
    );

    bodies.fill(routes);

    const inspected = inspectorView(store);
    const inspector = jsonServer.router(inspected);
    inspector.db._.id = '_id';
    app.use(INSPECTOR_PATH, testersOnly, guard, readOnly, shownCollectionsOnly(inspected), inspector);
    app.use(unknownRoute);
    app.use(answerErrors);

    const http = createServer(app);
    // Node closes an idle kept-alive connection after 5 s; a client about to reuse it then sees ECONNRESET (a
    // busy tester's script, a slow test between two calls). Keep idle connections longer than clients do.
    http.keepAliveTimeout = 65_000;
    http.headersTimeout = 66_000;
    const host = options.host ?? process.env.HOST ?? '127.0.0.1';
    const port = await listen(http, options.port ?? 0, host);
    const loopback = host === '127.0.0.1' || host === 'localhost' || host === '::1';
    const url = `http://${loopback ? host.replace('::1', '[::1]') : 'localhost'}:${port}`;
    if (!configuredPublicUrl) publicUrl = url;

    return {
        url,
        port,
        close: async () => {
            live.close();
            if (http.listening) {
                await new Promise<void>((resolve, reject) => {
                    http.close(err => (err ? reject(err) : resolve()));
                    http.closeIdleConnections();
                });
            }
            await store.close();
        },
        reset: resetAll,
        flush: () => store.flush(),
        get writes() {
            return store.writes;
        },
    };
};
