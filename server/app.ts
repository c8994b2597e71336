import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonServer from 'json-server';
import express, { type Express, type RequestHandler } from 'express';
import { declarations } from '../src/shared/entities/declarations';
import { answerErrors, succeed, unknownRoute } from './http/answers';
import { plantedFault, type Fault } from './http/faults';
import { publicBodies, refuseOversizedJson } from './http/jsonBodies';
import { jsonServerPublicDir } from './http/jsonServerFiles';
import { keptAnswers } from './http/keptAnswers';
import { bearerGuard } from './http/guard';
import { staffPermit } from './http/permits';
import { recordingPermissions } from './openapi/routePermissions';
import { serve } from './http/listen';
import { DEFAULT_THROTTLE, loginThrottle, type ThrottleLimits } from './auth/loginThrottle';
import type { ApiOptions, RunningApi } from './apiOptions';

export type { ApiOptions, RunningApi } from './apiOptions';
import { registerResourceRoutes } from './routes/resourceRoutes';
import { registerAuthRoutes } from './routes/auth';
import { routeModules } from './routes';
import { genericWrites, refusingWriteFronts } from './routes/writeFronts';
import type { RouteModule } from './routes/module';
import { emptyFolder, registerInspector, registerReset } from './routes/testers';
import {
    durableAnswers,
    knownHostsOnly,
    sameSiteWritesOnly,
    securityHeaders,
    testersOnly,
    uploadHeaders,
} from './http/safety';
import { registerLiveChanges } from './routes/liveChanges';
import { registerPresence } from './routes/presence';
import { offeredExtras, registerCapabilities } from './routes/capabilities';
import type { Extra } from '../src/shared/extras';
import { offersHistory, offersRecentlyDeleted } from '../src/shared/recordHistory';
import { coachScopes } from './domain/coachScopes';
import { RecordEdits } from './domain/recordEdits';
import { registerOptionSources } from './domain/pickerOptions';
import { fileLinks, signedOrSignedIn, type FileLinks } from './http/fileLinks';
import { ACTIVITY } from './domain/activity';
import { META, sessions as makeSessions, type Sessions } from './auth/sessions';
import { Store } from './store/store';
import { DELETED, HISTORY_VALUES, REVISIONS, keepHistory, purgeExpired } from './store/recordHistory';
import { hs256Tokens, jwtSecretFor } from './auth/tokens';
import { USERS } from './auth/users';
import { registerApiReference } from './openapi/apiReference';
import { openApiDocument } from './openapi/document';
import { routeLine, undescribed, type RouteEntry } from './openapi/routeDoc';

export const DEFAULT_SEED_FILE = fileURLToPath(new URL('../fixtures/db.json', import.meta.url));
export const DEFAULT_CONSOLE_URL = 'http://localhost:5173';

/** The collections the API keeps: its own, the hand-written modules' and the declarations'. */
const openStore = async (options: ApiOptions, modules: readonly RouteModule[]): Promise<Store> => {
    const store = await Store.open({
        dbFile: options.dbFile,
        seedFile: options.seedFile ?? DEFAULT_SEED_FILE,
        snapshotDelayMs: options.snapshotDelayMs ?? 1000,
        collections: [
            USERS,
            META,
            ACTIVITY,
            REVISIONS,
            HISTORY_VALUES,
            DELETED,
            ...modules.flatMap(m => m.collections),
            ...declarations.map(d => d.collection),
        ],
        versioned: declarations.map(d => d.collection),
    });
    // Histories and deleted records of what the API edits or deletes (the activity log's entries keep none).
    keepHistory(
        store,
        declarations.filter(d => offersHistory(d) || offersRecentlyDeleted(d)).map(d => d.collection),
    );
    await purgeExpired(store);
    return store;
};

/** Where the API and the console are reached, and by which names. */
interface Addresses {
    consoleUrl: string;
    /** API_PUBLIC_URL as configured, if it is. */
    configuredPublicUrl: string | undefined;
    hostNames: string[];
    origins: string[];
}

