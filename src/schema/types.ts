/**
 * The vocabulary of a resource declaration. Everything here is plain data so
 * that the browser (views, data provider) and the fake API (routes,
 * validation) read the same declaration. No React in this folder's *.ts files.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the value of a payload key comes from when the console builds a request. */
export interface Endpoint {
    method: HttpMethod;
    /** Path on the API host; `:id` is replaced by the record id. */
    path: string;
    /** Payload keys, in the order the spec lists them. */
    send: readonly string[];
    /** JSON (default), multipart form-data, or URL query string. */
    body: 'json' | 'form-data' | 'query';
    /** Constant payload values, e.g. `{ userId: '' }` where the spec says "sent empty". */
    fixed?: Readonly<Record<string, unknown>>;
    /** Whether the bearer token is sent (default true). */
    guarded: boolean;
}

/**
 * How a list endpoint pages:
 * - `paged`: the server pages; answer `data.docs`, `data.totalDocs`, `data.totalPages`.
 * - `whole`: the server answers the whole list in `data`; the console pages, sorts and filters it.
 * - `pageQuery`: GET with `?current_page=&limit=`; answer `data.docs`, `data.totalPages` (coupons).
 * - `results`: GET with `?limit=&current_page=&search=`; answer `data.results`, `data.count`, `data.totalPage`
 *   (subscription history).
 * - `rest`: an ordinary REST collection in ra-data-simple-rest's dialect: GET `?sort=&range=&filter=` (JSON),
 *   a plain array of records and the total in `Content-Range` (the activity log).
 */
export type ListProtocol =
    | { kind: 'paged'; endpoint: Endpoint }
    | { kind: 'whole'; endpoint: Endpoint }
    | { kind: 'pageQuery'; endpoint: Endpoint }
    | { kind: 'results'; endpoint: Endpoint }
    | { kind: 'rest'; endpoint: Endpoint };

/**
 * A list filter beside the search box: a field's value (`equals`, a select's choices) or a bound of a
 * date range (`from` / `to`, sent as `{field}_gte` / `{field}_lte`, days inclusive).
 */
export interface ListFilter {
    field: string;
    match: 'equals' | 'from' | 'to';
    label: string;
}

export type FieldKind =
    | 'text'
    | 'number'
    | 'select'
    | 'color'
    | 'date'
    | 'richText'
    | 'boolean'
    | 'toggle';

export interface FieldBase {
    kind: FieldKind;
    /** Column header and default input label. */
    label: string;
    /** Input label when it differs from the column header. */
    inputLabel?: string;
    /** Message shown when the value is missing; absent means optional. */
    required?: string;
    sortable?: boolean;
    /** Included in the text search (`search` / "Find"). */
    searchable?: boolean;
    /** Set by the server (e.g. created_at); shown in lists, never in forms. */
    readOnly?: boolean;
    /** Shown in the list only, not in the add/edit form. */
    listOnly?: boolean;
    /** Shown but not editable when editing an existing record (e.g. subscriber types). */
    lockedOnEdit?: boolean;
    /** Value of a new record: a constant, or for dates `today` / `tomorrow`. */
    default?: unknown;
    /** List text when the value is empty (e.g. "Unlimited"). */
    emptyText?: string;
}

/** A bound with the message shown when it is crossed. */
export interface Bound {
    value: number;
    message: string;
}

export interface TextField extends FieldBase {
    kind: 'text';
    multiline?: boolean;
    max?: { length: number; message: string };
    /** Stored lower-cased (e.g. grades). */
    lowercase?: boolean;
}

export interface NumberField extends FieldBase {
    kind: 'number';
    /** Message when the value is not a number. */
    typeError?: string;
    min?: Bound;
    max?: Bound;
    /** A bound that applies only when another field has a given value (percent at most 100). */
    maxWhen?: Bound & { field: string; equals: unknown };
    /** Sent with this many decimals (prices: 2). */
    decimals?: number;
    /** An amount of money: lists show it as every price is shown ("$20", "$12.50"). */
    money?: boolean;
}

export interface Choice {
    id: string;
    name: string;
}

export interface SelectField extends FieldBase {
    kind: 'select';
    choices: readonly Choice[];
    /** List text for a value outside the choices (e.g. "Independent student"). */
    fallbackLabel?: string;
}

