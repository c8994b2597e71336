import { post } from './endpoints';

/**
 * Who else has a record open in an edit form. The console announces an open form (`POST /presence`, then a beat
 * every few seconds while it stays open, and `open: false` when it closes); the API tells each session that may
 * open the record who has it open, as a `presence` event on the live stream (/live). A form whose beats stop (a tab
 * gone, a crash) drops out after PRESENCE_TTL_MS. Plain data: both runtimes read it.
 */
export const PRESENCE_PATH = '/presence';
/** The announce, as the data provider sends it. */
export const PRESENCE_CALL = post(PRESENCE_PATH, { send: ['resource', 'id', 'tab', 'open'] });
/** The live stream's event that carries who has a record open. */
export const PRESENCE_EVENT = 'presence';
/** How often an open form says it is still open. */
export const PRESENCE_BEAT_MS = 3000;
/** A form not heard from for this long counts as closed: within 10 s of its tab going away, beats included. */
export const PRESENCE_TTL_MS = 7000;
/** A tab's own id for its form: letters, digits, - and _, at most this long. */
export const PRESENCE_TAB_MAX = 64;

/** What an open (or closing) form tells the API: the declaration's name, the record's id, and its tab. */
export interface PresenceAnnounce {
    resource: string;
    id: string;
    tab: string;
    open: boolean;
}

/** Someone with the record open. */
export interface PresencePerson {
    id: string;
    name: string;
    /** The tabs it has the record open in: a form leaves itself out, not the same person's other tabs. */
    tabs: string[];
}

/** Who has one record open, as the live stream's `presence` event and the announce's answer carry it. */
export interface PresenceNote {
    resource: string;
    id: string;
    people: PresencePerson[];
}

/** What is wrong with an announce's body, in the API's words; undefined when it is well formed. */
export const presenceProblem = (body: unknown): string | undefined => {
    const value = (body ?? {}) as Record<string, unknown>;
    if (typeof value.resource !== 'string' || value.resource === '') return 'resource must be a text';
    if (typeof value.id !== 'string' || value.id === '' || value.id.length > 64) return 'id must be a record id';
    if (typeof value.tab !== 'string' || !new RegExp(`^[\\w-]{1,${PRESENCE_TAB_MAX}}$`).test(value.tab))
        return `tab must be 1 to ${PRESENCE_TAB_MAX} letters, digits, - or _`;
    if (typeof value.open !== 'boolean') return 'open must be true or false';
    return undefined;
};
