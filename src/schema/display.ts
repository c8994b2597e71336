import { dayText } from './dayText';
import { moneyText } from './money';
import { numberText } from './numbers';
import { phoneText } from './phoneText';
import type { FieldDef, NumberField } from './types';

/** What a list cell shows for a plain value; `declared` texts come from the declaration, so they are translated. */
export interface CellText {
    text: string;
    declared: boolean;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A whole number as it is, a fraction with two decimals ("15%", "12.50%"). */
const percentText = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)}%`;

/** A number whose unit another field of the record chooses: "15%" or "$20" (see NumberField.unitBy). */
const unitText = (field: NumberField, value: unknown, record: Readonly<Record<string, unknown>>): string => {
    if (isEmpty(value) || !Number.isFinite(Number(value)) || !field.unitBy) return '';
    const unit = field.unitBy.units[String(record[field.unitBy.field])];
    return unit === 'percent' ? percentText(Number(value)) : moneyText(value);
};

/**
 * The display rules of the field kinds that show as text (empty text,
 * choice names, money, decimals, date formats, yes/no). Kinds that show as
 * something else (swatch, HTML, switch) give undefined. The record, when given,
 * completes a field shown with others (a unit chosen by another field, a name joined with the last name).
 */
export const cellText = (
    field: FieldDef,
    value: unknown,
    record?: Readonly<Record<string, unknown>>,
): CellText | undefined => {
    if (field.emptyText !== undefined && isEmpty(value)) return { text: field.emptyText, declared: true };
    if (record && field.kind === 'number' && field.unitBy)
        return { text: unitText(field, value, record), declared: false };
    if (record && field.kind === 'text' && field.joinedWith)
        return {
            text: [value, ...field.joinedWith.map(name => record[name])].filter(part => !isEmpty(part)).join(' '),
            declared: false,
        };
    switch (field.kind) {
        case 'select': {
            const choice = [...field.choices, ...(field.alsoAccepts ?? [])].find(c => c.id === value);
            if (choice) return { text: choice.name, declared: true };
            return field.fallbackLabel
                ? { text: field.fallbackLabel, declared: true }
                : { text: String(value ?? ''), declared: false };
        }
        case 'number':
            return { text: field.money ? moneyText(value) : numberText(value, field.decimals), declared: false };
        case 'date':
            return { text: dayText(value, field.format), declared: false };
        case 'boolean':
            return { text: value ? (field.texts?.true ?? 'Yes') : (field.texts?.false ?? 'No'), declared: true };
        case 'picker': {
            if (field.multiple) return undefined;
            const label =
                typeof value === 'object' && value !== null ? (value as { label?: unknown }).label : undefined;
            return typeof label === 'string' && label
                ? { text: label, declared: false }
                : { text: field.emptyText ?? '', declared: true };
        }
        case 'text':
        case 'timezone':
            return { text: isEmpty(value) ? '' : String(value), declared: false };
        case 'phone':
            return { text: phoneText(value), declared: false };
        default:
            return undefined;
    }
};

/** Free text wraps inside its list cell; dates, numbers, choices, switches and short texts keep to one line. */
export const wrapsInList = (field: FieldDef): boolean =>
    (field.kind === 'text' && !field.short) || field.kind === 'richText';

/** How a list lays out its cells (with `cell-wrap` on the cells of fields that wrap): an sx style for the table's box. */
export const LIST_CELL_LAYOUT = {
    // Headers and dates read on one line at 1366px; free text wraps, with room for a few words.
    '& th, & td': { whiteSpace: 'nowrap' },
    // 12 px either side (MUI's 16), so ten columns (subscription history) fit 1366 px; the checkbox cell keeps its own.
    '& th:not(.MuiTableCell-paddingCheckbox), & td:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 },
    // A word longer than the cell (a 255-letter one) breaks too, so the table keeps its width and Action stays in reach.
    '& td.cell-wrap': { whiteSpace: 'normal', minWidth: 160, maxWidth: 480, overflowWrap: 'anywhere' },
} as const;
