import type { DataProvider, RaRecord } from 'ra-core';
import type { CallResult } from './callResult';
import type { Endpoint } from './types';

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
export interface EngineDataProvider extends DataProvider {
    /** Flips a toggle field (status switch, favourite star) through its own endpoint. */
    toggle(resource: string, params: ToggleParams): Promise<CallResult<RaRecord>>;
    /** Runs an endpoint a custom page declares beside its screen (e.g. the package edit page's view and save). */
    call<T = unknown>(
        endpoint: Endpoint,
        params?: { id?: RaRecord['id']; data?: Record<string, unknown> },
    ): Promise<CallResult<T>>;
}
