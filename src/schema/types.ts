/**
 * The vocabulary of a resource declaration. Everything here is plain data so
 * that the browser (views, data provider) and the fake API (routes,
 * validation) read the same declaration. No React in this folder's *.ts files.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who a session is: the super-admin, or a coach (the super-admin logged in as one). */
export type SessionRole = 'superadmin' | 'coach';

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
    /** Constant payload values for one kind of session, over `fixed` (a coach's adds are `owner: 'coach'`). */
    fixedAs?: Readonly<Partial<Record<SessionRole, Readonly<Record<string, unknown>>>>>;
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

type FieldKind =
    | 'text'
    | 'number'
    | 'select'
    | 'color'
    | 'date'
    | 'richText'
    | 'boolean'
    | 'toggle'
    | 'phone'
    | 'timezone'
    | 'picker'
    | 'file'
    | 'link';

/**
 * A condition on other fields of the same form (plain data, so the server
 * reads it too): every listed field must match. `contains` is a
 * case-insensitive substring, `not` a value the field must not hold.
 */
export interface FieldCondition {
    field: string;
    contains?: string;
    not?: string;
}

/** A condition on other fields of the same form: met when any named field holds one of its values. */
export type WhenAny = Readonly<Record<string, readonly unknown[]>>;

interface FieldBase {
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
    /** Required only when every condition holds (a student's coach), with this message. */
    requiredWhen?: { message: string; all: readonly FieldCondition[] };
    /** Kept, validated and sent by the API, but not in the add/edit modal (edited on another page). */
    hiddenInDialog?: boolean;
    /** Not required while this holds (e.g. access, while the resource is private or for everyone). */
    requiredUnless?: WhenAny;
    /** The input is disabled and emptied while this holds (e.g. access while private). */
    disabledWhen?: WhenAny;
    /** One of this field and another must be filled (a file or a link). */
    requiredWithout?: { field: string; message: string };
}

/** A bound with the message shown when it is crossed. */
interface Bound {
    value: number;
    message: string;
}

export interface TextField extends FieldBase {
    kind: 'text';
    multiline?: boolean;
    max?: { length: number; message: string };
    /** Stored lower-cased (e.g. grades). */
    lowercase?: boolean;
    /** At least this many characters. */
    min?: { length: number; message: string };
    /** Must be an e-mail address; the message when it is not. */
    email?: string;
    /** No two records of the collection may share it (case-insensitive); the API's message for a second one. */
    unique?: string;
    /**
     * Other collections whose records share the value's namespace, checked under the same key: an e-mail
     * names one account across the super-admins (`users`), coaches and students.
     */
    uniqueAcross?: readonly string[];
    /** A web address: sent with `https://` in front (duplicate prefixes collapsed); the message when it is not one. */
    url?: string;
    /**
     * A short value (a name, a kind, an id): its list cell keeps to one line at the value's width instead of
     * the room free text wraps in, so a table of many such columns fits a 1366 px window.
     */
    short?: boolean;
    /**
     * Other fields the list shows after this one, joined by a space (a person's first and last name in one
     * Name column); a CSV import splits such a cell back, the last words going to these fields.
     */
    joinedWith?: readonly string[];
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
    /**
     * The unit is another field's choice (a coupon's offer type): its list text is "15%" or "$20" as that
     * choice says, and a CSV import reading "15%" sets that field too.
     */
    unitBy?: { field: string; units: Readonly<Record<string, 'money' | 'percent'>> };
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
    /** Also valid (and named in lists) but not offered in the modal: choices another page offers (the profile page). */
    alsoAccepts?: readonly Choice[];
    /** Radio buttons instead of a drop-down (few choices the user should see at once). */
    look?: 'radios';
    /** The choices (ids) a kind of session is offered, where it may pick fewer (a coach's folder types). */
    offeredTo?: Readonly<Partial<Record<SessionRole, readonly string[]>>>;
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
    /** Display format in lists, in date-fns' tokens, e.g. `dd/MM/yyyy` (those `../dayText.ts` writes). */
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
    /** false: picked only, never typed (birth dates: the field opens the picker). */
    typing?: boolean;
}

/**
 * A phone number with its country, stored as digits with the calling code
 * (61412345678), as the fixtures store them; lists show it with a leading +.
 */
export interface PhoneField extends FieldBase {
    kind: 'phone';
    /** At least this many digits (calling code included). */
    min?: { length: number; message: string };
    /** ISO country the input starts on (default AU). */
    defaultCountry?: string;
}

/** An IANA time zone (or UTC), picked from the ones the browser knows. */
export interface TimezoneField extends FieldBase {
    kind: 'timezone';
}

/**
 * One record of another collection, picked from a list a GET endpoint
 * answers (`_id`, `first_name`, `last_name`), e.g. a student's coach.
 */
export interface RichTextField extends FieldBase {
    kind: 'richText';
}

export interface BooleanField extends FieldBase {
    kind: 'boolean';
    /** List texts for true and false when they are not "Yes" / "No" (e.g. Downloadable: block_download true shows "NO"). */
    texts?: { true: string; false: string };
    /** Disabled while this picker field has nobody to choose (private only makes sense when sharing could). */
    disabledWhenNoOptions?: string;
}

