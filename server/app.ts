import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonServer from 'json-server';
import type { RequestHandler } from 'express';
import { declarations } from '../src/resources/declarations';
import { Refusal, answerErrors, handle, objectBodiesOnly, succeed, unknownRoute } from './answers';
import { express, jsonServerPublicDir } from './express';
import { bearerGuard } from './guard';
import { registerResourceRoutes } from './resourceRoutes';
import { LOGIN_PATH, VERIFY_SESSION_PATH, registerAuthRoutes } from './routes/auth';
import { routeModules } from './routes';
import { Store } from './store';
import { DEV_JWT_SECRET, hs256Tokens } from './tokens';
import { USERS } from './users';

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
    /** Where the console runs; listed at GET / for testers. */
    consoleUrl?: string;
    /** Defaults to JWT_SECRET, then a development secret. */
    jwtSecret?: string;
    /** Writes within this many ms share one file write (default 25). */
    flushDelayMs?: number;
}

export interface RunningApi {
    url: string;
    port: number;
    /** Stops listening, then saves what is pending. */
    close(): Promise<void>;
    /** Restores the seed in memory and on disk (as POST /__reset does). */
    reset(): Promise<void>;
    /** Resolves once every change so far is on disk. */
    flush(): Promise<void>;
    /** File writes done so far (a burst of changes shares writes). */
    readonly writes: number;
}

const RESET_PATH = '/__reset';
const INSPECTOR_PATH = '/_db';

/** The inspector shows raw data; changes go through the API's own routes, which keep the indexes right. */
const readOnly: RequestHandler = (req, _res, next) =>
    next(req.method === 'GET' || req.method === 'HEAD' ? undefined : new Refusal(405, `${INSPECTOR_PATH} is read-only`));

const listen = (server: Server, port: number): Promise<number> =>
    new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, () => {
            server.off('error', reject);
            resolve((server.address() as AddressInfo).port);
        });
    });

export const startApi = async (options: ApiOptions): Promise<RunningApi> => {
    const store = await Store.open({
        dbFile: options.dbFile,
        seedFile: options.seedFile ?? DEFAULT_SEED_FILE,
        flushDelayMs: options.flushDelayMs ?? 25,
        collections: [USERS, ...routeModules.flatMap(m => m.collections), ...declarations.map(d => d.collection)],
    });
    const tokens = hs256Tokens(options.jwtSecret ?? process.env.JWT_SECRET ?? DEV_JWT_SECRET);
    const guard = bearerGuard(store, tokens);
    const routes = [`POST ${LOGIN_PATH}`, `POST ${VERIFY_SESSION_PATH}`, `POST ${RESET_PATH}`, `GET ${INSPECTOR_PATH}/:collection`];

    const app = jsonServer.create();
    app.get('/', (_req, res) => succeed(res, { console: options.consoleUrl ?? DEFAULT_CONSOLE_URL, routes }));
    // No gzip: the console runs on the same machine, where compressing cost more than it saved (bench: whole 100k list 870 -> 170 ms).
    app.use(jsonServer.defaults({ logger: false, noGzip: true, static: jsonServerPublicDir }));
    const uploadsDir = options.uploadsDir ?? join(dirname(options.dbFile), 'uploads');
    app.use('/uploads', express.static(uploadsDir));
    app.use(jsonServer.bodyParser);
    app.use(objectBodiesOnly);
    app.post(
        RESET_PATH,
        handle(async (_req, res) => {
            await store.reset();
            succeed(res, null, 'Data reset to the seed');
        }),
    );
    registerAuthRoutes(app, store, tokens);
    const consoleUrl = options.consoleUrl ?? DEFAULT_CONSOLE_URL;
    const outboxDir = options.outboxDir ?? join(dirname(options.dbFile), 'outbox');
    for (const module of routeModules) {
        routes.push(...module.register({ app, store, tokens, guard, uploadsDir, consoleUrl, outboxDir }));
    }
    routes.push(...registerResourceRoutes(app, declarations, store, guard));

    const inspector = jsonServer.router(store.view);
    inspector.db._.id = '_id';
    app.use(INSPECTOR_PATH, guard, readOnly, inspector);
    app.use(unknownRoute);
    app.use(answerErrors);

    const http = createServer(app);
    const port = await listen(http, options.port ?? 0);

    return {
        url: `http://localhost:${port}`,
        port,
        close: async () => {
            if (http.listening) {
                await new Promise<void>((resolve, reject) => {
                    http.close(err => (err ? reject(err) : resolve()));
                    http.closeIdleConnections();
                });
            }
            await store.flush();
        },
        reset: () => store.reset(),
        flush: () => store.flush(),
        get writes() {
            return store.writes;
        },
    };
};
