/**
 * Which columns a list shows, and in which order, as a user chose them ("Columns"). Plain logic, no React:
 * the list keeps a choice per user and per list (in the browser's storage), and a saved view carries one.
 */
export interface ColumnChoice {
    /** Every column the user placed, in their order (columns the declaration added later come after them). */
    order: readonly string[];
    hidden: readonly string[];
}

export const COLUMN_TEXTS = {
    button: 'Columns',
    title: 'Columns shown',
    moveUp: 'Move %{column} up',
    moveDown: 'Move %{column} down',
    reset: 'Reset columns',
} as const;

/** The declaration's columns in the chosen order: known ones as placed, new ones at their declared place's end. */
export const orderedColumns = (declared: readonly string[], choice: ColumnChoice | undefined): string[] => {
    if (!choice) return [...declared];
    const placed = choice.order.filter(c => declared.includes(c));
    return [...placed, ...declared.filter(c => !placed.includes(c))];
};

/** The columns hidden: as the user chose, else the ones the declaration hides until shown (`list.hiddenColumns`). */
const hiddenOf = (choice: ColumnChoice | undefined, hiddenFirst: readonly string[]): readonly string[] =>
    choice?.hidden ?? hiddenFirst;

/** The columns the table shows; at least one always stays. */
export const shownColumns = (
    declared: readonly string[],
    choice: ColumnChoice | undefined,
    hiddenFirst: readonly string[] = [],
): string[] => {
    const ordered = orderedColumns(declared, choice);
    const hidden = hiddenOf(choice, hiddenFirst);
    const shown = ordered.filter(c => !hidden.includes(c));
    return shown.length ? shown : ordered.slice(0, 1);
};

export const toggleColumn = (
    declared: readonly string[],
    choice: ColumnChoice | undefined,
    column: string,
    hiddenFirst: readonly string[] = [],
): ColumnChoice => {
    const hidden = hiddenOf(choice, hiddenFirst);
    const next = hidden.includes(column) ? hidden.filter(c => c !== column) : [...hidden, column];
    // The last shown column cannot be hidden.
    if (declared.every(c => next.includes(c))) return { order: orderedColumns(declared, choice), hidden };
    return { order: orderedColumns(declared, choice), hidden: next };
};

/** Moves a column one place up (-1) or down (+1); at either end nothing moves. */
export const moveColumn = (
    declared: readonly string[],
    choice: ColumnChoice | undefined,
    column: string,
    by: -1 | 1,
    hiddenFirst: readonly string[] = [],
): ColumnChoice => {
    const order = orderedColumns(declared, choice);
    const from = order.indexOf(column);
    const to = from + by;
    const hidden = hiddenOf(choice, hiddenFirst);
    if (from < 0 || to < 0 || to >= order.length) return { order, hidden };
    [order[from], order[to]] = [order[to], order[from]];
    return { order, hidden };
};

const isTextList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.length <= 100 && value.every(v => typeof v === 'string' && v.length <= 100);

/** A choice read back from storage or a saved view; anything malformed is no choice. */
export const readColumnChoice = (value: unknown): ColumnChoice | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const { order, hidden } = value as Record<string, unknown>;
    return isTextList(order) && isTextList(hidden) ? { order, hidden } : undefined;
};
