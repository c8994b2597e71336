/**
 * Live changes: what the API's stream (GET /live) tells of each committed change. Plain data, read by the
 * fake API too; the console's bus and hooks are in views/useLiveChanges.ts.
 */
/** The API's stream of changes. */
export const LIVE_PATH = '/live';

interface LiveChange {
    /** The API's collection (a declaration's `collection`). */
    collection: string;
    id: string;
    kind: 'created' | 'updated' | 'deleted';
    /** Who made the change ('' when the API does not know). */
    by: string;
}

/** `resync`: changes were missed (a restart, a reset, too long away): read everything again. */
export type LiveMessage = LiveChange | 'resync';

/**
 * `on`: connected; `off`: dropped, reconnecting; `idle`: not started (signed out); `polling`: the API has no live
 * changes, so the open list is read again every 30 s.
 */
export type LiveStatus = 'idle' | 'on' | 'off' | 'polling';
