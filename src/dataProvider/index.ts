import {
    type CreateParams,
    type DeleteParams,
    type GetListParams,
    type GetManyParams,
    type GetOneParams,
    HttpError,
    type RaRecord,
    type UpdateParams,
} from 'ra-core';
import type { EngineDataProvider, ToggleParams } from '../schema/engineDataProvider';
import type { Endpoint, ResourceDeclaration, ToggleField } from '../shared/types';
import { versionOf, versionTag } from '../shared/versions';
import { type AccountCalls, accountCalls } from './account';
import { capabilityCalls } from './capabilities';
import { createHttpClient, type ApiUrl, type HttpClient, type Session } from './http';
import { type InsightCalls, insightCalls } from './insights';
import { prepareValues } from './prepare';
import { fetchList, jsonRequest, searchableFields } from './protocols';
import { withId } from './records';
import { type LiveStreamOptions, openLiveStream } from './liveStream';
import { LIVE_PATH } from '../shared/liveChanges';
import { PRESENCE_CALL, type PresenceNote } from '../shared/presence';
import { viewCalls } from './views';
import type { WholeLists } from './wholeLists';
import { recordHistoryCalls } from './history';
import { permissionCalls } from './permissions';

/** The data provider the console's screens use: the engine's calls, the account pages' and the Insights screen's. */
export interface AppDataProvider extends EngineDataProvider, AccountCalls, InsightCalls {
    /**
     * Opens the API's live stream for this session (one is enough); resolves to its stop function (a promise,
     * as react-admin's proxy of the data provider expects of every method).
     */
    live(
        handlers: Pick<LiveStreamOptions, 'onMessage' | 'onStatus' | 'onPresence' | 'onPermissions'>,
    ): Promise<() => void>;
}

export interface DataProviderOptions {
    apiUrl: ApiUrl;
    declarations: readonly ResourceDeclaration[];
    session: Session;
    fetch?: typeof fetch;
}

/** Rows a search for records by id reads at most, in pages of FIND_PAGE (the API's largest). */
const FIND_LIMIT = 2000;
const FIND_PAGE = 100;

const notSupported = (resource: string, what: string) =>
    Promise.reject(new HttpError(`${what} is not available for ${resource}`, 405));

/**
 * Records by id, found in the list (the spec has no call for one record): a whole list at once, a paged one in
 * the API's pages, newest first, up to FIND_LIMIT rows (deep links to a modal); `filter` names a parent record
 * (sub folders of a folder).
 */
const findInList = async (
    http: HttpClient,
    decl: ResourceDeclaration,
    ids: RaRecord['id'][],
    filter: Record<string, unknown>,
): Promise<RaRecord[]> => {
    const wanted = new Set(ids.map(String));
    if (decl.api.list.kind === 'whole') {
        const request = jsonRequest(http.request(decl.api.list.endpoint));
        return http.wholeLists.withIds(decl.route, request, searchableFields(decl), ids);
    }
    const found: RaRecord[] = [];
    for (let page = 1; page * FIND_PAGE <= FIND_LIMIT; page++) {
        const params = {
            pagination: { page, perPage: FIND_PAGE },
            sort: { field: '', order: 'DESC' as const },
            filter,
        };
        const { data, total } = await fetchList(http, decl, decl.api.list, params);
        found.push(...data.filter(r => wanted.has(String(r.id))));
        if (found.length >= wanted.size || page * FIND_PAGE >= (total ?? 0) || data.length === 0) break;
    }
    return found;
};

type DeclOf = (resource: string) => ResourceDeclaration;

/** Reading records: a list's page, one record (by its view call, or found in its list), several by id. */
const recordReads = (
    http: HttpClient,
    declOf: DeclOf,
): Pick<AppDataProvider, 'getList' | 'getOne' | 'getMany' | 'getManyReference'> => {
    const findRecords = (resource: string, ids: RaRecord['id'][], filter: Record<string, unknown> = {}) =>
        findInList(http, declOf(resource), ids, filter);
    return {
        getList: (resource, params: GetListParams) =>
            Promise.resolve().then(() => {
                const decl = declOf(resource);
                return fetchList(http, decl, decl.api.list, params);
            }),

        getOne: async (resource, params: GetOneParams) => {
            const view = declOf(resource).api.view;
            if (view) {
                const { data } = await http.call(view, {}, params.id);
                return { data: withId(data) };
            }
            const parentFilter = (params.meta as { filter?: Record<string, unknown> } | undefined)?.filter;
            const rows = await findRecords(resource, [params.id], parentFilter);
            if (!rows[0]) throw new HttpError('Record not found', 404);
            return { data: withId(rows[0]) };
        },

        getMany: async (resource, params: GetManyParams) => {
            const rows = await findRecords(resource, params.ids);
            return { data: rows.map(row => withId(row)) };
        },

        getManyReference: resource => notSupported(resource, 'Reading related records'),
    };
};

