import type { RaRecord } from 'react-admin';
import { Offered } from '../../schema/views/screenOffer';
import { LoginAsAction } from '../people/LoginAsAction';
import { PasswordAction } from '../people/PasswordAction';
import { ProfileAction } from '../people/ProfileAction';

/** Before the generic edit and delete: change password, log in as, profile. */
export const rowActions = (record: RaRecord) => (
    <>
        <Offered action="changePassword">
            <PasswordAction record={record} label="Change Password" />
        </Offered>
        <Offered action="logInAs">
            <LoginAsAction record={record} />
        </Offered>
        {/* The profile page is an edit form: offered to a role that may edit, not one that may only open. */}
        <Offered action="edit">
            <ProfileAction record={record} of="coach" />
        </Offered>
    </>
);
