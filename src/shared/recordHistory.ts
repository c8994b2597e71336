import { holds } from './conditions';
import { del, get, post } from './endpoints';
import type { Endpoint, ResourceDeclaration } from './types';

/**
 * The calls of every record's history and of the recently deleted records: one place, so an API without them
 * is one switch (`offersHistory`, `offersRecentlyDeleted`). Paths are the declaration's name under `/records/`.
 */
export interface HistoryCalls {
    /** GET `?limit=&before=`: a page of a record's changes, newest first. */
    history: Endpoint;
    /** POST `{ version }` with `If-Match`: writes the record's values at that version back through the update. */
    restoreVersion: Endpoint;
    /** GET: the records deleted in the last 30 days. */
    deleted: Endpoint;
    /** POST: puts a deleted record back under its id. */
    restoreDeleted: Endpoint;
    /** DELETE: drops a deleted record for good (the super-admin's). */
    deleteForever: Endpoint;
}

export const historyCalls = (decl: ResourceDeclaration): HistoryCalls => {
    const base = `/records/${decl.name}`;
    return {
        history: get(`${base}/:id/history`, { send: ['limit', 'before'] }),
        restoreVersion: post(`${base}/:id/history/restore`, { send: ['version'] }),
        deleted: get(`${base}/deleted`),
        restoreDeleted: post(`${base}/deleted/:id/restore`),
        deleteForever: del(`${base}/deleted/:id`),
    };
};

/** A declaration whose records are edited offers their history. */
export const offersHistory = (decl: ResourceDeclaration): boolean =>
    (decl.api.update !== undefined || decl.history?.readOnly === true) && decl.history?.kept !== false;

/** A declaration whose records are deleted offers the recently deleted ones back. */
export const offersRecentlyDeleted = (decl: ResourceDeclaration): boolean =>
    decl.api.delete !== undefined && decl.history?.kept !== false;

/** Whether a row of the declaration's collection is one of its own (collections several declarations share). */
export const historyRowOf = (decl: ResourceDeclaration, row: Readonly<Record<string, unknown>>): boolean =>
    decl.history?.rows === undefined || holds(decl.history.rows, row);

/** One change of a record, as the history call answers it. */
export interface HistoryEntry {
    id: string;
    /** The record's version this change made. */
    version: number;
    /** `restored`: a version written back (`restored_version` names it) or a deleted record put back. */
    kind: 'created' | 'updated' | 'restored';
    /** The version a restore wrote back. */
    restored_version?: number;
    at: string;
    actor_name: string;
    changes: ReadonlyArray<{ field: string; before: unknown; after: unknown }>;
}

/**
 * A page of a record's history: its changes newest first, the oldest version it can be brought back to, the
 * version to ask the next page `before` (null on the last page), and how many older versions were dropped to
 * keep the history within its bounds.
 */
export interface RecordHistory {
    version: number;
    oldest: number | null;
    entries: readonly HistoryEntry[];
    next: number | null;
    dropped: number;
}

/** A deleted record, as the recently deleted call answers it. */
export interface DeletedRecord {
    id: string;
    title: string;
    deleted_at: string;
    actor_name: string;
    record: Record<string, unknown>;
}

/** How many days a deleted record is kept. */
export const KEEP_DELETED_DAYS = 30;

/**
 * The console's URL segments for them, below a list's (`/event/deleted`) and a record modal's (`/event/12/history`),
 * so Back closes them and Forward opens them again, as the add and edit modals.
 */
export const DELETED_SEGMENT = 'deleted';
export const HISTORY_SEGMENT = 'history';

/**
 * A record's history keeps at most this many versions and this many bytes of the data file (its entries and its
 * large values); older versions are dropped first, the newest is always kept (docs/history.md, "Bounds").
 */
export const HISTORY_MAX_VERSIONS = 100;
export const HISTORY_MAX_BYTES = 1024 * 1024;
/** A value at least this large (as JSON) is kept once per record, however many versions name it. */
export const HISTORY_LARGE_VALUE_BYTES = 1024;
/** A history page: this many versions unless asked for fewer or more (at most the max), and about this many bytes. */
export const HISTORY_PAGE = 20;
export const HISTORY_PAGE_MAX = 100;
export const HISTORY_PAGE_BYTES = 1024 * 1024;
