import type { RaRecord } from 'react-admin';
import { DriveLinkAction } from '../people/DriveLinkAction';
import { PasswordAction } from '../people/PasswordAction';
import { ProfileAction } from '../people/ProfileAction';

/** Before the generic edit and delete: reset password, drive link, profile. */
export const rowActions = (record: RaRecord) => (
    <>
        <PasswordAction record={record} label="Reset Password" />
        <DriveLinkAction record={record} />
        <ProfileAction record={record} of="student" />
    </>
);
