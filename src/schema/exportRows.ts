import { type ColumnChoice, shownColumns } from '../shared/columnChoice';
import { isoDay } from '../shared/dates';
import { type LabelsByField, referenceText } from '../shared/referenceLabels';
import { cellText } from './display';
import { EXPORT_TEXTS } from './kinds/display';
import { aspectOf, type KindExportText, type Translate } from '../shared/kinds/kind';
import { ACTIONS, type FieldDef, type ResourceDeclaration } from '../shared/types';
import { valueAt } from '../shared/values';

/** A screen's own cell for a column (e.g. a coupon's price); used when it gives text. */
export type CellOverride = (record: Record<string, unknown> & { id: string | number }) => unknown;

/** One field's value as the list shows it, in words: the display rules of cellText, and the kinds shown as controls. */
export const exportText = (
    field: FieldDef,
    value: unknown,
    record: Readonly<Record<string, unknown>>,
    translate: Translate = s => s,
): string => {
    const shown = cellText(field, value, record);
    if (shown) return shown.declared ? translate(shown.text) : shown.text;
    const inWords = aspectOf<KindExportText<FieldDef>>(EXPORT_TEXTS, field);
    if (inWords) return inWords(field, value, translate);
    return value === null || value === undefined ? '' : String(value);
};

/**
 * The columns a list shows (as the user chose them: shown ones, in their order), minus its actions and buttons to
 * other screens: what an export holds, in the same order.
 */
export const exportColumns = (decl: ResourceDeclaration, choice?: ColumnChoice): string[] =>
    shownColumns(decl.list.columns, choice, decl.list.hiddenColumns).filter(
        column => column !== ACTIONS && column in decl.fields && decl.fields[column].kind !== 'link',
    );

/**
 * The rows of a CSV export: the list's headers, then one line per record with
 * what its cells show (dates formatted, choice labels, "Unlimited", "Expired").
 */
export const exportRows = (
    decl: ResourceDeclaration,
    records: readonly (Record<string, unknown> & { id: string | number })[],
    options: {
        translate?: Translate;
        cells?: Readonly<Record<string, CellOverride>>;
        columns?: ColumnChoice;
        /** The labels of the reference columns (a student's coach), read for this export. */
        labels?: LabelsByField;
    } = {},
): { headers: string[]; rows: string[][] } => {
    const labels = options.labels ?? {};
    const translate = options.translate ?? (s => s);
    const columns = exportColumns(decl, options.columns);
    return {
        headers: columns.map(column => translate(decl.fields[column].label)),
        rows: records.map(record =>
            columns.map(column => {
                const own = options.cells?.[column]?.(record);
                if (typeof own === 'string' || typeof own === 'number') return String(own);
                if (Object.hasOwn(labels, column)) return referenceText(labels[column], valueAt(record, column));
                return exportText(decl.fields[column], valueAt(record, column), record, translate);
            }),
        ),
    };
};

/** `{entity}-{yyyy-MM-dd}`, the name a download gets (".csv" is added by react-admin's downloadCSV). */
export const exportFileName = (decl: ResourceDeclaration, now = new Date()): string => `${decl.name}-${isoDay(now)}`;
