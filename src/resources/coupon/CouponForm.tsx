import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { SaveButton } from 'react-admin';
import { RuleForm } from '../../components/RuleForm';
import { formFields } from '../../schema/defineResource';
import { FieldInput } from '../../schema/views/FieldInput';
import type { FormDialogProps } from '../../schema/views/FormDialog';
import { useRecordForm } from '../../schema/views/useRecordForm';

type Mode = 'add' | 'view' | 'edit';

/**
 * The Add/View Coupon modal. A new coupon opens in add mode; a row opens
 * read-only, and its Edit button unlocks the fields a live coupon may change
 * (expiry date, max redemption). Expired coupons stay read-only.
 */
export const CouponForm = ({ decl, record, onClose }: FormDialogProps) => {
    const titleId = useId();
    const { adding, rules, initial, save } = useRecordForm(decl, record, onClose);
    const [mode, setMode] = useState<Mode>(adding ? 'add' : 'view');
    const expired = record.status === 'expired';

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            <RuleForm rules={rules} record={initial} onSubmit={save}>
                <DialogTitle id={titleId}>{adding ? decl.form?.addTitle : decl.form?.editTitle}</DialogTitle>
                <DialogContent dividers>
                    {formFields(decl).map(([name, field]) => (
                        <FieldInput key={name} name={name} field={field} editing={mode === 'edit'} readOnly={mode === 'view'} />
                    ))}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{mode === 'view' ? 'Close' : 'Cancel'}</Button>
                    {mode === 'view' && !expired && (
                        <Button variant="contained" onClick={() => setMode('edit')}>
                            Edit
                        </Button>
                    )}
                    {mode !== 'view' && (
                        <SaveButton alwaysEnable label={mode === 'edit' ? decl.form?.updateLabel : decl.form?.saveLabel} />
                    )}
                </DialogActions>
            </RuleForm>
        </Dialog>
    );
};
