import { holds } from './conditions';
import { del, get, post } from './endpoints';
import type { Endpoint, ResourceDeclaration } from './types';

/**
 * The calls of every record's history and of the recently deleted records: one place, so an API without them
 * is one switch (`offersHistory`, `offersRecentlyDeleted`). Paths are the declaration's name under `/records/`.
 */
export interface HistoryCalls {
    /** GET: a record's changes, newest first. */
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
        history: get(`${base}/:id/history`),
        restoreVersion: post(`${base}/:id/history/restore`, { send: ['version'] }),
        deleted: get(`${base}/deleted`),
        restoreDeleted: post(`${base}/deleted/:id/restore`),
        deleteForever: del(`${base}/deleted/:id`),
    };
};

/** A declaration whose records are edited offers their history. */
export const offersHistory = (decl: ResourceDeclaration): boolean => decl.api.update !== undefined;

/** A declaration whose records are deleted offers the recently deleted ones back. */
export const offersRecentlyDeleted = (decl: ResourceDeclaration): boolean => decl.api.delete !== undefined;

/** Whether a row of the declaration's collection is one of its own (collections several declarations share). */
export const historyRowOf = (decl: ResourceDeclaration, row: Readonly<Record<string, unknown>>): boolean =>
    decl.history?.rows === undefined || holds(decl.history.rows, row);

/** One change of a record, as the history call answers it. */
export interface HistoryEntry {
    id: string;
    /** The record's version this change made. */
    version: number;
    kind: 'created' | 'updated' | 'restored';
    at: string;
    actor_name: string;
    changes: ReadonlyArray<{ field: string; before: unknown; after: unknown }>;
}

/** A record's history: its changes, and the oldest version it can be brought back to. */
export interface RecordHistory {
    version: number;
    oldest: number | null;
    entries: readonly HistoryEntry[];
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
