import type { RaRecord } from 'ra-core';
import type { RecordHistoryCalls } from '../schema/engineDataProvider';
import { type DeletedRecord, type RecordHistory, historyCalls } from '../shared/recordHistory';
import type { ResourceDeclaration } from '../shared/types';
import { versionTag } from '../shared/versions';
import type { HttpClient } from './http';
import { withId } from './records';

/** The history and recently deleted calls (src/shared/recordHistory.ts) as the named methods the engine asks for. */
export const recordHistoryCalls = (
    http: HttpClient,
    declOf: (resource: string) => ResourceDeclaration,
): RecordHistoryCalls => {
    const calls = (resource: string) => historyCalls(declOf(resource));
    return {
        getHistory: async (resource, { id, before }) =>
            http.call<RecordHistory>(calls(resource).history, { before }, id),
        restoreVersion: async (resource, { id, version, read }) => {
            const { data, message } = await http.call<RaRecord>(calls(resource).restoreVersion, { version }, id, {
                'If-Match': versionTag(read),
            });
            return { data: withId(data), message };
        },
        getDeleted: async resource => http.call<DeletedRecord[]>(calls(resource).deleted),
        restoreDeleted: async (resource, { id }) => {
            const { data, message } = await http.call<RaRecord>(calls(resource).restoreDeleted, {}, id);
            return { data: withId(data), message };
        },
        deleteForever: async (resource, { id }) => http.call<null>(calls(resource).deleteForever, {}, id),
    };
};