export interface ColorField extends FieldBase {
    kind: 'color';
    /** Round swatch instead of a square one. */
    round?: boolean;
}

/** The parts of a date a picker offers, as MUI's date pickers name them. */
export type DateView = 'year' | 'month' | 'day';

export interface DateField extends FieldBase {
    kind: 'date';
    /** date-fns display format in lists, e.g. `dd/MM/yyyy`. */
    format: string;
    /** date-fns format typed and shown in the input (default `dd/MM/yyyy`: day first, as the lists). */
    inputFormat?: string;
    /** Earliest allowed day: an ISO date, or `today` / `tomorrow` (resolved when validating). */
    min?: string;
    /** Latest allowed day: an ISO date, or `today` / `tomorrow`. */
    max?: string;
    /** What the picker offers, in order (default day only; birth dates: year, month, day). */
    views?: readonly DateView[];
    /** The view the picker opens on (default day). */
    openTo?: DateView;
}

export interface RichTextField extends FieldBase {
    kind: 'richText';
}

export interface BooleanField extends FieldBase {
    kind: 'boolean';
}

/**
 * A boolean shown as a switch in the list and changed through its own call,
 * after a confirmation (status) or directly (favourite star).
 */
export interface ToggleField extends FieldBase {
    kind: 'toggle';
    endpoint: Endpoint;
    /** Payload key carrying the new value (e.g. `status`, `favourite`). */
    valueKey?: string;
    /** Confirmation asked before the call; none means the toggle calls at once. */
    confirm?: { message: string; action: string };
    /** Star instead of a switch. */
    look?: 'switch' | 'star';
    /** Console-side success texts when switched on / off (the server's message wins when present). */
    messages?: { on: string; off: string };
    /** The switch is disabled when the row has this field set (e.g. a package with a user). */
    lockedWhen?: string;
    /** Also offered as a checkbox in the add/edit form (e.g. a subject's favourite). */
    inForm?: boolean;
    /** Stored values meaning on and off, when they are not booleans (e.g. 'active' / 'inactive'). */
    values?: { on: string; off: string };
    /** A stored value shown as a red badge instead of the switch (e.g. 'expired' → "Expired"). */
    badge?: { value: string; label: string };
    /**
     * What the fake API answers after a flip, when it differs from `messages` (default "Status updated
     * successfully"); '' answers without a message, as the real API does for coupons.
     */
    serverMessage?: string;
}

export type FieldDef =
    | TextField
    | NumberField
    | SelectField
    | ColorField
    | DateField
    | RichTextField
    | BooleanField
    | ToggleField;

export const ACTIONS = 'actions' as const;
export type ColumnRef = string | typeof ACTIONS;

export interface ResourceApi {
    list: ListProtocol;
    create?: Endpoint;
    update?: Endpoint;
    delete?: Endpoint;
}

export interface ResourceDeclaration<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
    /** Key for i18n and the fake API's collection. */
    name: string;
    /** Route of the screen without leading slash, also react-admin's resource name. */
    route: string;
    /** Collection in the fake API's store. */
    collection: string;
    /** Key of the creation time the server sets (default `created_at`; coupons carry `createdAt`). */
    createdKey?: string;
    /** Page heading. */
    title: string;
    /** One record, in words, for the server's messages ("Event"). */
    singular: string;
    api: ResourceApi;
    fields: F;
    list: {
        columns: readonly ColumnRef[];
        /** Search box (server side for paged lists, in the browser for whole lists). */
        search?: { placeholder: string };
        addLabel?: string;
        /** Rows matching all these values have no edit or delete, and the API refuses to change them. */
        protectedWhen?: Readonly<Record<string, unknown>>;
        /** The row's open action: edit (default) or view, for screens whose form opens read-only. */
        openAction?: 'edit' | 'view';
        /** Sort applied before the user picks one: newest first. */
        defaultSort?: { field: string; order: 'ASC' | 'DESC' };
        /** How long the search waits after the last key before it asks (react-admin's default is 500 ms). */
        searchDebounceMs?: number;
        /** Filters beside the search box, always shown, in this order. */
        filters?: readonly ListFilter[];
    };
    /** Only the super-admin's own session may read it (not a session opened by log in as). */
    superAdminOnly?: boolean;
    form?: {
        addTitle: string;
        editTitle: string;
        saveLabel?: string;
        updateLabel?: string;
    };
    confirm?: { delete?: string };
}
