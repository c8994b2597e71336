import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useGetIdentity } from 'react-admin';
import { authProvider } from '../authProvider/instance';
import { TOAST_CLEAR } from '../components/LightToast';
import { useText } from '../schema/views/useText';

/**
 * While the super-admin is logged in as a coach: who they are signed in as,
 * and the way back. Back restores the super-admin's own session and opens
 * /user afresh (no screen of the coach's stays cached).
 */
export const LoginAsBanner = () => {
    const { identity } = useGetIdentity();
    const text = useText();
    if (!authProvider.isLoggedInAs()) return null;
    const back = () => {
        if (authProvider.backToSuperAdmin()) window.location.assign('/user');
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
