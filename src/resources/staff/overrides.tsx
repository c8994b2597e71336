import type { RaRecord } from 'react-admin';
import { LoginAsAction } from '../people/LoginAsAction';
import { ResetPasswordAction } from './ResetPasswordAction';

/** Before the generic edit: reset password (through the outbox) and log in as, as for coaches. */
export const rowActions = (record: RaRecord) => (
    <>
        <ResetPasswordAction record={record} />
        <LoginAsAction record={record} offField="active" />
    </>
);
