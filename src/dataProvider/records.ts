import type { RaRecord } from 'ra-core';

/** The API keys records by `_id`; react-admin wants `id`. Both are kept. */
export const withId = <R extends RaRecord = RaRecord>(row: unknown): R => {
    const r = (row ?? {}) as Record<string, unknown>;
    return { ...r, id: (r.id ?? r._id) as RaRecord['id'] } as R;
};
