import { isProtected, mayChange, PROTECTED_HINT } from '../shared/defineResource';
import type { ResourceDeclaration, ToggleField } from '../shared/types';

/**
 * Bulk actions of a list: what its declaration allows, how the per-row calls run (the API has no bulk
 * calls), and how their outcome is told. Plain logic, no React: the list's bulk bar uses it.
 */

/** The engine's bulk texts, keyed by their English (translated like the declarations' texts). */
export const BULK_TEXTS = {
    setActive: 'Set Active',
    setInactive: 'Set Inactive',
    confirmDelete: 'Delete %{smart_count} %{item}? |||| Delete %{smart_count} %{items}?',
    confirmActive: 'Set %{smart_count} %{item} to Active? |||| Set %{smart_count} %{items} to Active?',
    confirmInactive: 'Set %{smart_count} %{item} to Inactive? |||| Set %{smart_count} %{items} to Inactive?',
    deleted: '%{smart_count} deleted',
    updated: '%{smart_count} updated',
    refused: '%{smart_count} refused: %{reasons}',
    selectAll: 'Select all %{count}',
    selectFirst: 'Select the first %{count}',
} as const;

/**
 * Most rows "Select all" picks across the pages (react-admin's own limit): the API has no bulk calls, so each
 * picked row is a call of its own.
 */
export const SELECT_ALL_MAX = 250;

/** Rows sent at once: a few, so a long selection neither floods the API nor waits on one row at a time. */
const BULK_CONCURRENCY = 4;

export interface BulkActions {
    delete: boolean;
    /** The status switch (a toggle asked with a confirmation, not a star) the bar can set on every row. */
    status?: string;
}

/** What the bulk bar offers for a declaration: delete when it can delete, a status change when it has a switch. */
export const bulkActionsOf = (decl: ResourceDeclaration): BulkActions => {
    const status = Object.entries(decl.fields).find(
        ([, field]) => field.kind === 'toggle' && field.confirm && field.look !== 'star',
    )?.[0];
    return { delete: Boolean(decl.api.delete), ...(status ? { status } : {}) };
};

export const hasBulkActions = (actions: BulkActions): boolean => actions.delete || actions.status !== undefined;

/** Why another creator's row cannot be changed (its disabled buttons and checkbox say so). */
const OWNED_HINT = 'Only the creator can change this';

/**
 * Why a row cannot be picked for the bulk actions, or nothing when it can: a protected row (the API refuses to
 * change it), or, on a list whose rows only their creator changes, another creator's row.
 */
export const whyNotSelectable = (
    decl: ResourceDeclaration,
    record: Record<string, unknown>,
    userId: string | number | undefined,
): string | undefined => {
    if (isProtected(decl, record)) return PROTECTED_HINT;
    return mayChange(decl, record, userId) ? undefined : OWNED_HINT;
};

/** The switch's value on a row, as the list shows it. */
export const statusOf = (field: ToggleField, stored: unknown): boolean =>
    field.values ? stored === field.values.on : Boolean(stored);

export type RowOutcome<T> = { item: T; ok: true } | { item: T; ok: false; message: string };

const messageOf = (error: unknown): string =>
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong';

/** A long run's progress (items answered so far) and a way to stop it: items not started then are not sent. */
export interface RunControl {
    stopped?: () => boolean;
    progress?: (done: number) => void;
}

/**
 * Runs `call` for every item, at most `limit` at once, and tells each item's outcome in the items' order;
 * once `control.stopped()` says so, the items not started are left out.
 */
export const runFewAtATime = async <T>(
    items: readonly T[],
    call: (item: T) => Promise<unknown>,
    limit = BULK_CONCURRENCY,
    control: RunControl = {},
): Promise<RowOutcome<T>[]> => {
    const outcomes: RowOutcome<T>[] = new Array(items.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
        while (next < items.length && !control.stopped?.()) {
            const index = next++;
            const item = items[index];
            try {
                await call(item);
                outcomes[index] = { item, ok: true };
            } catch (error) {
                outcomes[index] = { item, ok: false, message: messageOf(error) };
            }
            control.progress?.(++done);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return outcomes.filter(Boolean);
};

export interface BulkSummary<T> {
    done: number;
    refused: T[];
    /** The server's reasons, each once, in the order they came. */
    reasons: string[];
}

export const summarise = <T>(outcomes: readonly RowOutcome<T>[]): BulkSummary<T> => {
    const refused = outcomes.filter(o => !o.ok);
    return {
        done: outcomes.length - refused.length,
        refused: refused.map(o => o.item),
        reasons: [...new Set(refused.map(o => (o.ok ? '' : o.message)))],
    };
};

/** Where the list stands when "Select all" may be offered. */
export interface PageSelection {
    /** Rows of the whole filtered list (react-admin's total). */
    total: number | undefined;
    /** Rows on the page shown. */
    shown: number;
    /** Of those, the rows that can be picked. */
    selectable: number;
    /** Rows picked now, on any page. */
    selected: number;
    /** Whether every row of the page that can be picked is picked. */
    pagePicked: boolean;
}

/**
 * What the bar offers once exactly the page's rows are picked (its header checkbox) and the list is longer than
 * the page: every row of the list, or the first SELECT_ALL_MAX of a longer one.
 */
export const selectAllOffer = ({
    total,
    shown,
    selectable,
    selected,
    pagePicked,
}: PageSelection): { text: string; count: number } | undefined => {
    if (!total || total <= shown || selectable === 0 || !pagePicked || selected !== selectable) return undefined;
    return total > SELECT_ALL_MAX
        ? { text: BULK_TEXTS.selectFirst, count: SELECT_ALL_MAX }
        : { text: BULK_TEXTS.selectAll, count: total };
};
