import type { ViewCalls } from '../schema/engineDataProvider';
import { type SavedView, VIEWS_API } from '../shared/savedViews';
import { browserViewCalls } from './browserViews';
import type { HttpClient, Session } from './http';

/** The API's saved-view calls (src/shared/savedViews.ts) as the named methods the engine asks for. */
const apiViewCalls = (http: HttpClient): ViewCalls => ({
    getViews: async ({ list }) => http.call<SavedView[]>(VIEWS_API.list, { list }),
    saveView: async view => http.call<SavedView>(VIEWS_API.create, { ...view }),
    // Only the keys given: a rename sends the name alone (the API takes any of the three).
    changeView: async ({ id, changes }) =>
        http.call<SavedView>({ ...VIEWS_API.update, send: Object.keys(changes) }, changes, id),
    deleteView: async ({ id }) => http.call<null>(VIEWS_API.remove, {}, id),
});

/** Saved views kept by the API when it offers them (GET /capabilities), else in this browser. */
export const viewCalls = (
    http: HttpClient,
    offered: () => Promise<boolean>,
    session: Pick<Session, 'userId'>,
): ViewCalls => {
    const api = apiViewCalls(http);
    const browser = browserViewCalls(() => session.userId());
    const calls = async () => ((await offered()) ? api : browser);
    return {
        getViews: async params => (await calls()).getViews(params),
        saveView: async params => (await calls()).saveView(params),
        changeView: async params => (await calls()).changeView(params),
        deleteView: async params => (await calls()).deleteView(params),
    };
};
