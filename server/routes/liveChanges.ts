import { randomBytes } from 'node:crypto';
import type { Express, Request, RequestHandler, Response } from 'express';
import { LIVE_PATH } from '../../src/shared/liveChanges';
import { Refusal } from '../http/answers';
import { mayHear, scopeFieldsOf, type CoachScopes } from '../domain/coachScopes';
import { viewerOf, type Viewer } from '../domain/viewer';
import type { Sessions } from '../auth/sessions';
import type { CommittedChange, Store } from '../store/store';
import type { TokenClaims } from '../auth/tokens';
import { route } from '../openapi/routeDoc';
import { ROLES } from '../auth/permissions';
import { declarations } from '../../src/shared/entities/declarations';
import type { Permissions } from '../../src/shared/permissions/model';
import { mayDo } from '../../src/shared/permissions/verdicts';
import { STAFF } from '../auth/users';

/** Changes kept for a client that reconnects with Last-Event-ID; one further back gets a `resync`. */
const BACKLOG = 5000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * A change as the backlog keeps it: what a client is told (where, which record, how, by whom) and the few
 * fields of the row a coach's visibility reads (`scope`), never the row: the backlog holds thousands of changes,
 * and a row can be large.
 */
export interface LiveEntry {
    seq: number;
    collection: string;
    id: string;
    kind: CommittedChange['kind'];
    by: string;
    scope: Readonly<Record<string, unknown>> | undefined;
}

export const liveEntryOf = (change: CommittedChange, scopes: CoachScopes): LiveEntry => ({
    seq: change.seq,
    collection: change.collection,
    id: change.id,
    kind: change.kind,
    by: change.actor?.name ?? '',
    scope: scopeFieldsOf(scopes, change.collection, change.row),
});

const LIVE_ROUTE = route(`GET ${LIVE_PATH}`, {
    summary:
        "Server-Sent Events, one per committed change: {collection, id, kind, by}; who has a record open; `permissions` when a staff member's role changed (read GET /me/permissions again)",
    tag: 'live',
    access: 'session',
    answer: 'events',
});

/** Whether a session may hear a note: its viewer, and a staff member's permissions. */
export type MayHearNote = (viewer: Viewer, staff: Permissions | undefined) => boolean;

/** One open stream: whose session it is, as its token's claims, judged again before each event. */
interface Stream {
    viewer: Viewer;
    claims: TokenClaims;
    send(entry: LiveEntry | 'resync' | 'permissions'): void;
    /**
     * A note that is not a change (who has a record open), to a session `may` lets hear it: no id, so a reconnect
     * never asks for it again.
     */
    tell(event: string, data: unknown, may: MayHearNote): unknown;
    end(): void;
}

/** A staff member whose role, or whose own account, this change touched: told to read their permissions again. */
const concerns = (sessions: Sessions, claims: TokenClaims, change: CommittedChange): boolean => {
    const session = sessions.sessionOf(claims);
    if (session?.role !== 'staff') return false;
    if (change.collection === ROLES) return session.user.role_id === change.id;
    return change.collection === STAFF && session.user._id === change.id;
};

/** One event: a change (its id `{run}.{seq}`), a resync, or a permissions notice (no id). */
const writeEvent = (res: Response, run: string, lastSeq: number, entry: LiveEntry | 'resync' | 'permissions'): void => {
    // No id: a permissions event is not one of the changes a reconnecting client asks for again.
    if (entry === 'permissions') {
        res.write('event: permissions\ndata: {}\n\n');
        return;
    }
    if (entry === 'resync') {
        res.write(`id: ${run}.${lastSeq}\nevent: resync\ndata: {}\n\n`);
        return;
    }
    const { collection, id, kind, by } = entry;
    res.write(`id: ${run}.${entry.seq}\nevent: change\ndata: ${JSON.stringify({ collection, id, kind, by })}\n\n`);
};

/** A staff member hears of the collections of the screens their role may list, no other. */
const staffHears = (permissions: Permissions, collection: string): boolean =>
    declarations.some(decl => decl.collection === collection && mayDo(permissions, decl.name, 'list'));

/** An event stream's headers: never cached, never buffered by a proxy. */
const STREAM_HEADERS = {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
};

/** The changes kept for a reconnecting client, under this run's id: a restart or a reset begins a new run. */
const liveHistory = (store: Store) => {
    const newRun = () => randomBytes(4).toString('hex');
    let run = newRun();
    const backlog: LiveEntry[] = [];
    return {
        get run() {
            return run;
        },
        keep(entry: LiveEntry): void {
            backlog.push(entry);
            if (backlog.length > BACKLOG) backlog.splice(0, backlog.length - BACKLOG);
        },
        /** The changes after `lastId`, or 'resync' when they are not all in the backlog (or it is another run's id). */
        missed(lastId: string | undefined): LiveEntry[] | 'resync' {
            if (lastId === undefined || lastId === '') return [];
            const match = /^([0-9a-f]{8})\.(\d{1,15})$/.exec(lastId);
            if (!match || match[1] !== run) return 'resync';
            const seq = Number(match[2]);
            if (seq > store.lastSeq) return 'resync';
            const oldest = backlog[0]?.seq ?? store.lastSeq + 1;
            // Changes of collections nobody hears still count in the sequence: what is not held cannot be told.
            if (seq < store.lastSeq && seq + 1 < oldest) return 'resync';
            return backlog.filter(entry => entry.seq > seq);
        },
        restart(): void {
            run = newRun();
            backlog.length = 0;
        },
    };
};

