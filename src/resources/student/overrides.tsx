import type { RaRecord } from 'react-admin';
import { Offered } from '../../schema/views/screenOffer';
import { DriveLinkAction } from '../people/DriveLinkAction';
import { PasswordAction } from '../people/PasswordAction';
import { ProfileAction } from '../people/ProfileAction';

/** Before the generic edit and delete: reset password, drive link, profile. */
export const rowActions = (record: RaRecord) => (
    <>
        <Offered action="changePassword">
            <PasswordAction record={record} label="Reset Password" />
        </Offered>
        <Offered action="driveLink">
            <DriveLinkAction record={record} />
        </Offered>
        {/* The profile page is an edit form: offered to a role that may edit, not one that may only open. */}
        <Offered action="edit">
            <ProfileAction record={record} of="student" />
        </Offered>
    </>
);
