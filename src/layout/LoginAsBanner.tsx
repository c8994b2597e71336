import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useGetIdentity } from 'react-admin';
import { authProvider } from '../authProvider/instance';
import { TOAST_CLEAR } from '../components/LightToast';
import { useText } from '../schema/views/useText';

/** Where Back leads: the list the super-admin logged in from. */
const BACK_TO = { coach: '/user', staff: '/staff' } as const;

/**
 * While the super-admin is logged in as a coach or a staff member: who they are signed in as,
 * and the way back. Back restores the super-admin's own session and opens
 * the coaches (or the staff) afresh (no screen of theirs stays cached).
 */
export const LoginAsBanner = () => {
    const { identity } = useGetIdentity();
    const text = useText();
    const as = authProvider.loggedInAs();
    if (!as) return null;
    const back = () => {
        if (authProvider.backToSuperAdmin()) window.location.assign(BACK_TO[as]);
    };
    return (
        <Alert
            {...TOAST_CLEAR}
            severity="info"
            role="status"
            sx={{ mb: 2, alignItems: 'center' }}
            action={
                <Button color="inherit" variant="outlined" size="small" onClick={back}>
                    {text('Back to super admin')}
                </Button>
            }
        >
            {text('Signed in as %{name}', { name: identity?.fullName ?? '' })}
        </Alert>
    );
};
