import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, TextInput, useCheckAuth, useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginRules } from '../authProvider/rules';

const resolver = yupResolver(loginRules);

/** /login: email and password, the stored session verified on arrival. */
export const LoginPage = () => {
    const translate = useTranslate();
    const login = useLogin();
    const notify = useNotify();
    const checkAuth = useCheckAuth();
    const navigate = useNavigate();
    const [pending, setPending] = useState(false);

    useEffect(() => {
        checkAuth({}, false)
            .then(() => navigate('/dashboard', { replace: true }))
            .catch(() => undefined);
    }, [checkAuth, navigate]);

    const submit = async (values: Record<string, unknown>) => {
        setPending(true);
        try {
            await login({ email: values.email, password: values.password }, '/dashboard');
        } catch (error) {
            const message = error instanceof Error ? error.message : 'Cannot sign in';
            notify(message, { type: 'error', messageArgs: { _: message } });
            setPending(false);
        }
    };

    return (
        <Box
            component="main"
            sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
        >
            <Card sx={{ width: '100%', maxWidth: 400 }}>
                <CardContent>
                    <Typography component="h1" variant="h5" gutterBottom>
                        {translate('login.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate('login.subtitle')}
                    </Typography>
                    <Form resolver={resolver} mode="onTouched" onSubmit={submit} noValidate>
                        <TextInput source="email" label={translate('login.email')} type="email" autoComplete="email" fullWidth />
                        <PasswordInput
                            source="password"
                            label={translate('login.password')}
                            autoComplete="current-password"
                            fullWidth
                        />
                        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
                            <Link component={RouterLink} to="/forgotPassword" variant="body2">
                                {translate('login.forgot')}
                            </Link>
                        </Box>
                        <Button
                            type="submit"
                            variant="contained"
                            fullWidth
                            disabled={pending}
                            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
                        >
                            {translate('login.submit')}
                        </Button>
                    </Form>
                </CardContent>
            </Card>
        </Box>
    );
};
