import { type ColumnChoice, shownColumns } from '../shared/columnChoice';
import { titleField } from '../shared/recordTitle';
import { ACTIONS, type FieldDef, type ResourceDeclaration } from '../shared/types';

/** The phone list's texts, keyed by their English (translated like the declarations' texts). */
export const PHONE_TEXTS = {
    /** The menu button of a row, named after its record. */
    actions: 'Actions for %{name}',
} as const;

/** Field kinds whose list cell is a line of text (a swatch, a switch, HTML or a button is not). */
const SHOWN_AS_TEXT: ReadonlySet<FieldDef['kind']> = new Set([
    'text',
    'select',
    'number',
    'date',
    'phone',
    'timezone',
    'boolean',
    'picker',
]);

export interface PhoneRow {
    /** The column shown as the row's title. */
    title: string;
    /** The column shown as its one secondary line, if any. */
    secondary?: string;
    /** With a column choice: the other chosen text columns, after the secondary on its line, in the chosen order. */
    more?: string[];
    /** Columns that act rather than tell (a status switch, a link to another page), offered in the row's menu. */
    controls: string[];
    /** Whether the row has actions (the list's Action column), offered in its menu after the controls. */
    actions: boolean;
}

/** Kinds whose list cell is a control: a switch to flip, a button to another page. */
const CONTROLS: ReadonlySet<FieldDef['kind']> = new Set(['toggle', 'link']);

/** The column that names the record among those shown (all without a choice), else the first shown as text. */
const titleOf = (decl: ResourceDeclaration, shown: readonly string[] | undefined, asText: readonly string[]) => {
    const named = [decl.list.phoneRow?.title, titleField(decl)].find(
        column => column && (shown?.includes(column) ?? true),
    );
    // Every data column hidden (only Action left): the record is still named.
    return named ?? asText[0] ?? shown?.[0] ?? decl.list.phoneRow?.title ?? titleField(decl);
};

/**
 * How a declaration's record shows on a phone, as one compact row: its title (the column that names the record,
 * as the palette and the activity log name it), one secondary line (the record's hint where declared, else the
 * next column shown as text) and, in a menu, its controls (switches, links) and actions. `list.phoneRow` names
 * other columns for the two lines. A user's column choice ("Columns") applies as on the table: hidden columns
 * leave the row and its menu, and the secondary line reads the chosen text columns in the chosen order.
 */
export const phoneRowOf = (decl: ResourceDeclaration, choice?: ColumnChoice): PhoneRow => {
    const shown = shownColumns(decl.list.columns, choice, decl.list.hiddenColumns);
    const fields = decl.list.columns.filter(column => column !== ACTIONS && decl.fields[column]);
    // In the chosen order (the declared one without a choice).
    const columns = shown.filter(column => fields.includes(column));
    const asText = columns.filter(column => SHOWN_AS_TEXT.has(decl.fields[column].kind));
    const declared = decl.list.phoneRow;
    const title = titleOf(decl, choice ? columns : undefined, asText) ?? fields[0];
    const rest = {
        controls: columns.filter(column => CONTROLS.has(decl.fields[column].kind)),
        actions: shown.includes(ACTIONS),
    };
    if (choice) {
        const [secondary, ...more] = asText.filter(column => column !== title);
        return { title, ...(secondary ? { secondary, more } : {}), ...rest };
    }
    const hint = decl.recordHint && columns.includes(decl.recordHint) ? decl.recordHint : undefined;
    const secondary = declared?.secondary ?? hint ?? asText.find(column => column !== title);
    return { title, ...(secondary ? { secondary } : {}), ...rest };
};
