import { aspectOf, type CellText, isEmpty, type KindCellText } from '../shared/kinds/kind';
import { CELL_TEXTS, WRAPS } from './kinds/display';
import type { FieldDef } from '../shared/types';

/**
 * What a list cell shows as text: the field's empty text, or its kind's display rule (choice names, money,
 * decimals, date formats, yes/no; kinds/). Kinds that show as something else (swatch, HTML, switch) give
 * undefined. The record, when given, completes a field shown with others (a unit chosen by another field, a
 * name joined with the last name).
 */
export const cellText = (
    field: FieldDef,
    value: unknown,
    record?: Readonly<Record<string, unknown>>,
): CellText | undefined => {
    if (field.emptyText !== undefined && isEmpty(value)) return { text: field.emptyText, declared: true };
    return aspectOf<KindCellText<FieldDef>>(CELL_TEXTS, field)?.(field, value, record);
};

/** Free text wraps inside its list cell; dates, numbers, choices, switches and short texts keep to one line. */
export const wrapsInList = (field: FieldDef): boolean =>
    aspectOf<(field: FieldDef) => boolean>(WRAPS, field)?.(field) ?? false;

/** How a list lays out its cells (with `cell-wrap` on the cells of fields that wrap): an sx style for the table's box. */
export const LIST_CELL_LAYOUT = {
    // Headers and dates read on one line at 1366px; free text wraps, with room for a few words.
    '& th, & td': { whiteSpace: 'nowrap' },
    // 12 px either side (MUI's 16), so ten columns (subscription history) fit 1366 px; the checkbox cell keeps its own.
    '& th:not(.MuiTableCell-paddingCheckbox), & td:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 },
    // A word longer than the cell (a 255-letter one) breaks too, so the table keeps its width and Action stays in reach.
    '& td.cell-wrap': { whiteSpace: 'normal', minWidth: 160, maxWidth: 480, overflowWrap: 'anywhere' },
} as const;