/** Writing records through the calls a declaration names; a call it lacks is refused (405). */
const recordWrites = (
    http: HttpClient,
    declOf: DeclOf,
): Pick<AppDataProvider, 'create' | 'update' | 'delete' | 'toggle'> => {
    const endpointOf = (resource: string, name: 'create' | 'update' | 'delete'): Endpoint | undefined =>
        declOf(resource).api[name];
    return {
        create: async (resource, params: CreateParams) => {
            const endpoint = endpointOf(resource, 'create');
            if (!endpoint) return notSupported(resource, 'Adding');
            const { data, message } = await http.call(endpoint, prepareValues(declOf(resource), params.data));
            return { data: withId({ ...params.data, ...(data as object) }), meta: { message } };
        },

        update: async (resource, params: UpdateParams) => {
            const endpoint = endpointOf(resource, 'update');
            if (!endpoint) return notSupported(resource, 'Editing');
            // The version the edit started from, so a record changed since is refused (409) rather than overwritten.
            const read = params.previousData as Record<string, unknown> | undefined;
            const { data, message } = await http.call(
                endpoint,
                prepareValues(declOf(resource), params.data),
                params.id,
                read?._id !== undefined ? { 'If-Match': versionTag(versionOf(read)) } : {},
            );
            return {
                data: withId({ ...params.previousData, ...params.data, ...(data as object), id: params.id }),
                meta: { message },
            };
        },

        delete: async (resource, params: DeleteParams) => {
            const endpoint = endpointOf(resource, 'delete');
            if (!endpoint) return notSupported(resource, 'Deleting');
            const { message } = await http.call(endpoint, {}, params.id);
            return { data: withId({ ...params.previousData, id: params.id }), meta: { message } };
        },

        toggle: async (resource, params: ToggleParams) => {
            const field = declOf(resource).fields[params.field] as ToggleField | undefined;
            if (field?.kind !== 'toggle') throw new HttpError(`${params.field} cannot be toggled`, 400);
            const stored = field.values ? (params.value ? field.values.on : field.values.off) : params.value;
            const values = field.valueKey ? { [field.valueKey]: stored } : {};
            const { data, message } = await http.call(field.endpoint, values, params.id);
            return { data: withId({ id: params.id, [params.field]: stored, ...(data as object) }), message };
        },
    };
};

/**
 * The one data provider. Each method looks up the resource's declaration and
 * runs the endpoint it names; the answer's `message` travels in `meta.message`
 * (and in CallResult for custom calls) so screens can show the server's words.
 */
export const createDataProvider = (options: DataProviderOptions): AppDataProvider => {
    const http = createHttpClient(options.apiUrl, options.session, options.fetch);
    const byRoute = new Map(options.declarations.map(d => [d.route, d]));
    const declOf = (resource: string): ResourceDeclaration => {
        const decl = byRoute.get(resource);
        if (!decl) throw new HttpError(`Unknown resource "${resource}"`, 404);
        return decl;
    };

    // The collections of whole lists: a change heard in one of them has the held lists read again.
    const wholeCollections = new Set(
        options.declarations.filter(d => d.api.list.kind === 'whole').map(d => d.collection),
    );
    const capabilityReads = capabilityCalls(http, options.session);
    const { capabilities, offers } = capabilityReads;
    const permissionReads = permissionCalls(http, options.session, capabilityReads);
    // The API keeps the super-admin's views; a staff member's are kept in this browser, as against an API without them.
    const apiViews = async () =>
        (await offers('views')) &&
        (await permissionReads.permissions().then(
            p => p.all,
            () => true,
        ));
    const provider: AppDataProvider = {
        ...accountCalls(http),
        capabilities,
        ...permissionReads,
        ...viewCalls(http, apiViews, options.session),
        ...insightCalls(http),
        ...recordHistoryCalls(http, declOf),
        ...recordReads(http, declOf),
        ...recordWrites(http, declOf),
        // The API knows a record by its declaration's name (as its history calls), the console by its route.
        announcePresence: async ({ resource, ...form }) =>
            http.call<PresenceNote>(PRESENCE_CALL, { resource: declOf(resource).name, ...form }),
        leavePresence: async ({ resource, ...form }) =>
            http.sendOnLeaving(PRESENCE_CALL, { resource: declOf(resource).name, ...form, open: false }),

        updateMany: async (resource, params) => {
            for (const id of params.ids)
                await provider.update(resource, { id, data: params.data, previousData: { id } });
            return { data: params.ids };
        },

        deleteMany: async (resource, params) => {
            for (const id of params.ids) await provider.delete(resource, { id });
            return { data: params.ids };
        },

        live: async handlers =>
            openLiveStream({
                url: http.apiUrl + LIVE_PATH,
                token: () => options.session.token(),
                fetch: options.fetch,
                ...handlers,
                onMessage: message => {
                    if (message === 'resync' || wholeCollections.has(message.collection)) http.wholeLists.changed();
                    handlers.onMessage(message);
                },
            }),

        call: async <T>(endpoint: Endpoint, params: { id?: RaRecord['id']; data?: Record<string, unknown> } = {}) => {
            const { data, message } = await http.call<T>(endpoint, params.data ?? {}, params.id);
            return { data, message };
        },
    };
    return afterChanges(provider, http.wholeLists);
};

/** Calls beyond `get…` that change no record: the live stream, what the API offers, who may do what, who is here. */
const READS_TOO = new Set([
    'live',
    'capabilities',
    'permissions',
    'settledPermissions',
    'announcePresence',
    'leavePresence',
]);

/** The provider's calls that change nothing on the API; after any other, held whole lists are read again. */
export const isRead = (name: string) => name.startsWith('get') || READS_TOO.has(name);

const afterChanges = (provider: AppDataProvider, lists: WholeLists): AppDataProvider =>
    Object.fromEntries(
        Object.entries(provider).map(([name, method]) => {
            if (isRead(name) || typeof method !== 'function') return [name, method];
            const call = method as (...args: unknown[]) => Promise<unknown>;
            return [
                name,
                (...args: unknown[]) =>
                    call(...args).finally(() => {
                        lists.changed();
                    }),
            ];
        }),
    ) as unknown as AppDataProvider;
