/*
 * The shape of a hand-written route module, apart from the list of modules (./index.ts) so that the modules
 * and their list import each other in one direction only.
 */
import type { Express, Request, RequestHandler } from 'express';
import type { FileLinks } from '../http/fileLinks';
import type { Store } from '../store/store';
import type { Sessions } from '../auth/sessions';
import type { Access, RouteEntry } from '../openapi/routeDoc';
import type { CoachScope } from '../domain/viewer';
import type { RecordEdits } from '../domain/recordEdits';
import type { Extra } from '../../src/shared/extras';
import type { OptionSource } from '../domain/pickerOptions';

/** What a hand-written route module gets to work with. */
export interface RouteContext {
    app: Express;
    store: Store;
    sessions: Sessions;
    /** Checks the bearer token and lets the super-admin through; put it first on guarded routes. */
    guard: RequestHandler;
    /**
     * The guard for a route serving a screen's action: the super-admin, and staff whose role grants it (403 with
     * the role's words otherwise). A function picks the screen from the request when one route serves several
     * (`screens`: those it may pick, for the documentation).
     */
    permit(
        action: string,
        screen: string | ((req: Request) => string | undefined),
        screens?: readonly string[],
    ): RequestHandler[];
    /** Lets the super-admin and staff through, for a route that judges staff itself (./http/permits.ts). */
    staffGuard: RequestHandler;
    /** Lets any session through, a coach's too: only for what a coach's view needs (the dashboard). */
    signedIn: RequestHandler;
    /** Lets only loopback callers through: the testers' endpoints (outbox, reset, inspector). */
    testersOnly: RequestHandler;
    /** Uploaded files are saved here and served at /uploads. */
    uploadsDir: string;
    /** Where sent mails are written (one .eml file each). */
    outboxDir: string;
    /** Where the console runs (links in e-mails point there). */
    consoleUrl: string;
    /** The API's own public address (API_PUBLIC_URL, else http://localhost:{port}): links to its files start with it. */
    publicUrl: () => string;
    /** Signed links to stored files, for answers that name one (a tab or an image carries no token). */
    links: FileLinks;
    /** Who may call a registered route (its documented access): asked at request time, once every route is in. */
    accessOf(method: string, path: string): Access | undefined;
    /**
     * Every collection's edit: a module with an edit route of its own gives it here (`own`), so a version restore
     * goes through it; one adding to a declared edit gives its check (`check`).
     */
    edits: RecordEdits;
}

/**
 * Routes the declarations cannot describe (account flows, uploads, status
 * rules the server decides). Each module names the store collections it uses
 * and registers its routes; it returns them for GET / and /openapi.json: as "METHOD /path", or described
 * (`route(...)` from ../openapi/routeDoc.ts: summary, access, body rules) where registered.
 */
export interface RouteModule {
    collections: readonly string[];
    /** The extra (beyond the spec) its routes serve: left out by a fake API started with --spec-only. */
    extra?: Extra;
    /** What a coach may read of its collections (the live stream tells a coach only of those rows). */
    coachScopes?: Readonly<Record<string, CoachScope>>;
    /** What its pickers' sources serve (`'GET /get/allcoach'`), so a record's `noOptions` is decided as in the browser. */
    optionSources?: Readonly<Record<string, OptionSource>>;
    register(context: RouteContext): RouteEntry[];
}
