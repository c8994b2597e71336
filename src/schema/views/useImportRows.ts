import { useEffect, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { type FieldProblem, readRow, rowProblems } from '../csvImport';
import { type KnownRecord, matchRows, mergedValues } from '../importMatch';
import type { ResourceDeclaration } from '../../shared/types';
import type { ImportSources } from './useImportSources';

export interface PreviewRow {
    /** Its place in the file, from 0 (the header line not counted). */
    index: number;
    cells: readonly string[];
    /** What is sent: a new record's values, or an existing record's with the file's over them. */
    values: Record<string, unknown>;
    /** Cells that could not be read, repeats, and the form's messages; empty when it is valid. */
    problems: readonly FieldProblem[];
    /** The record this row already is (same id, unique field or values). */
    existing?: KnownRecord;
    /** What the API said once it was sent. */
    outcome?: { ok: true } | { ok: false; message: string };
}

/** What to do with rows that are already records. */
export type ExistingChoice = 'skip' | 'update';

/**
 * Every row of the file read, matched with the records already there and checked with the form's rules: a new
 * row as added, an existing one (when updated) as its record with the file's values. Again when the file, the
 * mapping or the choice changes.
 */
export const useImportRows = (
    decl: ResourceDeclaration,
    input: {
        rows?: readonly string[][];
        mapping: readonly (string | null)[];
        newRecord: Partial<RaRecord>;
        sources?: ImportSources;
        choice: ExistingChoice;
        translate: (english: string) => string;
    },
) => {
    const { rows: cells, mapping, newRecord, sources, choice, translate } = input;
    // The rows with the file they were read from: another file's rows are never shown as this one's.
    const [checked, setChecked] = useState<{ of: readonly string[][]; rows: PreviewRow[] }>();
    useEffect(() => {
        if (!cells || !sources) return;
        let current = true;
        const read = cells.map(row => readRow(decl, row, mapping, newRecord, { translate, options: sources.options }));
        const matches = matchRows(decl, read, mapping, sources.records);
        void Promise.all(
            read.map(async (row, index): Promise<PreviewRow> => {
                const { existing, problem } = matches[index];
                const base = { index, cells: cells[index], existing };
                if (problem) return { ...base, values: row.values, problems: [...row.problems, problem] };
                if (existing && choice === 'skip') return { ...base, values: row.values, problems: row.problems };
                const values = existing ? mergedValues(decl, existing, row) : row.values;
                // A cell that could not be read says so once, not again as the rule's "required".
                const unread = new Set(row.problems.map(p => p.field));
                const rules = (await rowProblems(decl, values)).filter(p => !p.field || !unread.has(p.field));
                return { ...base, values, problems: [...row.problems, ...rules] };
            }),
        ).then(rows => current && setChecked({ of: cells, rows }));
        return () => {
            current = false;
        };
        // translate is the same translation each render; the language does not change while the dialog is open.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [decl, cells, mapping, newRecord, sources, choice]);
    const rows = cells && checked?.of === cells ? checked.rows : undefined;
    const setRows = (next: PreviewRow[]) => cells && setChecked({ of: cells, rows: next });
    return [rows, setRows] as const;
};