/**
 * Options read from the API, stored as `{value, label}` (a folder, a tag) or
 * a list of them (an access list), or as the value alone (a student's coach:
 * `holds: 'value'`). The option's value and label come from the answer's
 * rows (`_id`; `first_name` + `last_name`).
 */
export interface PickerField extends FieldBase {
    kind: 'picker';
    /** What the record keeps: the option as `{value, label}` (default), or its value alone (an id). */
    holds?: 'pair' | 'value';
    /**
     * The collection the options are rows of, when the record keeps their id:
     * the API refuses an id that is not there, keeps `labelKey` (a copy of the
     * chosen row's label) in step when that row changes, and refuses to delete a
     * row still chosen, saying `inUse` (`%{n}`: how many records choose it).
     */
    references?: { collection: string; labelKey?: string; inUse: string };
    /** Where the options come from; `:id` is the value of `dependsOn`. */
    source: Endpoint;
    /** The options come from another endpoint for each value of another field (TBP access: coaches or students). */
    sourceBy?: {
        field: string;
        endpoints: Readonly<Record<string, Endpoint>>;
        emptyNotes?: Readonly<Record<string, string>>;
    };
    /** Keys of an option row: its value, and the parts of its label (joined by a space). */
    optionValue: string;
    optionLabel: readonly string[];
    multiple?: boolean;
    /** An option meaning everyone: chosen with others, the list collapses to it alone. */
    allOption?: Choice;
    /** The options depend on this field's value (sub folders of a folder); a change there empties this one. */
    dependsOn?: string;
    /** Shown under the input when there is nothing to choose. */
    emptyNote?: string;
    /** List cell of a multiple picker: how many names show before "Show More". */
    shown?: number;
    /** As a list filter, the payload key it is sent as (default the field's name); sent as the option's value. */
    filterKey?: string;
}

/** Types a file input takes: MIME type to extensions, as react-dropzone's `accept` wants them. */
export type AcceptedTypes = Readonly<Record<string, readonly string[]>>;

/** One file, dropped or picked; stored as the name the API gave it. */
export interface FileField extends FieldBase {
    kind: 'file';
    accept: AcceptedTypes;
    maxBytes: number;
    /** Text of the drop area. */
    placeholder: string;
    /** Messages for a file of another type and a file too large. */
    typeMessage: string;
    sizeMessage: string;
    /** The record's key holding the file's name as it was uploaded (shown instead of the stored name). */
    nameKey?: string;
    /** The record's key holding a signed link to the stored file (the API serves files to a session or through such a link). */
    urlKey: string;
}

/** A button in the row that opens another page (`:id` is the row's id; `:param` a route parameter of this screen). */
export interface LinkField extends FieldBase {
    kind: 'link';
    /** The button's text. */
    text: string;
    to: string;
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
    | ToggleField
    | PhoneField
    | TimezoneField
    | PickerField
    | FileField
    | LinkField;

export const ACTIONS = 'actions' as const;
type ColumnRef = string | typeof ACTIONS;

interface ResourceApi {
    list: ListProtocol;
    /** Reads one record (the edit modal opens on it, e.g. GET /viewAdmin/:id). */
    view?: Endpoint;
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
    /** The records in words, lower case, for the bulk bar ("Delete 3 coaches?"); default the title in lower case. */
    plural?: string;
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
        /**
         * Filters beside the search box, always shown, in this order: a picker field's name (clearable, sent
         * in the list body as its filterKey), or a declared match on a field (equals, from, to).
         */
        filters?: readonly (string | ListFilter)[];
        /** Buttons beside Add that go to another screen ("Manage Admin Folders", "Back to CR"). */
        links?: readonly { label: string; to: string }[];
        /** Edit and delete only for rows whose this key holds the signed-in user's id (the creator). */
        ownerKey?: string;
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
    };
    /** Only the super-admin's own session may read it (not a session opened by log in as). */
    superAdminOnly?: boolean;
    /** Any session may read its list (a coach's tag picker); adding and changing stay the super-admin's. */
    sharedList?: boolean;
    /** A person's own session (a coach's) may read and update their own record through `view` and `update`. */
    selfService?: boolean;
    form?: {
        addTitle: string;
        editTitle: string;
        saveLabel?: string;
        updateLabel?: string;
        /** The modal closes after a failed save too (the error toast still shows), as the student modal does. */
        closeOnFailure?: boolean;
    };
    confirm?: { delete?: string };
    /**
     * Deletes and status changes go to the activity log as this kind of record, named by these fields (joined by a
     * space: a person's full name), as the command palette names its records too.
     */
    audit?: { type: string; name: readonly string[] };
    /** The field shown beside a record's name where it is listed out of its screen (the palette: a person's e-mail). */
    recordHint?: string;
    /** `own`: a hand-written route module of the fake API serves this declaration's calls (shared paths, uploads). */
    serverRoutes?: 'generic' | 'own';
}