const addressesOf = (options: ApiOptions): Addresses => {
    const consoleUrl = options.consoleUrl ?? DEFAULT_CONSOLE_URL;
    const configuredPublicUrl = options.publicUrl ?? process.env.API_PUBLIC_URL;
    const configured = configuredPublicUrl ? [new URL(configuredPublicUrl)] : [];
    const allowed = (options.allowedHosts ?? (process.env.ALLOWED_HOSTS ?? '').split(','))
        .map(name => name.trim())
        .filter(Boolean);
    return {
        consoleUrl,
        configuredPublicUrl,
        hostNames: [new URL(consoleUrl).hostname, ...configured.map(url => url.hostname), ...allowed],
        origins: [new URL(consoleUrl).origin, ...configured.map(url => url.origin)],
    };
};

/** What every request meets first: its host name checked, security headers, cross-site writes refused. */
const newApp = (store: Store, addresses: Addresses, fault: Fault | undefined): Express => {
    const app = jsonServer.create();
    app.disable('x-powered-by');
    // Compact answers (json-server indents them by two spaces: a third of a 100k-row list's bytes).
    app.set('json spaces', 0);
    app.use(keptAnswers);
    if (fault) app.use(plantedFault(fault, declarations));
    app.use(knownHostsOnly(addresses.hostNames));
    app.use(securityHeaders(addresses.consoleUrl));
    app.use(sameSiteWritesOnly(addresses.origins));
    app.use(durableAnswers(store));
    return app;
};

/** What the route registrations share. */
interface Api {
    app: Express;
    store: Store;
    sessions: Sessions;
    guard: RequestHandler;
    /** Also lets staff through, to be judged by their role next (./http/permits.ts). */
    staffGuard: RequestHandler;
    signedIn: RequestHandler;
    links: FileLinks;
    uploadsDir: string;
    outboxDir: string;
    consoleUrl: string;
    publicUrl: () => string;
    /** Every route, described where it is registered: listed at GET /, documented at /openapi.json. */
    routes: RouteEntry[];
    /** The extras served (none with --spec-only): a module or declaration of another extra is not registered. */
    offers: (extra: Extra | undefined) => boolean;
    /** Every collection's edit, which edit routes and version restores share (./domain/recordEdits.ts). */
    edits: RecordEdits;
}

const registerModules = (api: Api, modules: readonly RouteModule[]): void => {
    const { routes } = api;
    const permit = staffPermit(api.staffGuard);
    const accessOf = (method: string, path: string) =>
        routes.find(
            (entry): entry is Exclude<RouteEntry, string> =>
                typeof entry !== 'string' && entry.method === method && entry.path === path,
        )?.access;
    const writes = genericWrites(declarations.filter(decl => api.offers(decl.extra)));
    for (const module of modules.filter(m => api.offers(m.extra))) {
        const recorder = recordingPermissions(
            refusingWriteFronts(api.app, writes, `The routes of ${module.collections.join(', ')}`),
        );
        const app = recorder.app;
        routes.push(...recorder.documented(module.register({ ...api, app, testersOnly, accessOf, permit })));
    }
};

/** Routes in the order they must answer; `resetAll` is POST /__reset's work. */
const registerRoutes = (
    api: Api,
    modules: readonly RouteModule[],
    throttle: ThrottleLimits,
    resetAll: () => Promise<void>,
): void => {
    const { app, store, sessions, guard, signedIn, links, routes } = api;
    // Pictures: to a session, or through the signed link an answer gave.
    app.use(
        '/uploads',
        uploadHeaders,
        signedOrSignedIn(links, sessions),
        express.static(api.uploadsDir, { dotfiles: 'deny', index: false }),
    );
    // Bodies are read after the guard (./http/guard.ts), or here for the routes anyone may call.
    app.use(refuseOversizedJson);
    const bodies = publicBodies();
    app.use(bodies.router);
    routes.push(...registerAuthRoutes(app, store, sessions, loginThrottle(throttle), signedIn, links));
    routes.push(...registerReset(app, resetAll));
    routes.push(...registerCapabilities(app, signedIn, offeredExtras(api.offers, modules)));
    registerModules(api, modules);
    registerOptionSources(modules.map(module => module.optionSources ?? {}));
    const served = declarations.filter(decl => api.offers(decl.extra));
    routes.push(...registerResourceRoutes(app, served, store, api, { edits: api.edits, offers: api.offers }));
    const entries = () => routes.map(entry => (typeof entry === 'string' ? undescribed(entry) : entry));
    routes.push(
        ...registerApiReference(app, testersOnly, () =>
            openApiDocument(entries(), { serverUrl: api.publicUrl(), consoleUrl: api.consoleUrl }),
        ),
    );
    bodies.fill(routes);
    registerInspector(app, store, guard);
    app.use(unknownRoute);
    app.use(answerErrors);
};

