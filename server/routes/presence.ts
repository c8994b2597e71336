import type { Express, RequestHandler } from 'express';
import { declarations } from '../../src/shared/entities/declarations';
import {
    PRESENCE_EVENT,
    PRESENCE_PATH,
    PRESENCE_TAB_MAX,
    PRESENCE_TTL_MS,
    type PresenceAnnounce,
    type PresenceNote,
    type PresencePerson,
    presenceProblem,
} from '../../src/shared/presence';
import { Refusal, handle, succeed } from '../http/answers';
import { type CoachScopes, mayOpen } from '../domain/coachScopes';
import { viewerOf } from '../domain/viewer';
import type { Permissions } from '../../src/shared/permissions/model';
import { mayDo } from '../../src/shared/permissions/verdicts';
import type { MayHearNote } from './liveChanges';
import type { Store } from '../store/store';
import { route } from '../openapi/routeDoc';

/** One open form: whose, which tab, until when it counts as open. */
interface OpenForm {
    person: string;
    name: string;
    expires: number;
}

/** How often forms whose beats stopped are dropped. */
const SWEEP_MS = 1000;

const collectionOf = new Map(declarations.map(decl => [decl.name, decl.collection]));

const PRESENCE_ROUTE = route(`POST ${PRESENCE_PATH}`, {
    summary: 'An edit form is open (again every few seconds) or closed: who has the record open comes back',
    tag: 'live',
    access: 'session',
    body: {
        type: 'object',
        required: ['resource', 'id', 'tab', 'open'],
        properties: {
            resource: { type: 'string', enum: [...collectionOf.keys()] },
            id: { type: 'string', minLength: 1, maxLength: 64 },
            tab: { type: 'string', pattern: `^[\\w-]{1,${PRESENCE_TAB_MAX}}$` },
            open: { type: 'boolean' },
        },
    },
    data: {
        type: 'object',
        required: ['resource', 'id', 'people'],
        properties: {
            resource: { type: 'string' },
            id: { type: 'string' },
            people: {
                type: 'array',
                items: {
                    type: 'object',
                    required: ['id', 'name', 'tabs'],
                    properties: {
                        id: { type: 'string' },
                        name: { type: 'string' },
                        tabs: { type: 'array', items: { type: 'string' } },
                    },
                },
            },
        },
    },
    refuses: [404],
});

/**
 * `POST /presence`: an edit form says it is open (again, every few seconds) or closed; every session that may open
 * the record hears who has it open on its live stream (`tell`), at once when someone comes or goes, and when a form
 * not heard from for PRESENCE_TTL_MS is dropped. Kept in memory: who is looking is not data.
 */
export const registerPresence = (
    app: Express,
    store: Store,
    signedIn: RequestHandler,
    scopes: CoachScopes,
    tell: (event: string, data: unknown, may: MayHearNote) => void,
    now: () => number = Date.now,
) => {
    // Per record ("resource id"), per tab ("person tab").
    const rooms = new Map<string, Map<string, OpenForm>>();
    const roomKey = (resource: string, id: string) => `${resource} ${id}`;

    const noteOf = (resource: string, id: string): PresenceNote => {
        const people = new Map<string, PresencePerson>();
        rooms.get(roomKey(resource, id))?.forEach((form, key) => {
            const person = people.get(form.person) ?? { id: form.person, name: form.name, tabs: [] };
            person.tabs.push(key.slice(form.person.length + 1));
            people.set(form.person, person);
        });
        return { resource, id, people: [...people.values()] };
    };

    const rowOf = (resource: string, id: string) => {
        const collection = collectionOf.get(resource);
        const row = collection === undefined ? undefined : store.collection(collection).get(id);
        return collection && row ? { collection, row } : undefined;
    };

    const announce = (resource: string, id: string) => {
        const found = rowOf(resource, id);
        // A record deleted meanwhile: whoever had it open is told by its delete.
        if (!found) return;
        tell(
            PRESENCE_EVENT,
            noteOf(resource, id),
            (viewer, staff) =>
                (!staff || mayDo(staff, resource, 'open')) && mayOpen(scopes, viewer, found.collection, found.row),
        );
    };

    const sweep = setInterval(() => {
        const at = now();
        for (const [key, room] of rooms) {
            const before = room.size;
            for (const [tab, form] of room) if (form.expires <= at) room.delete(tab);
            if (room.size === before) continue;
            if (room.size === 0) rooms.delete(key);
            const [resource, id] = key.split(' ');
            announce(resource, id);
        }
    }, SWEEP_MS);
    sweep.unref();

    app.post(
        PRESENCE_PATH,
        signedIn,
        handle((req, res) => {
            const problem = presenceProblem(req.body);
            if (problem) throw new Refusal(400, problem);
            const { resource, id, tab, open } = req.body as PresenceAnnounce;
            if (!collectionOf.has(resource)) throw new Refusal(400, 'resource must name a declared list');
            const viewer = viewerOf(res);
            const found = rowOf(resource, id);
            // Another's record a coach may not open is not told to exist, as its other calls do.
            const staff = res.locals.role === 'staff' ? (res.locals.permissions as Permissions) : undefined;
            if (
                !found ||
                !mayOpen(scopes, viewer, found.collection, found.row) ||
                (staff && !mayDo(staff, resource, 'open'))
            )
                throw new Refusal(404, 'Record not found');
            const key = roomKey(resource, id);
            const room = rooms.get(key) ?? new Map<string, OpenForm>();
            const formKey = `${viewer.id} ${tab}`;
            const came = !room.has(formKey);
            if (open) {
                const name = String(res.locals.userName ?? '');
                room.set(formKey, { person: viewer.id, name, expires: now() + PRESENCE_TTL_MS });
                rooms.set(key, room);
            } else room.delete(formKey);
            if (room.size === 0) rooms.delete(key);
            if (came === open) announce(resource, id);
            succeed(res, noteOf(resource, id));
        }),
    );

    return {
        route: PRESENCE_ROUTE,
        close: () => clearInterval(sweep),
    };
};
