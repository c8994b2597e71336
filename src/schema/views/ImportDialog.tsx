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
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { downloadCSV, type RaRecord, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { BULK_TEXTS, runFewAtATime } from '../bulk';
import { guessMapping, rowProblems, rowValues } from '../csvImport';
import { IMPORT_MAX_ROWS, IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../types';
import { ImportMapping } from './ImportMapping';
import { ImportPreview, type PreviewRow } from './ImportPreview';
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
 * (editable), every row checked with the form's own rules, then the valid rows sent through the entity's add
 * call a few at a time, each row's outcome shown; the rows with errors download as CSV with an Error column.
 */
const ImportDialog = ({
    decl,
    newRecord,
    onClose,
}: {
    decl: ResourceDeclaration;
    newRecord: Partial<RaRecord>;
    onClose: () => void;
}) => {
    const text = useText();
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider();
    const titleId = useId();
    const input = useRef<HTMLInputElement>(null);
    const [file, setFile] = useState<ParsedFile>();
    const [problem, setProblem] = useState<string>();
    const [mapping, setMapping] = useState<(string | null)[]>([]);
    const [rows, setRows] = useState<PreviewRow[]>();
    const [sending, setSending] = useState(false);
    /** The outcome of the import, said inside the dialog too: the open dialog hides the page's toasts from readers. */
    const [report, setReport] = useState<{ text: string; refused: boolean }>();
    const tr = (english: string) => text(english);

    const choose = async (chosen: File | undefined) => {
        if (!chosen) return;
        setRows(undefined);
        setReport(undefined);
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

    // Every row checked again when the file or the mapping changes.
    useEffect(() => {
        if (!file) return;
        let current = true;
        void Promise.all(
            file.rows.map(async (cells, index) => {
                const values = rowValues(decl, cells, mapping, newRecord, tr);
                return { index, cells, values, problems: await rowProblems(decl, values) };
            }),
        ).then(checked => current && setRows(checked));
        return () => {
            current = false;
        };
        // tr is the same translation each render; the language does not change while the dialog is open.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [decl, file, mapping, newRecord]);

    const valid = rows?.filter(r => r.problems.length === 0 && !r.outcome) ?? [];
    const withErrors = rows?.filter(r => r.problems.length > 0 || r.outcome?.ok === false) ?? [];

    const send = async () => {
        if (!rows || sending) return;
        setSending(true);
        const outcomes = await runFewAtATime(valid, row => dataProvider.create(decl.route, { data: row.values }));
        const byIndex = new Map(outcomes.map(o => [o.item.index, o]));
        setRows(
            rows.map(row => {
                const o = byIndex.get(row.index);
                return o ? { ...row, outcome: o.ok ? { ok: true } : { ok: false, message: o.message } } : row;
            }),
        );
        setSending(false);
        const refused = outcomes.filter(o => !o.ok);
        const reasons = [...new Set(refused.map(o => (o.ok ? '' : o.message)))];
        const parts = [text(IMPORT_TEXTS.addedCount, { count: outcomes.length - refused.length })];
        if (refused.length)
            parts.push(text(BULK_TEXTS.refused, { count: refused.length, reasons: reasons.join('; ') }));
        const message = parts.join('; ');
        setReport({ text: message, refused: refused.length > 0 });
        notify(message, { type: refused.length ? 'warning' : 'success', messageArgs: { _: message } });
        refresh();
    };

    const downloadErrors = () => {
        if (!file) return;
        const csv = Papa.unparse({
            fields: [...file.headers, text(IMPORT_TEXTS.errorColumn)],
            data: withErrors.map(row => [
                ...file.headers.map((_, i) => row.cells[i] ?? ''),
                row.problems.length
                    ? row.problems.map(tr).join('; ')
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
                {problem && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {problem}
                    </Alert>
                )}
                {file && (
                    <ImportMapping
                        decl={decl}
                        headers={file.headers}
                        mapping={mapping}
                        disabled={sending || Boolean(rows?.some(r => r.outcome))}
                        onChange={setMapping}
                    />
                )}
                {report && (
                    <Alert role="status" severity={report.refused ? 'warning' : 'success'} sx={{ mb: 2 }}>
                        {report.text}
                    </Alert>
                )}
                {file && !rows && <CircularProgress size={24} aria-label={text('Loading')} />}
                {file && rows && (
                    <>
                        <Typography role="status" sx={{ my: 1 }}>
                            {text(IMPORT_TEXTS.summary, {
                                valid: rows.filter(r => r.problems.length === 0).length,
                                invalid: rows.filter(r => r.problems.length > 0).length,
                            })}
                        </Typography>
                        <ImportPreview decl={decl} headers={file.headers} mapping={mapping} rows={rows} />
                    </>
                )}
            </DialogContent>
            {/* On a phone the buttons go on two lines rather than their words on three. */}
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
                {withErrors.length > 0 && <Button onClick={downloadErrors}>{text(IMPORT_TEXTS.download)}</Button>}
                <Button onClick={onClose} disabled={sending}>
                    {translate('ra.action.close')}
                </Button>
                <Button
                    variant="contained"
                    disabled={sending || valid.length === 0}
                    onClick={send}
                    startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                    {text(IMPORT_TEXTS.import, { count: valid.length })}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
export default ImportDialog;
