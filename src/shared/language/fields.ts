import type { SessionRole } from './access';
import type { Endpoint } from './api';
import type { Condition } from './conditions';

/** The kinds of field a declaration's `fields` section is made of; each has its rule, input and cell. */
type FieldKind = FieldDef['kind'];

/** What every field kind accepts: its words, its place in the list and the form, its rules and conditions. */
export interface FieldBase {
    kind: FieldKind;
    /** Column header and default input label. */
    label: string;
    /** Input label when it differs from the column header. */
    inputLabel?: string;
    /** Message shown when the value is missing; absent means optional. */
    required?: string;
    /** The list can be sorted by this column. */
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
    /** Required (with `required`'s message) only while this holds (a student's coach); so is the input's mark. */
    requiredWhen?: Condition;
    /** Not required while this holds (access while the resource is private); the required mark goes meanwhile. */
    requiredUnless?: Condition;
    /** Kept, validated and sent by the API, but not in the add/edit modal (edited on another page). */
    hiddenInDialog?: boolean;
    /** The input is disabled and emptied while this holds (access while private); the API stores it empty. */
    disabledWhen?: Condition;
    /** About a person (e-mail, phone, address, birth date, a secret): a new staff role starts with it hidden. */
    personal?: boolean;
}

/**
 * The options of every field that read a condition on the record's other fields, each kept by the browser's
 * form and the fake API alike (a kind that cannot keep one refuses it when the declarations load).
 */
export const FIELD_CONDITIONS = ['requiredWhen', 'requiredUnless', 'disabledWhen'] as const;

/** A bound with the message shown when it is crossed. */
interface Bound {
    value: number;
    message: string;
}

export interface TextField extends FieldBase {
    kind: 'text';
    /** A paragraph: a box of several lines, capped at 2,000 characters unless `max` says otherwise. */
    multiline?: boolean;
    /** At most this many characters (default 255, or 2,000 when multiline, named by the input's label). */
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
    /** The smallest value. */
    min?: Bound;
    /** The largest value; with `when`, only while that holds (a percentage at most 100). */
    max?: Bound & { when?: Condition };
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
    /** What the form offers, in order: the stored id and its shown name. */
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

/** A staff role's permissions (src/shared/permissions/model.ts): the role editor's matrix of screens and fields. */
export interface GrantsField extends FieldBase {
    kind: 'grants';
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

/** Formatted text (HTML), written in the rich text editor; empty when it has no visible text. */
export interface RichTextField extends FieldBase {
    kind: 'richText';
}

export interface BooleanField extends FieldBase {
    kind: 'boolean';
    /** List texts for true and false when they are not "Yes" / "No" (e.g. Downloadable: block_download true shows "NO"). */
    texts?: { true: string; false: string };
}

/**
 * Options read from the API, stored as `{value, label}` (a folder, a tag) or
 * a list of them (an access list), or as the value alone (a student's coach:
 * `holds: 'value'`). The option's value and label come from the answer's
 * rows (`_id`; `first_name` + `last_name`).
 */
export interface PickerField extends FieldBase {
    kind: 'picker';
    /** What the record keeps: `{value, label}` (default), or its value alone (an id, listed by its label). */
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
    /** The switch is disabled, and the API refuses the flip, on rows where this holds (a package someone holds). */
    lockedWhen?: Condition;
    /** Also offered as a checkbox in the add/edit form (e.g. a subject's favourite). */
    inForm?: boolean;
    /** Stored values meaning on and off, when they are not booleans (e.g. 'active' / 'inactive'). */
    values?: { on: string; off: string };
    /** A stored value shown as a red badge instead of the switch (e.g. 'expired' → "Expired"). */
    badge?: { value: string; label: string };
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
    | LinkField
    | GrantsField;
