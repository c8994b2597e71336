import Button from '@mui/material/Button';
import { useState } from 'react';
import { formFields } from '../../shared/defineResource';
import { FieldInput } from '../../schema/views/FieldInput';
import type { FormDialogProps } from '../../schema/views/FormDialog';
import { RecordDialog } from '../../schema/views/RecordDialog';
import { HistoryButton } from '../../schema/views/HistoryButton';
import { offersHistory } from '../../shared/recordHistory';
import { useRecordForm } from '../../schema/views/useRecordForm';

type Mode = 'add' | 'view' | 'edit';

/** The modal's own buttons: History of a coupon that exists, and Edit while it is read-only and live. */
const CouponActions = ({
    form: { decl, record, onClose },
    adding,
    canEdit,
    onEdit,
}: {
    form: FormDialogProps;
    adding: boolean;
    canEdit: boolean;
    onEdit: () => void;
}) => (
    <>
        {!adding && offersHistory(decl) && <HistoryButton decl={decl} record={record} onRestored={onClose} />}
        {canEdit && (
            <Button variant="contained" onClick={onEdit}>
                Edit
            </Button>
        )}
    </>
);

/**
 * The Add/View Coupon modal. A new coupon opens in add mode; a row opens
 * read-only, and its Edit button unlocks the fields a live coupon may change
 * (expiry date, max redemption). Expired coupons stay read-only.
 */
export const CouponForm = ({ decl, record, onClose }: FormDialogProps) => {
    const { adding, rules, initial, save, saving, conflict, closed, leaving, draft } = useRecordForm(
        decl,
        record,
        onClose,
    );
    const [mode, setMode] = useState<Mode>(adding ? 'add' : 'view');
    const expired = record.status === 'expired';

    return (
        <RecordDialog
            title={(adding ? decl.form?.addTitle : decl.form?.editTitle) ?? ''}
            rules={rules}
            initial={initial}
            onSubmit={save}
            onClose={onClose}
            saving={saving}
            conflict={conflict}
            closed={closed}
            leaving={leaving}
            draft={draft}
            cancelLabel={mode === 'view' ? 'Close' : 'Cancel'}
            saveLabel={
                mode === 'view' ? false : ((mode === 'edit' ? decl.form?.updateLabel : decl.form?.saveLabel) ?? 'Save')
            }
            focusKey={mode}
            actions={
                <CouponActions
                    form={{ decl, record, onClose }}
                    adding={adding}
                    canEdit={mode === 'view' && !expired}
                    onEdit={() => setMode('edit')}
                />
            }
        >
            {formFields(decl).map(([name, field]) => (
                <FieldInput key={name} name={name} field={field} editing={mode === 'edit'} readOnly={mode === 'view'} />
            ))}
        </RecordDialog>
    );
};
