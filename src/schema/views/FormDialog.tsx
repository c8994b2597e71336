import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { type RaRecord, SaveButton } from 'react-admin';
import { RuleForm } from '../../components/RuleForm';
import { formFields } from '../defineResource';
import type { ResourceDeclaration } from '../types';
import { FieldInput } from './FieldInput';
import { useRecordForm } from './useRecordForm';
import { useText } from './useText';

export interface FormDialogProps {
    decl: ResourceDeclaration;
    /** The row to edit; `{}` adds. */
    record: Partial<RaRecord>;
    onClose: () => void;
}

/**
 * The add/edit modal of a declaration: inputs from its fields, rules from its
 * yup schema, errors after touch or submit, a spinner while saving, closed and
 * the list reloaded on success; on failure it stays open with what was typed.
 */
export const FormDialog = ({ decl, record, onClose }: FormDialogProps) => {
    const text = useText();
    const titleId = useId();
    const { adding, rules, initial, save } = useRecordForm(decl, record, onClose);
    const editing = !adding;

    const form = decl.form;
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            <RuleForm rules={rules} record={initial} onSubmit={save}>
                <DialogTitle id={titleId}>{text((editing ? form?.editTitle : form?.addTitle) ?? '')}</DialogTitle>
                <DialogContent dividers>
                    {formFields(decl).map(([name, field]) => (
                        <FieldInput key={name} name={name} field={field} editing={editing} />
                    ))}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{text('ra.action.cancel')}</Button>
                    <SaveButton
                        alwaysEnable
                        label={editing ? (form?.updateLabel ?? 'Update') : (form?.saveLabel ?? 'Save')}
                    />
                </DialogActions>
            </RuleForm>
        </Dialog>
    );
};
