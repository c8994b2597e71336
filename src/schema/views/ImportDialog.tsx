import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Papa from 'papaparse';
import { type DragEvent, type RefObject, useId, useRef, useState } from 'react';
import { downloadCSV, type RaRecord, useTranslate } from 'react-admin';
import { guessMapping, problemText } from '../csvImport';
import { IMPORT_MAX_ROWS, IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../types';
import { ImportExisting } from './ImportExisting';
import { ImportMapping } from './ImportMapping';
import { hasErrors, ImportPreview } from './ImportPreview';
import { type ExistingChoice, type PreviewRow, useImportRows } from './useImportRows';
import { useImportSend } from './useImportSend';
import { useImportSources } from './useImportSources';
import { useText } from './useText';

interface ParsedFile {
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
const rowsToSend = (rows: PreviewRow[], choice: ExistingChoice) =>
    rows.filter(r => r.problems.length === 0 && !r.outcome && (!r.existing || choice === 'update'));

/** The rows with errors as the file had them, with an Error column, downloaded as CSV. */
const downloadErrorRows = (
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

/** The drop area and its button: a file dropped or chosen. */
const ImportFilePicker = ({
    file,
    sending,
    onChoose,
}: {
    file: ParsedFile | undefined;
    sending: boolean;
    onChoose: (file: File | undefined) => void;
}) => {
    const text = useText();
    const input = useRef<HTMLInputElement>(null);
    const onDrop = (event: DragEvent) => {
        event.preventDefault();
        onChoose(event.dataTransfer.files[0]);
    };
    return (
        <Box
            onDragOver={event => event.preventDefault()}
            onDrop={onDrop}
            sx={{
                border: 1,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 1,
                p: 2,
                mb: 2,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                flexWrap: 'wrap',
            }}
        >
            <Button
                variant="outlined"
                startIcon={<UploadFile />}
                onClick={() => input.current?.click()}
                disabled={sending}
            >
                {text(IMPORT_TEXTS.choose)}
            </Button>
            <Typography variant="body2" color="text.secondary">
                {file
                    ? text(IMPORT_TEXTS.chosen, { name: file.name, smart_count: file.rows.length })
                    : text(IMPORT_TEXTS.drop)}
            </Typography>
            <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                hidden
                aria-label={text(IMPORT_TEXTS.choose)}
                onChange={event => {
                    onChoose(event.target.files?.[0]);
                    event.target.value = '';
                }}
            />
        </Box>
    );
};

/** The rows read: how many are valid, what to do with those already there, and the preview. */
const ImportRows = ({
    decl,
    file,
    rows,
    mapping,
    choice,
    locked,
    onChoice,
}: {
    decl: ResourceDeclaration;
    file: ParsedFile;
    rows: PreviewRow[];
    mapping: (string | null)[];
    choice: ExistingChoice;
    locked: boolean;
    onChoice: (choice: ExistingChoice) => void;
}) => {
    const text = useText();
    const existing = rows.filter(r => r.existing).length;
    return (
        <>
            <Typography role="status" sx={{ my: 1 }}>
                {text(IMPORT_TEXTS.summary, {
                    smart_count: rows.filter(r => r.problems.length === 0).length,
                    invalid: rows.filter(r => r.problems.length > 0).length,
                })}
            </Typography>
            {existing > 0 && <ImportExisting count={existing} choice={choice} disabled={locked} onChange={onChoice} />}
            <ImportPreview decl={decl} headers={file.headers} mapping={mapping} rows={rows} choice={choice} />
        </>
    );
};

/** The bar under the rows: the count while sending, the errors' download, Cancel or Close, and Import. */
const ImportActions = ({
    progress,
    sending,
    toSend,
    onDownload,
    onCancel,
    onClose,
    onSend,
    cancelRef,
    closeRef,
}: {
    progress: { done: number; total: number } | undefined;
    sending: boolean;
    toSend: number;
    onDownload: (() => void) | undefined;
    onCancel: () => void;
    onClose: () => void;
    onSend: () => void;
    cancelRef: RefObject<HTMLButtonElement | null>;
    closeRef: RefObject<HTMLButtonElement | null>;
}) => {
    const text = useText();
    const translate = useTranslate();
    // On a phone the buttons go on two lines rather than their words on three.
    return (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
            {progress && (
                <Typography role="status" variant="body2" sx={{ mr: 'auto' }}>
                    {text(IMPORT_TEXTS.sending, progress)}
                </Typography>
            )}
            {onDownload && !sending && <Button onClick={onDownload}>{text(IMPORT_TEXTS.download)}</Button>}
            {sending ? (
                <Button ref={cancelRef} onClick={onCancel}>
                    {translate('ra.action.cancel')}
                </Button>
            ) : (
                <Button ref={closeRef} onClick={onClose}>
                    {translate('ra.action.close')}
                </Button>
            )}
            <Button
                variant="contained"
                disabled={sending || toSend === 0}
                onClick={onSend}
                startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
                {text(IMPORT_TEXTS.import, { smart_count: toSend })}
            </Button>
        </DialogActions>
    );
};

/** What the file gave: the import's report, the rows once read (a spinner before). */
const ImportOutcome = ({
    report,
    loading,
    rows,
    file,
    ...rest
}: Omit<Parameters<typeof ImportRows>[0], 'rows' | 'file'> & {
    rows: PreviewRow[] | undefined;
    file: ParsedFile | undefined;
    report: { refused: boolean; text: string } | undefined;
    loading: boolean;
}) => {
    const text = useText();
    return (
        <>
            {report && (
                <Alert role="status" severity={report.refused ? 'warning' : 'success'} sx={{ mb: 2 }}>
                    {report.text}
                </Alert>
            )}
            {loading && <CircularProgress size={24} aria-label={text('Loading')} />}
            {file && rows && <ImportRows file={file} rows={rows} {...rest} />}
        </>
    );
};

/** The chosen file, read as CSV, and its columns' fields (guessed from the headers, then as the user sets them). */
const useImportFile = (decl: ResourceDeclaration) => {
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

/**
 * "Import CSV" of a list with Add: a file chosen or dropped, its columns matched to the form's fields by header
 * (editable), every row read back as the list writes it, matched with the records already there (skipped or
 * updated, as chosen) and checked with the form's own rules, then sent through the entity's add (or edit) call
 * a few at a time with a count and Cancel, each row's outcome shown; the rows with errors download as CSV with an
 * Error column.
 */
const ImportDialog = ({
    decl,
    newRecord,
    filter,
    onClose,
}: {
    decl: ResourceDeclaration;
    newRecord: Partial<RaRecord>;
    /** The list's parent, where it has one: the records a row may already be are inside it. */
    filter?: Readonly<Record<string, unknown>>;
    onClose: () => void;
}) => {
    const text = useText();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const titleId = useId();
    const closeButton = useRef<HTMLButtonElement>(null);
    const cancelButton = useRef<HTMLButtonElement>(null);
    const { file, problem, mapping, setMapping, read } = useImportFile(decl);
    const [choice, setChoice] = useState<ExistingChoice>('skip');
    const tr = (english: string) => text(english);
    const { sources, failure } = useImportSources(decl, filter, file);
    const [rows, setRows] = useImportRows(decl, {
        rows: file?.rows,
        mapping,
        newRecord,
        sources,
        choice,
        translate: tr,
    });
    const { send, cancel, forget, sending, progress, report } = useImportSend(decl, {
        rows,
        setRows,
        // The Import button is disabled while sending: the focus goes to Cancel, then Close, where Escape reaches the dialog.
        onStart: () => requestAnimationFrame(() => cancelButton.current?.focus()),
        onEnd: () => requestAnimationFrame(() => closeButton.current?.focus()),
    });

    const choose = (chosen: File | undefined) => {
        if (!chosen) return;
        forget();
        void read(chosen);
    };

    const withErrors = rows?.filter(hasErrors) ?? [];
    const toSend = rowsToSend(rows ?? [], choice);
    const done = Boolean(rows?.some(r => r.outcome));

    const downloadErrors = () => file && downloadErrorRows(decl, file, withErrors, text);

    return (
        <Dialog
            open
            onClose={() => !sending && onClose()}
            aria-labelledby={titleId}
            fullWidth
            maxWidth="md"
            fullScreen={phone}
        >
            <DialogTitle id={titleId}>{text(IMPORT_TEXTS.title)}</DialogTitle>
            <DialogContent>
                <ImportFilePicker file={file} sending={sending} onChoose={choose} />
                {(problem ?? failure) && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {problem ?? failure}
                    </Alert>
                )}
                {file && (
                    <ImportMapping
                        decl={decl}
                        headers={file.headers}
                        mapping={mapping}
                        disabled={sending || done}
                        onChange={setMapping}
                    />
                )}
                <ImportOutcome
                    decl={decl}
                    file={file}
                    rows={rows}
                    mapping={mapping}
                    choice={choice}
                    locked={sending || done}
                    onChoice={setChoice}
                    report={report}
                    loading={Boolean(file && !rows && !failure)}
                />
            </DialogContent>
            <ImportActions
                progress={progress}
                sending={sending}
                toSend={toSend.length}
                onDownload={withErrors.length > 0 ? downloadErrors : undefined}
                onCancel={cancel}
                onClose={onClose}
                onSend={() => void send(toSend)}
                cancelRef={cancelButton}
                closeRef={closeButton}
            />
        </Dialog>
    );
};
export default ImportDialog;
