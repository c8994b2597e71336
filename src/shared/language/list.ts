import type { Endpoint } from './api';

/**
 * A list filter beside the search box: a field's value (`equals`, a select's choices) or a bound of a
 * date range (`from` / `to`, sent as `{field}_gte` / `{field}_lte`, days inclusive).
 */
export interface ListFilter {
    field: string;
    match: 'equals' | 'from' | 'to';
    label: string;
}

/** The column of a row's edit and delete buttons, named among the fields in `columns`. */
export const ACTIONS = 'actions' as const;
type ColumnRef = string | typeof ACTIONS;

/** The list screen: its columns, search, filters and the buttons around it. */
export interface ListSection {
    columns: readonly ColumnRef[];
    /** Columns of `columns` left out until a user shows them ("Columns"): offered, not shown by default. */
    hiddenColumns?: readonly string[];
    /** Search box (server side for paged lists, in the browser for whole lists). */
    search?: { placeholder: string };
    addLabel?: string;
    /** The row's open action: edit (default) or view, for screens whose form opens read-only. */
    openAction?: 'edit' | 'view';
    /** Sort applied before the user picks one: newest first. */
    defaultSort?: { field: string; order: 'ASC' | 'DESC' };
    /** How long the search waits after the last key before it asks (react-admin's default is 500 ms). */
    searchDebounceMs?: number;
    /**
     * Filters beside the search box, always shown, in this order: a picker field's name (clearable, sent
     * in the list body as its filterKey), or a declared match on a field (equals, from, to).
     */
    filters?: readonly (string | ListFilter)[];
    /** Buttons beside Add that go to another screen ("Manage Admin Folders", "Back to CR"). */
    links?: readonly { label: string; to: string }[];
    /**
     * On a phone each record is a compact row: the columns shown as its title and its one secondary line,
     * where the engine's choice (the first text column, then the next column shown as text) would not do.
     */
    phoneRow?: { title?: string; secondary?: string };
    /**
     * The list belongs to a parent record named in the route (`/sub-category/:catId`): the list path's
     * `:id` is it, new records carry it in `key`, and the heading's `%{title}` is read from `read`.
     */
    parent?: {
        param: string;
        key: string;
        read: Endpoint;
        titleKey: string;
        /** The heading when the parent cannot be read (an unknown id): "Folder not found". */
        missing: string;
    };
}
