import type { DataProvider, RaRecord } from 'ra-core';
import type { CallResult } from './callResult';
import type { DeletedRecord, RecordHistory } from '../shared/recordHistory';
import type { Capabilities } from '../shared/extras';
import type { PresenceNote } from '../shared/presence';
import type { Permissions } from '../shared/permissions/model';
import type { SavedView, ViewState } from '../shared/savedViews';
import type { Endpoint } from '../shared/types';

/** A view as saved: the list, its name, whether everyone sees it, and the list's state. */
interface NewView {
    list: string;
    name: string;
    shared: boolean;
    state: ViewState;
}

/** The saved-view calls of the lists (the API's /list-views). */
export interface ViewCalls {
    getViews(params: { list: string }): Promise<CallResult<SavedView[]>>;
    saveView(params: NewView): Promise<CallResult<SavedView>>;
    /** Owner only; a rename sends the name alone. */
    changeView(params: { id: string; changes: Partial<Omit<NewView, 'list'>> }): Promise<CallResult<SavedView>>;
    deleteView(params: { id: string }): Promise<CallResult<null>>;
}

/** Every record's history and the recently deleted records, by react-admin resource (./recordHistory.ts). */
export interface RecordHistoryCalls {
    /** A page of the record's history: the newest, or those older than `before` (the last page's `next`). */
    getHistory(resource: string, params: { id: RaRecord['id']; before?: number }): Promise<CallResult<RecordHistory>>;
    /** Writes the values of `version` back; `read` is the version the screen shows (a stale one is refused, 409). */
    restoreVersion(
        resource: string,
        params: { id: RaRecord['id']; version: number; read: number },
    ): Promise<CallResult<RaRecord>>;
    getDeleted(resource: string): Promise<CallResult<DeletedRecord[]>>;
    restoreDeleted(resource: string, params: { id: RaRecord['id'] }): Promise<CallResult<RaRecord>>;
    deleteForever(resource: string, params: { id: RaRecord['id'] }): Promise<CallResult<null>>;
}

export interface ToggleParams {
    id: RaRecord['id'];
    /** The toggle field, e.g. `grade_status` or `favourite`. */
    field: string;
    /** The value asked for; a server that decides ignores it. */
    value: boolean;
}

/**
 * What the engine's views ask of the data provider beyond react-admin's own
 * methods. The engine names it here and imports no data provider; the app's
 * one (src/dataProvider) has these and more.
 */
export interface EngineDataProvider extends DataProvider, ViewCalls, RecordHistoryCalls {
    /** What the API offers beyond the spec (GET /capabilities; none when it has no such call). */
    capabilities(): Promise<Capabilities>;
    /** Says an edit form is open (again) or closed (POST /presence); answers who has the record open. */
    announcePresence(params: {
        resource: string;
        id: string;
        tab: string;
        open: boolean;
    }): Promise<CallResult<PresenceNote>>;
    /** Says an edit form closed, sent so that it arrives even as the page goes away (a closed tab); nothing comes back. */
    leavePresence(params: { resource: string; id: string; tab: string }): Promise<void>;
    /** What this session may do: a staff role's grants, or everything (GET /me/permissions with the 'staff' extra). */
    permissions(params?: { fresh?: boolean }): Promise<Permissions>;
    /** The session's permissions once the API has answered, at once (no frame waits for a settled promise). */
    settledPermissions?(): Permissions | undefined;
    /** Flips a toggle field (status switch, favourite star) through its own endpoint. */
    toggle(resource: string, params: ToggleParams): Promise<CallResult<RaRecord>>;
    /** Runs an endpoint a custom page declares beside its screen (e.g. the package edit page's view and save). */
    call<T = unknown>(
        endpoint: Endpoint,
        params?: { id?: RaRecord['id']; data?: Record<string, unknown> },
    ): Promise<CallResult<T>>;
}
