import { formFields } from '../shared/defineResource';
import { exportText } from './exportRows';
import type { ResourceDeclaration } from '../shared/types';

/** A field that differs between the record as saved by someone else and what this form would save. */
export interface ConflictChange {
    /** The field's label, in English (the dialog translates it). */
    field: string;
    theirs: string;
    yours: string;
    /** A colour: its hex codes are shown with a swatch each. */
    colour?: boolean;
}

/**
 * What a conflict is about, field by field: each form field where the record as it is now and what this form would
 * save read differently (a field the form does not hand over keeps the opened value). Compared as the list shows them.
 */
export const conflictChanges = (
    decl: ResourceDeclaration,
    opened: Readonly<Record<string, unknown>>,
    theirs: Readonly<Record<string, unknown>>,
    yours: Readonly<Record<string, unknown>>,
    translate: (english: string) => string = s => s,
): ConflictChange[] =>
    formFields(decl).flatMap(([name, field]) => {
        const text = (row: Readonly<Record<string, unknown>>) => exportText(field, row[name], row, translate);
        const [now, mine] = [text(theirs), name in yours ? text(yours) : text(opened)];
        if (now === mine) return [];
        const change = { field: field.inputLabel ?? field.label, theirs: now, yours: mine };
        return [field.kind === 'color' ? { ...change, colour: true } : change];
    });
