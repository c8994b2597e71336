import type {
    BooleanField,
    ColorField,
    GrantsField,
    DateField,
    FileField,
    LinkField,
    PickerField,
    NumberField,
    PhoneField,
    TimezoneField,
    SelectField,
    RichTextField,
    TextField,
    ToggleField,
} from './types';

type Options<T> = Omit<T, 'kind'>;

/** A line of text: required, length, e-mail, web address, unique, lower-cased; searched and sorted if asked. */
export const text = (o: Options<TextField>): TextField => ({ kind: 'text', ...o });
/** A paragraph of text: `text` drawn as a text area. */
export const multiline = (o: Options<TextField>): TextField => ({ kind: 'text', multiline: true, ...o });
/** A number, with its bounds and steps; money where it says so. */
export const number = (o: Options<NumberField>): NumberField => ({ kind: 'number', ...o });
/** One of a fixed list of choices, stored as the choice's value. */
export const select = (o: Options<SelectField>): SelectField => ({ kind: 'select', ...o });
/** A colour, stored as `#rrggbb`, drawn as a swatch. */
export const color = (o: Options<ColorField>): ColorField => ({ kind: 'color', ...o });
/** A staff role's permissions by screen: the role editor's matrix (every screen, its actions, its fields' rules). */
export const grants = (o: Options<GrantsField>): GrantsField => ({ kind: 'grants', ...o });
/** A day or a moment, shown in its `format`, with its earliest and latest. */
export const date = (o: Options<DateField>): DateField => ({ kind: 'date', ...o });
/** Formatted text (the rich-text editor), stored as sanitised HTML. */
export const richText = (o: Options<RichTextField>): RichTextField => ({ kind: 'richText', ...o });
/** Yes or no, as a checkbox in the form, its `texts` in the list. */
export const checkbox = (o: Options<BooleanField>): BooleanField => ({ kind: 'boolean', ...o });
/** A phone number with its country, stored as the spec stores it. */
export const phone = (o: Options<PhoneField>): PhoneField => ({ kind: 'phone', ...o });
/** An IANA time zone, picked by city. */
export const timezone = (o: Options<TimezoneField>): TimezoneField => ({ kind: 'timezone', ...o });
/** A birth date: picked by year, then month, then day (weeks start on Monday), never in the future, never typed. */
export const birthDate = (o: Omit<Options<DateField>, 'format'> & { format?: string }): DateField =>
    date({ format: 'dd/MM/yyyy', max: 'today', views: ['year', 'month', 'day'], openTo: 'year', typing: false, ...o });
/** Choices read from an endpoint (one or many, with an "all" option), stored as values or objects. */
export const picker = (o: Options<PickerField>): PickerField => ({ kind: 'picker', ...o });
/** One person of another collection, kept by id (a student's coach): a picker of names that holds the value alone. */
export const personReference = (o: Omit<Options<PickerField>, 'optionValue' | 'optionLabel' | 'holds'>): PickerField =>
    picker({ optionValue: '_id', optionLabel: ['first_name', 'last_name'], holds: 'value', ...o });
/** A file dropped or chosen, sent as multipart, with its types and size cap. */
export const file = (o: Options<FileField>): FileField => ({ kind: 'file', ...o });
/** A list cell that opens another screen or address (list only). */
export const link = (o: Options<LinkField>): LinkField => ({ kind: 'link', listOnly: true, ...o });
/** A switch in the list whose change is its own call (list only unless `inForm`). */
export const toggle = (o: Options<ToggleField>): ToggleField => ({ kind: 'toggle', listOnly: !o.inForm, ...o });

/** The created date every entity shows, set by the server. */
export const createdAt = (label = 'Created date', format = 'dd/MM/yyyy'): DateField =>
    date({ label, format, readOnly: true, sortable: true });

/** The status switch with the spec's confirmation. */
export const statusSwitch = (o: Omit<Options<ToggleField>, 'label'> & { label?: string }): ToggleField =>
    toggle({
        label: 'Status',
        valueKey: 'status',
        confirm: { message: 'Are you sure to change status ?', action: 'Change' },
        ...o,
    });
