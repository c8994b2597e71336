import { exportText } from './exportRows';
import { HISTORY_TEXTS } from './historyTexts';
import type { Translate } from '../shared/kinds/kind';
import type { HistoryEntry, RecordHistory } from '../shared/recordHistory';
import type { FieldDef, ResourceDeclaration } from '../shared/types';

type Values = Readonly<Record<string, unknown>>;

/** Kinds that hold no value of the record (a button to another page). */
const NOT_VALUES = new Set<FieldDef['kind']>(['link']);

/** The declaration's field a history names, if it is one a person sees and changes. */
const shownField = (decl: ResourceDeclaration, key: string): FieldDef | undefined => {
    const field = decl.fields[key] as FieldDef | undefined;
    return field && !NOT_VALUES.has(field.kind) ? field : undefined;
};

/**
 * The record's fields as they were at a version: the history's changes after it undone, newest first (as the
 * API restores them). Only the fields a later change touched; the others are as they are now.
 */
export const valuesAtVersion = (history: RecordHistory, version: number): Record<string, unknown> => {
    const values: Record<string, unknown> = {};
    for (const entry of history.entries) {
        if (entry.version <= version) break;
        for (const change of entry.changes) values[change.field] = change.before;
    }
    return values;
};

const KIND_TEXT: Record<HistoryEntry['kind'], string> = {
    created: HISTORY_TEXTS.created,
    updated: HISTORY_TEXTS.updated,
    restored: HISTORY_TEXTS.restored,
};

/**
 * What made a version, in the shown language (`text`: an English text translated, placeholders filled): Created,
 * Edited, Restored (from the version a restore brought back).
 */
export const versionKind = (
    entry: HistoryEntry,
    text: (english: string, options?: Record<string, unknown>) => string,
): string =>
    entry.restored_version === undefined
        ? text(KIND_TEXT[entry.kind])
        : text(HISTORY_TEXTS.restoredFrom, { version: entry.restored_version });

/** One field's change in words: its label, and its value before and after as the list would show it. */
export interface ShownChange {
    field: string;
    label: string;
    before: string;
    after: string;
    /** Rich text, shown as a diff of its words. */
    rich: boolean;
    /** A colour, shown as its hex codes with a swatch each. */
    colour: boolean;
}

/** A value in words, as the list shows it; rich text as its words. */
const inWords = (field: FieldDef, value: unknown, translate: Translate): string =>
    value === null || value === undefined ? '' : exportText(field, value, {}, translate);

/** The changes of declared fields between two sets of values, in the form's order. */
export const shownChanges = (
    decl: ResourceDeclaration,
    changes: ReadonlyArray<{ field: string; before: unknown; after: unknown }>,
    translate: Translate,
): ShownChange[] => {
    const order = Object.keys(decl.fields);
    return changes
        .flatMap(({ field: key, before, after }) => {
            const field = shownField(decl, key);
            if (!field) return [];
            const shown = { before: inWords(field, before, translate), after: inWords(field, after, translate) };
            if (shown.before === shown.after) return [];
            const kinds = { rich: field.kind === 'richText', colour: field.kind === 'color' };
            return [{ field: key, label: translate(field.label), ...shown, ...kinds }];
        })
        .sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
};

/** What restoring a version changes: each field it brings back, from the value now to the value then. */
export const restoreChanges = (
    decl: ResourceDeclaration,
    history: RecordHistory,
    current: Values,
    version: number,
    translate: Translate,
): ShownChange[] => {
    const then = valuesAtVersion(history, version);
    const restorable = Object.entries(then).filter(
        ([key, value]) => value !== null && value !== undefined && decl.fields[key]?.kind !== 'file',
    );
    return shownChanges(
        decl,
        restorable.map(([field, before]) => ({ field, before: current[field], after: before })),
        translate,
    );
};
