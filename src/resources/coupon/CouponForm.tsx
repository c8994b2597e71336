import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo, useState } from 'react';
import { type RaRecord, SaveButton, useDataProvider } from 'react-admin';
import { RuleForm } from '../../components/RuleForm';
import { formFields } from '../../schema/defineResource';
import { defaultValues, validationSchema } from '../../schema/validation';
import { FieldInput } from '../../schema/views/FieldInput';
import type { FormDialogProps } from '../../schema/views/FormDialog';
import { useServerCall } from '../../schema/views/useServerCall';

type Mode = 'add' | 'view' | 'edit';

type WithMessage = { meta?: { message?: string } };

/**
 * The Add/View Coupon modal. A new coupon opens in add mode; a row opens
 * read-only, and its Edit button unlocks the fields a live coupon may change
 * (expiry date, max redemption). Expired coupons stay read-only.
 */
export const CouponForm = ({ decl, record, onClose }: FormDialogProps) => {
    const dataProvider = useDataProvider();
    const { run } = useServerCall();
    const titleId = useId();
    const adding = record.id === undefined;
    const [mode, setMode] = useState<Mode>(adding ? 'add' : 'view');
    const rules = useMemo(() => validationSchema(decl), [decl]);
    const initial = useMemo(() => (adding ? { ...defaultValues(decl), ...record } : record), [adding, decl, record]);
    const expired = record.status === 'expired';

    const save = async (values: Record<string, unknown>) => {
        const ok = await run(async () => {
            const result: WithMessage = adding
                ? await dataProvider.create(decl.route, { data: values })
                : await dataProvider.update(decl.route, { id: record.id as RaRecord['id'], data: values, previousData: record as RaRecord });
            return { message: result.meta?.message };
        });
        if (ok) onClose();
    };

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
