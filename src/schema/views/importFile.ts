import Papa from 'papaparse';
import { useState } from 'react';
import { downloadCSV } from 'react-admin';
import { guessMapping, problemText } from '../csvImport';
import { IMPORT_MAX_ROWS, IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../../shared/types';
import { type ExistingChoice, type PreviewRow } from './useImportRows';
import { useText } from './useText';

export interface ParsedFile {
    name: string;
    headers: string[];
    rows: string[][];
}

/** Reads a CSV file: the first line is the headers; blank lines are skipped. */
const parseCsv = async (file: File): Promise<ParsedFile> => {
    const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' });
    if (parsed.errors.some(e => e.type === 'Quotes') || parsed.data.length === 0)
        throw new Error(IMPORT_TEXTS.unreadable);
    const [headers, ...rows] = parsed.data;
    if (rows.length === 0) throw new Error(IMPORT_TEXTS.noRows);
    if (rows.length > IMPORT_MAX_ROWS) throw new Error(IMPORT_TEXTS.tooMany);
    return { name: file.name, headers: headers.map(h => h.trim()), rows };
};

/** The rows an Import sends: valid, not sent yet, and new unless those already there are updated. */
export const rowsToSend = (rows: PreviewRow[], choice: ExistingChoice) =>
    rows.filter(r => r.problems.length === 0 && !r.outcome && (!r.existing || choice === 'update'));

/** The rows with errors as the file had them, with an Error column, downloaded as CSV. */
export const downloadErrorRows = (
    decl: ResourceDeclaration,
    file: ParsedFile,
    withErrors: PreviewRow[],
    text: ReturnType<typeof useText>,
) => {
    const csv = Papa.unparse({
        fields: [...file.headers, text(IMPORT_TEXTS.errorColumn)],
        data: withErrors.map(row => [
            ...file.headers.map((_, i) => row.cells[i] ?? ''),
            row.problems.length
                ? row.problems.map(p => problemText(decl, p, text)).join('; ')
                : row.outcome?.ok === false
                  ? row.outcome.message
                  : '',
        ]),
    });
    downloadCSV(csv, `${file.name.replace(/\.csv$/i, '')}-errors`);
};

/** The chosen file, read as CSV, and its columns' fields (guessed from the headers, then as the user sets them). */
export const useImportFile = (decl: ResourceDeclaration) => {
    const text = useText();
    const [file, setFile] = useState<ParsedFile>();
    const [problem, setProblem] = useState<string>();
    const [mapping, setMapping] = useState<(string | null)[]>([]);
    const read = async (chosen: File) => {
        try {
            const parsed = await parseCsv(chosen);
            setProblem(undefined);
            setFile(parsed);
            setMapping(guessMapping(decl, parsed.headers, english => text(english)));
        } catch (error) {
            setFile(undefined);
            const english = error instanceof Error ? error.message : IMPORT_TEXTS.unreadable;
            setProblem(text(english, { n: IMPORT_MAX_ROWS }));
        }
    };
    return { file, problem, mapping, setMapping, read };
};
