import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type RaRecord, useGetOne } from 'react-admin';
import { useText } from './useText';
import { formFields } from '../../shared/defineResource';
import type { ResourceDeclaration } from '../../shared/types';
import { FieldInput } from './FieldInput';
import { useScreenOffer } from './screenOffer';
import { RecordDialog } from './RecordDialog';
import { useRecordForm } from './useRecordForm';
import { HistoryButton } from './HistoryButton';
import { offersHistory } from '../../shared/recordHistory';

export interface FormDialogProps {
    decl: ResourceDeclaration;
    /** The row to edit; `{}` adds. */
    record: Partial<RaRecord>;
    onClose: () => void;
    /** Drawn once, never shown, while the browser is idle (RecordDialog's `unseen`). */
    unseen?: boolean;
}

/**
 * The add/edit modal of a declaration: inputs from its fields, rules from its
 * yup schema, errors after touch or submit, a spinner while saving, closed and
 * the list reloaded on success; on failure it stays open with what was typed.
 */
export const FormDialog = ({ decl, record, onClose, unseen }: FormDialogProps) => {
    const editing = record.id !== undefined;
    // A declaration that reads one record (GET /viewAdmin/:id) edits what the API holds now, not the list's row.
    const { data, error } = useGetOne(
        decl.route,
        { id: record.id as RaRecord['id'] },
        { enabled: editing && Boolean(decl.api.view) && !unseen },
    );
    const text = useText();
    if (editing && decl.api.view && !data && !unseen) {
        return (
            <Dialog open onClose={onClose} aria-label={text(decl.form?.editTitle ?? '')}>
                <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    {error ? (
                        <>
                            <Typography color="error">
                                {error instanceof Error ? error.message : String(error)}
                            </Typography>
                            <Button onClick={onClose}>{text('ra.action.close')}</Button>
                        </>
                    ) : (
                        <CircularProgress size={28} aria-label={text('ra.page.loading')} />
                    )}
                </DialogContent>
            </Dialog>
        );
    }
    return <RecordForm decl={decl} record={data ?? record} onClose={onClose} unseen={unseen} />;
};

/** The modal's Save or Update, or none where the record is only read. */
const saveLabelOf = (decl: ResourceDeclaration, editing: boolean, viewOnly: boolean): string | false => {
    if (viewOnly) return false;
    return editing ? (decl.form?.updateLabel ?? 'Update') : (decl.form?.saveLabel ?? 'Save');
};

const RecordForm = ({ decl, record, onClose, unseen }: FormDialogProps) => {
    const { adding, rules, initial, save, saving, conflict, closed, leaving, draft } = useRecordForm(
        decl,
        record,
        onClose,
    );
    const editing = !adding;
    // Opened by a role that may read the record but not change it: every field shown, none editable, no Save.
    const viewOnly = editing && !decl.api.update;
    const form = decl.form;
    const offer = useScreenOffer();
    // The same elements on each render, so a save's spinner going on and off does not draw every input again
    // (a multiline text measures itself on each render, forcing a layout).
    const inputs = useMemo(
        () =>
            formFields(decl)
                .filter(([, field]) => !field.hiddenInDialog)
                .map(([name, field]) => (
                    <FieldInput
                        key={name}
                        name={name}
                        field={field}
                        editing={editing}
                        readOnly={viewOnly}
                        siblings={decl.fields}
                    />
                )),
        [decl, editing, viewOnly],
    );
    return (
        <RecordDialog
            title={(editing ? form?.editTitle : form?.addTitle) ?? ''}
            rules={rules}
            initial={initial}
            onSubmit={save}
            onClose={onClose}
            saving={saving}
            conflict={conflict}
            closed={closed}
            leaving={leaving}
            draft={draft}
            unseen={unseen}
            saveLabel={saveLabelOf(decl, editing, viewOnly)}
            actions={
                // Not in the unseen rehearsal: it would open its row's history too at a `/history` URL.
                editing && offersHistory(decl) && offer.may('history') && !unseen ? (
                    <HistoryButton decl={decl} record={record} onRestored={onClose} />
                ) : undefined
            }
        >
            {inputs}
        </RecordDialog>
    );
};