/** What every stream of the API shares: the sessions judging it, the coaches' scopes, the open streams. */
interface StreamsContext {
    sessions: Sessions;
    scopes: CoachScopes;
    streams: Set<Stream>;
    write: (res: Response, entry: LiveEntry | 'resync' | 'permissions') => void;
}

/**
 * One session's stream on `res`: each event goes out only while the session lasts and may hear it; a heartbeat
 * keeps it open, and it ends with the session, at the token's expiry at the latest, or when the client leaves.
 */
const openStream = (res: Response, viewer: Viewer, claims: TokenClaims, context: StreamsContext): Stream => {
    const { sessions, scopes, streams, write } = context;
    const beat = setInterval(() => (sessions.sessionOf(claims) ? res.write(': beat\n\n') : stream.end()), HEARTBEAT_MS);
    // A token's expiry ends its session: the stream closes then, not at the next change.
    const expiry =
        claims.exp === undefined ? undefined : setTimeout(() => stream.end(), claims.exp * 1000 - Date.now());
    const stream: Stream = {
        viewer,
        claims,
        send(entry) {
            const session = sessions.sessionOf(claims);
            if (!session) return stream.end();
            if (typeof entry === 'string') return write(res, entry);
            if (session.role === 'staff' && !staffHears(session.permissions, entry.collection)) return;
            if (mayHear(scopes, viewer, entry.collection, entry.scope)) write(res, entry);
        },
        tell: (event, data, may) => {
            const session = sessions.sessionOf(claims);
            if (!session) return stream.end();
            if (may(viewer, session.role === 'staff' ? session.permissions : undefined))
                res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        end() {
            clearInterval(beat);
            clearTimeout(expiry);
            streams.delete(stream);
            res.end();
        },
    };
    streams.add(stream);
    res.on('close', () => stream.end());
    return stream;
};

/** The id a reconnecting client last heard: the Last-Event-ID header, or `lastEventId` in the query. */
const lastEventIdOf = (req: Request): string | undefined => {
    const lastId =
        req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
    if (lastId !== undefined && lastId.length > 40)
        throw new Refusal(400, 'Last-Event-ID must be an id this stream sent');
    return lastId;
};

/**
 * One guarded stream of committed changes as Server-Sent Events (`GET /live`, the session's bearer token:
 * browsers read it with fetch, as EventSource sends no headers). Each event's id is `{run}.{seq}` over the
 * store's sequence of journal lines; a client reconnecting with `Last-Event-ID` of this run gets what it
 * missed from the backlog, and one from another run (a restart, a reset) or too far back gets a `resync`
 * event (read everything again). A stream ends with its session: at once when an account or the session
 * bookkeeping changes (sign-out, a password change or reset, a coach disabled or deleted, a reset), at its
 * token's expiry, and no event is written to a session that has ended.
 */
export const registerLiveChanges = (
    app: Express,
    store: Store,
    sessions: Sessions,
    signedIn: RequestHandler,
    collections: readonly string[],
    scopes: CoachScopes,
    /** Whether GET /live is served (not with --spec-only). */
    served = true,
) => {
    const history = liveHistory(store);
    const heard = new Set(collections);
    const streams = new Set<Stream>();
    const context: StreamsContext = {
        sessions,
        scopes,
        streams,
        write: (res, entry) => writeEvent(res, history.run, store.lastSeq, entry),
    };

    /** Ends the streams whose session has ended; the rest go on. */
    const recheck = () => streams.forEach(stream => sessions.sessionOf(stream.claims) ?? stream.end());
    sessions.onAccountsChanged(recheck);

    store.onCommitted(change => {
        streams.forEach(stream => concerns(sessions, stream.claims, change) && stream.send('permissions'));
        if (!heard.has(change.collection)) return;
        const entry = liveEntryOf(change, scopes);
        history.keep(entry);
        streams.forEach(stream => stream.send(entry));
    });

    const serveStream: RequestHandler = (req, res) => {
        const catchUp = history.missed(lastEventIdOf(req));
        res.status(200).set(STREAM_HEADERS);
        res.flushHeaders();
        res.write('retry: 2000\n\n');
        // The guard's session, kept as its token's claims to judge it again, at once, on every change.
        const stream = openStream(res, viewerOf(res), res.locals.claims as TokenClaims, context);
        if (catchUp === 'resync') stream.send('resync');
        else catchUp.forEach(entry => stream.send(entry));
    };
    if (served) app.get(LIVE_PATH, signedIn, serveStream);

    return {
        route: LIVE_ROUTE,
        /**
         * Before a reset to the seed: a new history (an id from before it gets `resync`), and every stream told
         * to read everything again, then ended with its session.
         */
        restart: () => {
            history.restart();
            streams.forEach(stream => {
                stream.send('resync');
                stream.end();
            });
        },
        /** Tells the open streams whose session `may` hear it a note beside the changes (a `presence` event). */
        tell: (event: string, data: unknown, may: MayHearNote) =>
            streams.forEach(stream => stream.tell(event, data, may)),
        /** Ends every stream (the server is closing: an open stream would keep it from closing). */
        close: () => streams.forEach(stream => stream.end()),
    };
};
