/**
 * The extras: what the console uses beyond the spec's calls. The API names those it offers at `GET /capabilities`;
 * an API without that call (404) offers none, and the console steps aside for each one missing (hides it or falls
 * back). Plain data, read by the fake API too.
 */
export const EXTRAS = [
    /** Saved list views, kept by the API (/list-views); without it, in the browser. */
    'views',
    /** Live changes (/live); without it, the open list is read again every 30 s. */
    'live',
    /** The Activity Log (/activity). */
    'activity',
    /** The dashboard's Student Activity Log (/dashboard/student-activity): the spec names no call for it. */
    'dashboard',
    /** Insights (/insights/*). */
    'insights',
    /** A record's history with Restore this version (/records/{name}/{id}/history). */
    'history',
    /** Recently deleted records, to restore (/records/{name}/deleted). */
    'recentlyDeleted',
    /** Staff accounts and their roles (/staff, /roles, /me/permissions); without it, the super-admin alone. */
    'staff',
] as const;

export type Extra = (typeof EXTRAS)[number];

/** What the API offers beyond the spec: the extras it named. */
export type Capabilities = readonly Extra[];

/** An API that serves the spec's calls only. */
export const SPEC_ONLY: Capabilities = [];

/** Where the API lists what it offers (GET, signed-in callers). */
export const CAPABILITIES_PATH = '/capabilities';

/**
 * The extras an answer's `data` names (`{extras: [...]}`), in EXTRAS' order; names the console does not know are
 * left out, and anything not of that shape reads as the spec only.
 */
export const capabilitiesOf = (data: unknown): Capabilities => {
    const named = (data as { extras?: unknown } | null)?.extras;
    if (!Array.isArray(named)) return SPEC_ONLY;
    return EXTRAS.filter(extra => named.includes(extra));
};
