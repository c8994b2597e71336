import type { RaRecord } from 'react-admin';
import { LoginAsAction } from '../people/LoginAsAction';
import { PasswordAction } from '../people/PasswordAction';
import { ProfileAction } from '../people/ProfileAction';

/** Before the generic edit and delete: change password, log in as, profile. */
export const rowActions = (record: RaRecord) => (
    <>
        <PasswordAction record={record} label="Change Password" />
        <LoginAsAction record={record} />
        <ProfileAction record={record} of="coach" />
    </>
);
