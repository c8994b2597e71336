import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { authProvider } from '../../authProvider/instance';
import { useText } from '../../schema/views/useText';
import { PublicCard } from '../PublicCard';

/** The spec's failure text for log in as (part 2, section 8). */
const CANNOT_LOGIN = 'Cannot login';

/**
 * /login_as/{token}: a public route (no session check of its own). It asks the
 * server about the coach's token and about the super-admin session behind it,
 * keeps the super-admin's token aside, makes the coach's the active one, and
 * opens the console afresh on the coach's dashboard, so nothing cached from
 * the super-admin's screens shows. On failure the super-admin's session is
 * left as it was.
 */
export const LoginAsPage = () => {
    const text = useText();
    const { token = '' } = useParams();
    const [failed, setFailed] = useState(false);
    const started = useRef(false);
    useEffect(() => {
        // Once: StrictMode runs effects twice in development.
        if (started.current) return;
        started.current = true;
        authProvider.loginAs(token).then(
            () => window.location.replace('/dashboard'),
            () => setFailed(true),
        );
    }, [token]);

    return (
        <PublicCard title={text('Log in as')}>
            {failed ? (
                <Stack spacing={2}>
                    <Alert severity="error">{text(CANNOT_LOGIN)}</Alert>
                    <Button
                        component={Link}
                        to={authProvider.isLoggedInAs() ? '/dashboard' : '/user'}
                        variant="contained"
                    >
                        {text('Back')}
                    </Button>
                </Stack>
            ) : (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
                    <CircularProgress size={24} />
                    <Typography>{text('Signing in…')}</Typography>
                </Stack>
            )}
        </PublicCard>
    );
};
