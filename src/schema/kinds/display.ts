/** Each field kind's list text, export text and wrapping (display.ts, exportRows.ts), by kind. */
import * as boolean from './boolean.text';
import * as color from './color.text';
import * as date from './date.text';
import type { FieldOf, Kind, KindCellText, KindExportText } from '../../shared/kinds/kind';
import * as number from './number.text';
import * as phone from './phone.text';
import * as picker from './picker.text';
import * as richText from './richText.text';
import * as select from '../../shared/kinds/select.text';
import * as text from './text.text';
import * as timezone from './timezone.text';
import * as toggle from './toggle.text';

/** Kinds shown as text; the others (swatch, HTML, switch, names, button) have a cell of their own. */
export const CELL_TEXTS: { readonly [K in Kind]?: KindCellText<FieldOf<K>> } = {
    text: text.cellText,
    number: number.cellText,
    select: select.cellText,
    date: date.cellText,
    boolean: boolean.cellText,
    picker: picker.cellText,
    timezone: timezone.cellText,
    phone: phone.cellText,
};

/** Kinds shown as a control, in words; the others' export is their value as text. */
export const EXPORT_TEXTS: { readonly [K in Kind]?: KindExportText<FieldOf<K>> } = {
    toggle: toggle.exportText,
    richText: richText.exportText,
    color: color.exportText,
    picker: picker.exportText,
};

/** Kinds whose list cell wraps; the others keep to one line. */
export const WRAPS: { readonly [K in Kind]?: (field: FieldOf<K>) => boolean } = {
    text: text.wrapsInList,
    richText: richText.wrapsInList,
};
