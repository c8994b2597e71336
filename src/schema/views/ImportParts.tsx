import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { type DragEvent, type RefObject, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../../shared/types';
import { ImportExisting } from './ImportExisting';
import { ImportPreview } from './ImportPreview';
import { type ExistingChoice, type PreviewRow } from './useImportRows';
import { useText } from './useText';
import type { ParsedFile } from './importFile';

/** The drop area and its button: a file dropped or chosen. */
export const ImportFilePicker = ({
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
export const ImportActions = ({
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
export const ImportOutcome = ({
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
