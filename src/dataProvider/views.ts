import type { ViewCalls } from '../schema/engineDataProvider';
import { type SavedView, VIEWS_API } from '../schema/savedViews';
import type { HttpClient } from './http';

/** The saved-view calls (src/schema/savedViews.ts) as the named methods the engine asks for. */
export const viewCalls = (http: HttpClient): ViewCalls => ({
    getViews: async ({ list }) => http.call<SavedView[]>(VIEWS_API.list, { list }),
    saveView: async view => http.call<SavedView>(VIEWS_API.create, { ...view }),
    // Only the keys given: a rename sends the name alone (the API takes any of the three).
    changeView: async ({ id, changes }) =>
        http.call<SavedView>({ ...VIEWS_API.update, send: Object.keys(changes) }, changes, id),
    deleteView: async ({ id }) => http.call<null>(VIEWS_API.remove, {}, id),
});
