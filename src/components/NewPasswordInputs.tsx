import { PasswordInput } from './PasswordInput';

/** The new password and its confirmation, each with a show/hide toggle (reset and change password). */
export const NewPasswordInputs = ({ newLabel, confirmLabel }: { newLabel: string; confirmLabel: string }) => (
    <>
        <PasswordInput source="new_password" label={newLabel} autoComplete="new-password" fullWidth />
        <PasswordInput source="confirm_new_password" label={confirmLabel} autoComplete="new-password" fullWidth />
    </>
);
