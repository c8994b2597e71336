import LockReset from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { EngineDataProvider } from '../../schema/engineDataProvider';
import { OnceOpened } from '../../schema/views/OnceOpened';
import { useServerCall } from '../../schema/views/useServerCall';
import { RowButton } from '../people/RowButton';
import { STAFF_CALLS } from './schema';

/** Reset Password: after a confirmation, the API mails the staff member a link to choose a new one. */
export const ResetPasswordAction = ({ record }: { record: RaRecord }) => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const { run, pending } = useServerCall({ refreshOnSuccess: false });
    const [asking, setAsking] = useState(false);
    const reset = async () => {
        await run(() => dataProvider.call(STAFF_CALLS.resetPassword, { id: record.id }), {
            fallbackMessage: 'A link to choose a new password was sent',
        });
        setAsking(false);
    };
    return (
        <>
            <RowButton label="Reset Password" onClick={() => setAsking(true)}>
                <LockReset fontSize="small" />
            </RowButton>
            <OnceOpened open={asking}>
                <ConfirmDialog
                    open={asking}
                    loading={pending}
                    title="Send this staff member a link to choose a new password?"
                    confirm="Send"
                    onConfirm={reset}
                    onClose={() => setAsking(false)}
                />
            </OnceOpened>
        </>
    );
};
