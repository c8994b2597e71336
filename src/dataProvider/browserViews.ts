import { HttpError } from 'ra-core';
import type { ViewCalls } from '../schema/engineDataProvider';
import { nameProblem, type SavedView, VIEWS_PER_LIST_MAX } from '../shared/savedViews';

/**
 * Saved views kept in this browser (localStorage, per user and list), for an API without saved views: the same
 * calls and refusals as the API's, personal only (no one else could see a shared one).
 */
const keyOf = (userId: string, list: string) => `console.views.${userId}.${list}`;

const isView = (value: unknown): value is SavedView => {
    const view = value as Partial<SavedView> | null;
    return typeof view?.id === 'string' && typeof view.name === 'string' && typeof view.state === 'object';
};

const refuse = (message: string): never => {
    throw new HttpError(message, 400, { success: false, message });
};

/** `storage` is read when a call is made: the data provider is also built where there is no browser (contract tests). */
export const browserViewCalls = (
    userId: () => string | null,
    storage: () => Storage = () => window.localStorage,
): ViewCalls => {
    const read = (list: string): SavedView[] => {
        try {
            const kept: unknown = JSON.parse(storage().getItem(keyOf(userId() ?? '', list)) ?? '[]');
            return Array.isArray(kept) ? kept.filter(isView) : [];
        } catch {
            return [];
        }
    };
    const write = (list: string, views: SavedView[]) =>
        storage().setItem(keyOf(userId() ?? '', list), JSON.stringify(views));
    /** The list a view of this user is kept in, found by its id across the user's lists. */
    const listOf = (id: string): string | undefined => {
        const prefix = keyOf(userId() ?? '', '');
        const kept = storage();
        for (let i = 0; i < kept.length; i++) {
            const key = kept.key(i);
            if (key?.startsWith(prefix) && read(key.slice(prefix.length)).some(view => view.id === id))
                return key.slice(prefix.length);
        }
        return undefined;
    };
    const checkedName = (views: SavedView[], name: unknown, except?: string): string => {
        const problem = nameProblem(name);
        if (problem) refuse(problem);
        const trimmed = String(name).trim();
        const same = views.find(view => view.id !== except && view.name.toLowerCase() === trimmed.toLowerCase());
        if (same) refuse(`You already have a view named "${trimmed}"`);
        return trimmed;
    };
    return {
        getViews: async ({ list }) => ({
            data: read(list).sort((a, b) => a.name.localeCompare(b.name)),
            message: '',
        }),
        saveView: async ({ list, name, state }) => {
            const views = read(list);
            const kept = checkedName(views, name);
            if (views.length >= VIEWS_PER_LIST_MAX) refuse(`A list keeps at most ${VIEWS_PER_LIST_MAX} views of yours`);
            const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
            const owner = userId() ?? '';
            const view: SavedView = {
                id,
                list,
                name: kept,
                shared: false,
                state,
                ownerId: owner,
                ownerName: '',
                mine: true,
            };
            write(list, [...views, view]);
            return { data: view, message: 'View saved' };
        },
        changeView: async ({ id, changes }) => {
            const list = listOf(id);
            const views = list === undefined ? [] : read(list);
            const view = views.find(one => one.id === id);
            if (!view || list === undefined) throw new HttpError('View not found', 404);
            const name = changes.name === undefined ? view.name : checkedName(views, changes.name, id);
            const changed: SavedView = { ...view, name, state: changes.state ?? view.state };
            write(
                list,
                views.map(one => (one.id === id ? changed : one)),
            );
            return { data: changed, message: 'View updated' };
        },
        deleteView: async ({ id }) => {
            const list = listOf(id);
            if (list === undefined) throw new HttpError('View not found', 404);
            write(
                list,
                read(list).filter(view => view.id !== id),
            );
            return { data: null, message: 'View deleted' };
        },
    };
};
