import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { type RaRecord } from 'react-admin';
import { IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../../shared/types';
import { ImportMapping } from './ImportMapping';
import { hasErrors } from './ImportPreview';
import { type ExistingChoice, useImportRows } from './useImportRows';
import { useImportSend } from './useImportSend';
import { useImportSources } from './useImportSources';
import { useText } from './useText';
import { downloadErrorRows, rowsToSend, useImportFile } from './importFile';
import { ImportActions, ImportFilePicker, ImportOutcome } from './ImportParts';

interface ImportProps {
    decl: ResourceDeclaration;
    newRecord: Partial<RaRecord>;
    /** The list's parent, where it has one: the records a row may already be are inside it. */
    filter?: Readonly<Record<string, unknown>>;
    onClose: () => void;
}

/** The import's state from file to report: the file and its mapping, the rows read back, and sending them. */
const useCsvImport = ({ decl, newRecord, filter }: Omit<ImportProps, 'onClose'>) => {
    const text = useText();
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
    return {
        file,
        problem,
        mapping,
        setMapping,
        choose,
        choice,
        setChoice,
        failure,
        rows,
        report,
        done,
        send: () => void send(toSend),
        cancel,
        sending,
        progress,
        toSend: toSend.length,
        downloadErrors: withErrors.length > 0 ? downloadErrors : undefined,
        closeButton,
        cancelButton,
    };
};

/**
 * "Import CSV" of a list with Add: a file chosen or dropped, its columns matched to the form's fields by header
 * (editable), every row read back as the list writes it, matched with the records already there (skipped or
 * updated, as chosen) and checked with the form's own rules, then sent through the entity's add (or edit) call
 * a few at a time with a count and Cancel, each row's outcome shown; the rows with errors download as CSV with an
 * Error column.
 */
const ImportDialog = ({ onClose, ...props }: ImportProps) => {
    const { decl } = props;
    const text = useText();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const titleId = useId();
    const csv = useCsvImport(props);

    return (
        <Dialog
            open
            onClose={() => !csv.sending && onClose()}
            aria-labelledby={titleId}
            fullWidth
            maxWidth="md"
            fullScreen={phone}
        >
            <DialogTitle id={titleId}>{text(IMPORT_TEXTS.title)}</DialogTitle>
            <DialogContent>
                <ImportFilePicker file={csv.file} sending={csv.sending} onChoose={csv.choose} />
                {(csv.problem ?? csv.failure) && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {csv.problem ?? csv.failure}
                    </Alert>
                )}
                {csv.file && (
                    <ImportMapping
                        decl={decl}
                        headers={csv.file.headers}
                        mapping={csv.mapping}
                        disabled={csv.sending || csv.done}
                        onChange={csv.setMapping}
                    />
                )}
                <ImportOutcome
                    decl={decl}
                    file={csv.file}
                    rows={csv.rows}
                    mapping={csv.mapping}
                    choice={csv.choice}
                    locked={csv.sending || csv.done}
                    onChoice={csv.setChoice}
                    report={csv.report}
                    loading={Boolean(csv.file && !csv.rows && !csv.failure)}
                />
            </DialogContent>
            <ImportActions
                progress={csv.progress}
                sending={csv.sending}
                toSend={csv.toSend}
                onDownload={csv.downloadErrors}
                onCancel={csv.cancel}
                onClose={onClose}
                onSend={csv.send}
                cancelRef={csv.cancelButton}
                closeRef={csv.closeButton}
            />
        </Dialog>
    );
};
export default ImportDialog;