export const startApi = async (options: ApiOptions): Promise<RunningApi> => {
    const modules = await routeModules();
    const store = await openStore(options, modules);
    const secret = options.jwtSecret ?? jwtSecretFor(options.dbFile);
    const sessions = makeSessions(store, hs256Tokens(secret));
    const addresses = addressesOf(options);
    // Known once the server listens (port 0 picks one); links are only built by requests, after that.
    let publicUrl = addresses.configuredPublicUrl ?? '';
    const app = newApp(store, addresses, options.fault);
    const routes: RouteEntry[] = [];
    app.get('/', (_req, res) => succeed(res, { console: addresses.consoleUrl, routes: routes.map(routeLine) }));
    // Compressed (json-server's `compression`: gzip or brotli, as the client accepts) for clients over a network;
    // large lists are compressed once per version (./http/keptAnswers.ts); the live stream says no-transform.
    // No json-server CORS (it echoes any origin with credentials): securityHeaders allows the console's origin only.
    app.use(jsonServer.defaults({ logger: false, noCors: true, static: jsonServerPublicDir }));
    const api: Api = {
        app,
        store,
        sessions,
        guard: bearerGuard(sessions),
        staffGuard: bearerGuard(sessions, ['superadmin', 'staff']),
        signedIn: bearerGuard(sessions, ['superadmin', 'coach', 'staff']),
        links: fileLinks(secret, () => publicUrl),
        uploadsDir: options.uploadsDir ?? join(dirname(options.dbFile), 'uploads'),
        outboxDir: options.outboxDir ?? join(dirname(options.dbFile), 'outbox'),
        consoleUrl: addresses.consoleUrl,
        publicUrl: () => publicUrl,
        routes,
        offers: extra => extra === undefined || !options.specOnly,
        edits: new RecordEdits(),
    };
    const scopes = coachScopes(modules.map(module => module.coachScopes ?? {}));
    const live = registerLiveChanges(
        app,
        store,
        sessions,
        api.signedIn,
        declarations.map(d => d.collection),
        scopes,
        api.offers('live'),
    );
    if (api.offers('live')) routes.push(live.route);
    const presence = api.offers('presence') ? registerPresence(app, store, api.signedIn, scopes, live.tell) : undefined;
    if (presence) routes.push(presence.route);
    /** Back to the seed: data, sessions, and every file uploaded or mailed since (the seed's own files stay). */
    const resetAll = async () => {
        live.restart();
        await store.reset();
        sessions.renewGeneration();
        await Promise.all([emptyFolder(api.uploadsDir), emptyFolder(api.outboxDir)]);
    };
    registerRoutes(api, modules, options.throttle ?? DEFAULT_THROTTLE, resetAll);

    const listening = await serve(app, options.host ?? process.env.HOST ?? '127.0.0.1', options.port ?? 0);
    if (!addresses.configuredPublicUrl) publicUrl = listening.url;
    return {
        url: listening.url,
        port: listening.port,
        close: async () => {
            live.close();
            presence?.close();
            await listening.close();
            await store.close();
        },
        reset: resetAll,
        flush: () => store.flush(),
        get writes() {
            return store.writes;
        },
    };
};
