import LockReset from '@mui/icons-material/LockReset';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { NewPasswordInputs } from '../../components/NewPasswordInputs';
import { peopleApi } from './api.shared';
import { useText } from '../../schema/views/useText';
import { ActionDialog } from './ActionDialog';
import { personName } from './PersonName';
import { RowButton } from './RowButton';
import { setPasswordRules } from './rules.shared';

/** Change Password (coaches) / Reset Password (students): the same modal, POST /user/changepassword/{id}. */
export const PasswordAction = ({
    record,
    label,
}: {
    record: RaRecord;
    label: 'Change Password' | 'Reset Password';
}) => {
    const [open, setOpen] = useState(false);
    const text = useText();
    return (
        <>
            <RowButton label={label} onClick={() => setOpen(true)}>
                <LockReset fontSize="small" />
            </RowButton>
            {open && (
                <ActionDialog
                    title={`${text(label)}: ${personName(record)}`}
                    rules={setPasswordRules}
                    endpoint={peopleApi.changePassword}
                    id={record.id}
                    saveLabel="Save"
                    onClose={() => setOpen(false)}
                >
                    <NewPasswordInputs newLabel="New Password" confirmLabel="Confirm New Password" />
                </ActionDialog>
            )}
        </>
    );
};
