import { type ColumnChoice, readColumnChoice } from './columnChoice';
import { del, get, post, put } from './endpoints';

/**
 * Saved views of a list: a name for its search, sort, filters and chosen columns, kept by the API, personal
 * or shared with every admin. Plain data and logic, no React: the fake API checks bodies with the same limits.
 */

/** The API's calls for saved views (the console's own: the spec has none). */
export const VIEWS_API = {
    /** The caller's views of a list and those shared with everyone, by name. */
    list: get('/list-views', { send: ['list'] }),
    create: post('/list-views', { send: ['list', 'name', 'shared', 'state'] }),
    /** Owner only: any of name, shared, state (a rename sends the name alone). */
    update: put('/list-views/:id', { send: ['name', 'shared', 'state'] }),
    remove: del('/list-views/:id'),
} as const;

export const VIEW_NAME_MAX = 60;
/** Views one user keeps for one list. */
export const VIEWS_PER_LIST_MAX = 50;
const FILTER_KEYS_MAX = 20;
const TEXT_MAX = 500;

export type FilterValue = string | number | boolean;

/** What a view keeps: the list's URL parameters (but the page) and the columns. */
export interface ViewState {
    filter: Readonly<Record<string, FilterValue>>;
    sort: string;
    order: 'ASC' | 'DESC';
    columns?: ColumnChoice;
}

export interface SavedView {
    id: string;
    list: string;
    name: string;
    shared: boolean;
    state: ViewState;
    ownerId: string;
    ownerName: string;
    /** Whether the caller owns it (only the owner renames, updates or deletes). */
    mine: boolean;
}

/** The engine's saved-view texts, keyed by their English (translated like the declarations' texts). */
export const VIEW_TEXTS = {
    views: 'Views',
    noViews: 'No saved views',
    browserOnly: 'Saved views are kept on this browser only',
    save: 'Save view',
    name: 'View name',
    shared: 'Shared with every admin',
    sharedBy: 'Shared by %{name}',
    saved: 'View "%{name}" saved',
    rename: 'Rename',
    renameTitle: 'Rename view',
    update: 'Update from this list',
    updated: 'View "%{name}" updated',
    remove: 'Delete view',
    confirmRemove: 'Delete the view "%{name}"?',
    removed: 'View "%{name}" deleted',
    manage: 'Manage %{name}',
    nameRequired: 'Please enter a view name',
    nameTooLong: 'View name must be at most 60 characters',
} as const;

const isFilterValue = (value: unknown): value is FilterValue =>
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.length <= TEXT_MAX);

const filterStateProblem = (filter: unknown): string | undefined => {
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return 'state.filter must be an object';
    const entries = Object.entries(filter);
    if (entries.length > FILTER_KEYS_MAX) return `state.filter can hold at most ${FILTER_KEYS_MAX} values`;
    for (const [key, v] of entries) {
        if (key.length > 100) return 'state.filter keys must be at most 100 characters';
        if (!isFilterValue(v))
            return `state.filter.${key} must be text (at most ${TEXT_MAX} characters), a number or true/false`;
    }
    return undefined;
};

/** The first problem with a view's state, in words; undefined when it is one. Types first, then limits. */
export const stateProblem = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return 'state must be an object';
    const { filter, sort, order, columns } = value as Record<string, unknown>;
    const filterProblem = filterStateProblem(filter);
    if (filterProblem) return filterProblem;
    if (typeof sort !== 'string' || sort.length > 100) return 'state.sort must be text of at most 100 characters';
    if (order !== 'ASC' && order !== 'DESC') return 'state.order must be ASC or DESC';
    if (columns !== undefined && columns !== null && !readColumnChoice(columns))
        return 'state.columns must be {order, hidden}: lists of column names';
    return undefined;
};

/** A name's problem (trimmed first), or undefined. */
export const nameProblem = (value: unknown): string | undefined => {
    if (value !== undefined && value !== null && typeof value !== 'string') return 'name must be text';
    const name = typeof value === 'string' ? value.trim() : '';
    if (!name) return VIEW_TEXTS.nameRequired;
    if (name.length > VIEW_NAME_MAX) return VIEW_TEXTS.nameTooLong;
    return undefined;
};

/** A list's state from its react-admin parameters and its column choice. */
export const viewStateOf = (
    params: { filterValues: Record<string, unknown>; sort: { field: string; order: string } },
    columns: ColumnChoice | undefined,
): ViewState => ({
    filter: Object.fromEntries(
        Object.entries(params.filterValues).filter((entry): entry is [string, FilterValue] => isFilterValue(entry[1])),
    ),
    sort: params.sort.field,
    order: params.sort.order === 'ASC' ? 'ASC' : 'DESC',
    ...(columns ? { columns } : {}),
});

/** The list URL's query string for a view: page 1 with its filter and sort (react-admin's own keys). */
export const viewSearch = (state: ViewState): string =>
    new URLSearchParams({
        filter: JSON.stringify(state.filter),
        sort: state.sort,
        order: state.order,
        page: '1',
    }).toString();

const sameFilter = (a: ViewState['filter'], b: ViewState['filter']): boolean => {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every(key => String(a[key]) === String(b[key]));
};

/** Whether the list shows this view now: its search, filters and sort are the list's (its columns aside). */
export const viewApplies = (view: SavedView, now: ViewState): boolean =>
    view.state.sort === now.sort && view.state.order === now.order && sameFilter(view.state.filter, now.filter);
