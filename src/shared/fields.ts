import type {
    BooleanField,
    ColorField,
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

export const text = (o: Options<TextField>): TextField => ({ kind: 'text', ...o });
export const multiline = (o: Options<TextField>): TextField => ({ kind: 'text', multiline: true, ...o });
export const number = (o: Options<NumberField>): NumberField => ({ kind: 'number', ...o });
export const select = (o: Options<SelectField>): SelectField => ({ kind: 'select', ...o });
export const color = (o: Options<ColorField>): ColorField => ({ kind: 'color', ...o });
export const date = (o: Options<DateField>): DateField => ({ kind: 'date', ...o });
export const richText = (o: Options<RichTextField>): RichTextField => ({ kind: 'richText', ...o });
export const checkbox = (o: Options<BooleanField>): BooleanField => ({ kind: 'boolean', ...o });
export const phone = (o: Options<PhoneField>): PhoneField => ({ kind: 'phone', ...o });
export const timezone = (o: Options<TimezoneField>): TimezoneField => ({ kind: 'timezone', ...o });
/** A birth date: picked by year, then month, then day (weeks start on Monday), never in the future, never typed. */
export const birthDate = (o: Omit<Options<DateField>, 'format'> & { format?: string }): DateField =>
    date({ format: 'dd/MM/yyyy', max: 'today', views: ['year', 'month', 'day'], openTo: 'year', typing: false, ...o });
export const picker = (o: Options<PickerField>): PickerField => ({ kind: 'picker', ...o });
/** One person of another collection, kept by id (a student's coach): a picker of names that holds the value alone. */
export const personReference = (o: Omit<Options<PickerField>, 'optionValue' | 'optionLabel' | 'holds'>): PickerField =>
    picker({ optionValue: '_id', optionLabel: ['first_name', 'last_name'], holds: 'value', ...o });
export const file = (o: Options<FileField>): FileField => ({ kind: 'file', ...o });
export const link = (o: Options<LinkField>): LinkField => ({ kind: 'link', listOnly: true, ...o });
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
