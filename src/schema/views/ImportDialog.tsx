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
import { type DragEvent, useId, useRef, useState } from 'react';
import { downloadCSV, type RaRecord, useTranslate } from 'react-admin';
import { guessMapping, problemText } from '../csvImport';
import { IMPORT_MAX_ROWS, IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../types';
import { ImportExisting } from './ImportExisting';
import { ImportMapping } from './ImportMapping';
import { hasErrors, ImportPreview } from './ImportPreview';
import { type ExistingChoice, useImportRows } from './useImportRows';
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
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const titleId = useId();
    const input = useRef<HTMLInputElement>(null);
    const closeButton = useRef<HTMLButtonElement>(null);
    const cancelButton = useRef<HTMLButtonElement>(null);
    const [file, setFile] = useState<ParsedFile>();
    const [problem, setProblem] = useState<string>();
    const [mapping, setMapping] = useState<(string | null)[]>([]);
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

    const choose = async (chosen: File | undefined) => {
        if (!chosen) return;
        forget();
        try {
            const read = await parseCsv(chosen);
            setProblem(undefined);
            setFile(read);
            setMapping(guessMapping(decl, read.headers, tr));
        } catch (error) {
            setFile(undefined);
            const english = error instanceof Error ? error.message : IMPORT_TEXTS.unreadable;
            setProblem(text(english, { n: IMPORT_MAX_ROWS }));
        }
    };

    const withErrors = rows?.filter(hasErrors) ?? [];
    const toSend =
        rows?.filter(r => r.problems.length === 0 && !r.outcome && (!r.existing || choice === 'update')) ?? [];
    const existing = rows?.filter(r => r.existing).length ?? 0;
    const done = Boolean(rows?.some(r => r.outcome));

    const downloadErrors = () => {
        if (!file) return;
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

    const onDrop = (event: DragEvent) => {
        event.preventDefault();
        void choose(event.dataTransfer.files[0]);
    };

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
                            ? text(IMPORT_TEXTS.chosen, { name: file.name, count: file.rows.length })
                            : text(IMPORT_TEXTS.drop)}
                    </Typography>
                    <input
                        ref={input}
                        type="file"
                        accept=".csv,text/csv"
                        hidden
                        aria-label={text(IMPORT_TEXTS.choose)}
                        onChange={event => {
                            void choose(event.target.files?.[0]);
                            event.target.value = '';
                        }}
                    />
                </Box>
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
                {report && (
                    <Alert role="status" severity={report.refused ? 'warning' : 'success'} sx={{ mb: 2 }}>
                        {report.text}
                    </Alert>
                )}
                {file && !rows && !failure && <CircularProgress size={24} aria-label={text('Loading')} />}
                {file && rows && (
                    <>
                        <Typography role="status" sx={{ my: 1 }}>
                            {text(IMPORT_TEXTS.summary, {
                                valid: rows.filter(r => r.problems.length === 0).length,
                                invalid: rows.filter(r => r.problems.length > 0).length,
                            })}
                        </Typography>
                        {existing > 0 && (
                            <ImportExisting
                                count={existing}
                                choice={choice}
                                disabled={sending || done}
                                onChange={setChoice}
                            />
                        )}
                        <ImportPreview
                            decl={decl}
                            headers={file.headers}
                            mapping={mapping}
                            rows={rows}
                            choice={choice}
                        />
                    </>
                )}
            </DialogContent>
            {/* On a phone the buttons go on two lines rather than their words on three. */}
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
                {progress && (
                    <Typography role="status" variant="body2" sx={{ mr: 'auto' }}>
                        {text(IMPORT_TEXTS.sending, progress)}
                    </Typography>
                )}
                {withErrors.length > 0 && !sending && (
                    <Button onClick={downloadErrors}>{text(IMPORT_TEXTS.download)}</Button>
                )}
                {sending ? (
                    <Button ref={cancelButton} onClick={cancel}>
                        {translate('ra.action.cancel')}
                    </Button>
                ) : (
                    <Button ref={closeButton} onClick={onClose}>
                        {translate('ra.action.close')}
                    </Button>
                )}
                <Button
                    variant="contained"
                    disabled={sending || toSend.length === 0}
                    onClick={() => void send(toSend)}
                    startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                    {text(IMPORT_TEXTS.import, { count: toSend.length })}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
export default ImportDialog;
