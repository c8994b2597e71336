import { randomBytes } from 'node:crypto';
import type { Express, RequestHandler, Response } from 'express';
import { LIVE_PATH } from '../src/schema/liveChanges';
import { Refusal } from './answers';
import type { StoredRecord } from './dbFile';
import { bearerToken } from './guard';
import { RESOURCES, folderVisible, viewerOf, type Viewer } from './routes/folders';
import { resourceVisible } from './routes/library';
import type { Sessions } from './sessions';
import type { CommittedChange, Store } from './store';
import { COACHES, STUDENTS } from './users';
import { route } from './openapi/routeDoc';

/** Changes kept for a client that reconnects with Last-Event-ID; one further back gets a `resync`. */
const BACKLOG = 5000;
/** A comment line this often keeps proxies from closing a quiet stream, and rechecks the session. */
const HEARTBEAT_MS = 15_000;
const CATEGORIES = 'categories';

/** What a client is told of a change: where, which record, how, by whom; never the record itself. */
interface LiveEvent {
    collection: string;
    id: string;
    kind: CommittedChange['kind'];
    by: string;
}

/**
 * What a session may hear of: the super-admin every change of a declared collection; a coach only of
 * records it can read (its folders and those it sees, the resources it sees, its own record, its students).
 */
const mayHear = (viewer: Viewer, collection: string, row: StoredRecord): boolean => {
    if (viewer.superAdmin) return true;
    if (collection === CATEGORIES) return folderVisible(viewer, row);
    if (collection === RESOURCES) return resourceVisible(viewer, row);
    if (collection === COACHES) return String(row._id) === viewer.id;
    if (collection === STUDENTS) return String(row.coach_id) === viewer.id;
    return false;
};

/**
 * One guarded stream of committed changes as Server-Sent Events (`GET /live`, the session's bearer token:
 * browsers read it with fetch, as EventSource sends no headers). Each event's id is `{run}.{seq}` over the
 * store's sequence of journal lines; a client reconnecting with `Last-Event-ID` of this run gets what it
 * missed from the backlog, and one from another run (a restart) or too far back gets a `resync` event
 * (read everything again). `POST /__reset` sends `resync` to everyone.
 */
export const registerLiveChanges = (
    app: Express,
    store: Store,
    sessions: Sessions,
    signedIn: RequestHandler,
    collections: readonly string[],
) => {
    const run = randomBytes(4).toString('hex');
    const heard = new Set(collections);
    const backlog: CommittedChange[] = [];
    const clients = new Set<(change: CommittedChange | 'resync') => void>();
    const streams = new Set<Response>();

    store.onCommitted(change => {
        if (!heard.has(change.collection)) return;
        backlog.push(change);
        if (backlog.length > BACKLOG) backlog.splice(0, backlog.length - BACKLOG);
        clients.forEach(send => send(change));
    });

    const eventOf = (change: CommittedChange): LiveEvent => ({
        collection: change.collection,
        id: change.id,
        kind: change.kind,
        by: change.actor?.name ?? '',
    });

    const write = (res: Response, change: CommittedChange | 'resync'): void => {
        if (change === 'resync') res.write(`id: ${run}.${store.lastSeq}\nevent: resync\ndata: {}\n\n`);
        else res.write(`id: ${run}.${change.seq}\nevent: change\ndata: ${JSON.stringify(eventOf(change))}\n\n`);
    };

    /** The changes after `lastId`, or 'resync' when they are not all in the backlog (or it is another run's id). */
    const missed = (lastId: string | undefined): CommittedChange[] | 'resync' => {
        if (lastId === undefined || lastId === '') return [];
        const match = /^([0-9a-f]{8})\.(\d{1,15})$/.exec(lastId);
        if (!match || match[1] !== run) return 'resync';
        const seq = Number(match[2]);
        if (seq > store.lastSeq) return 'resync';
        const oldest = backlog[0]?.seq ?? store.lastSeq + 1;
        // Changes of collections nobody hears still count in the sequence: what is not held cannot be told.
        if (seq < store.lastSeq && seq + 1 < oldest) return 'resync';
        return backlog.filter(change => change.seq > seq);
    };

    app.get(LIVE_PATH, signedIn, (req, res) => {
        const viewer = viewerOf(res);
        const token = bearerToken(req.get('authorization')) ?? '';
        const lastId =
            req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
        if (lastId !== undefined && lastId.length > 40)
            throw new Refusal(400, 'Last-Event-ID must be an id this stream sent');
        const catchUp = missed(lastId);
        res.status(200).set({
            'Content-Type': 'text/event-stream; charset=utf-8',
            'Cache-Control': 'no-cache, no-transform',
            Connection: 'keep-alive',
            'X-Accel-Buffering': 'no',
        });
        res.flushHeaders();
        res.write('retry: 2000\n\n');
        const send = (change: CommittedChange | 'resync') => {
            if (change === 'resync' || mayHear(viewer, change.collection, change.row)) write(res, change);
        };
        if (catchUp === 'resync') write(res, 'resync');
        else catchUp.forEach(send);
        clients.add(send);
        streams.add(res);
        // A session that ended (sign-out, a password change, a reset) stops hearing at the next beat.
        const beat = setInterval(() => {
            sessions.check(token).then(
                session => (session ? res.write(': beat\n\n') : res.end()),
                () => res.end(),
            );
        }, HEARTBEAT_MS);
        const stop = () => {
            clearInterval(beat);
            clients.delete(send);
            streams.delete(res);
        };
        req.on('close', stop);
        res.on('close', stop);
    });

    return {
        route: route(`GET ${LIVE_PATH}`, {
            summary: 'Server-Sent Events, one per committed change: {collection, id, kind, by}',
            tag: 'live',
            access: 'session',
            answer: 'events',
        }),
        /** After a reset to the seed: every client reads everything again. */
        resync: () => clients.forEach(send => send('resync')),
        /** Ends every stream (the server is closing: an open stream would keep it from closing). */
        close: () => streams.forEach(res => res.end()),
    };
};
