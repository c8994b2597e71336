import Lock from '@mui/icons-material/Lock';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
    TextInput,
    useAuthProvider,
    useAuthState,
    useGetIdentity,
    useLogout,
    useNotify,
    useTranslate,
    type UserIdentity,
} from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PasswordInput } from '../components/PasswordInput';
import { loginRules } from '../shared/account/rules';
import { useDocumentTitle } from '../components/documentTitle';
import { PublicFrame } from './PublicFrame';
import { SubmitButton } from '../components/SubmitButton';
import { RuleForm } from '../components/RuleForm';

/** Who is locked out: the admin's picture and name while a session exists, a padlock otherwise. */
const LockedUser = ({ identity }: { identity?: UserIdentity }) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
        <Avatar src={identity?.avatar} alt="" sx={{ width: 64, height: 64, mb: 1, bgcolor: 'primary.main' }}>
            {identity?.fullName?.charAt(0).toUpperCase() ?? <Lock />}
        </Avatar>
        {identity?.fullName && (
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {identity.fullName}
            </Typography>
        )}
    </Box>
);

/**
 * /lockscreen: signs in again with email and password and goes to the
 * dashboard. "Not you?" ends the current session before the sign-in page,
 * which would otherwise send a still signed-in visitor straight back.
 */
export const LockScreen = () => {
    const translate = useTranslate();
    const authProvider = useAuthProvider();
    const logout = useLogout();
    const notify = useNotify();
    const navigate = useNavigate();
    const [pending, setPending] = useState(false);
    useDocumentTitle(translate('pages.lock.title'));
    const { authenticated, refetch: recheckSession } = useAuthState(undefined, false);
    // Without a session there is nobody to name, and asking the API would only fail.
    const { identity, refetch: reloadIdentity } = useGetIdentity({ enabled: authenticated === true });

    const unlock = async (values: Record<string, unknown>) => {
        setPending(true);
        try {
            await authProvider?.login({ email: values.email, password: values.password });
            // react-admin keeps the verdict it reached on this page ("signed out") and would sign out again on
            // arrival, so it is renewed before leaving. This is why useLogin, which leaves at once, is not used.
            await Promise.all([recheckSession(), reloadIdentity()]);
            navigate('/dashboard');
        } catch (error) {
            const message = error instanceof Error ? error.message : 'Cannot sign in';
            notify(message, { type: 'error', messageArgs: { _: message } });
            setPending(false);
        }
    };

    return (
        <PublicFrame>
            <Card sx={{ width: '100%', maxWidth: 400 }}>
                <CardContent>
                    <LockedUser identity={identity} />
                    <Typography component="h1" variant="h5" align="center" gutterBottom>
                        {translate('pages.lock.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 2 }}>
                        {translate('pages.lock.hint')}
                    </Typography>
                    <RuleForm rules={loginRules} onSubmit={unlock}>
                        <TextInput
                            source="email"
                            label={translate('pages.lock.email')}
                            type="email"
                            autoComplete="email"
                            fullWidth
                        />
                        <PasswordInput
                            source="password"
                            label={translate('pages.lock.password')}
                            autoComplete="current-password"
                            fullWidth
                        />
                        <SubmitButton label={translate('pages.lock.unlock')} pending={pending} />
                        <Link
                            component={RouterLink}
                            to="/login"
                            variant="body2"
                            onClick={event => {
                                event.preventDefault();
                                void logout();
                            }}
                        >
                            {translate('pages.lock.not_you')}
                        </Link>
                    </RuleForm>
                </CardContent>
            </Card>
        </PublicFrame>
    );
};
