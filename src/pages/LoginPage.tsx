import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginRules } from '../authProvider/rules';
import { LightToast } from '../components/LightToast';
import { PasswordToggle } from '../components/PasswordToggle';
import { SubmitButton } from '../components/SubmitButton';
import { login as texts } from '../i18n/en/login';
import { authProvider } from '../authProvider/instance';
import { AppLink, useNavigation } from '../boot/navigation';
import { LightField } from './LightField';
import { PublicCard } from './PublicCard';
import { LoginNotice } from './LoginNotice';

interface Credentials {
    email: string;
    password: string;
}

const resolver = yupResolver(loginRules);

/**
 * /login, served outside react-admin so the first load stays light: email and
 * password, the stored session verified on arrival, the server's refusal as a toast.
 */
export const LoginPage = () => {
    const { navigate } = useNavigation();
    const [showPassword, setShowPassword] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const { register, handleSubmit, formState } = useForm<Credentials>({
        resolver,
        mode: 'onTouched',
        defaultValues: { email: '', password: '' },
    });
    const { errors, isSubmitting } = formState;

    useEffect(() => {
        let active = true;
        authProvider.checkAuth({ verify: true }).then(
            () => active && navigate('/dashboard', { replace: true }),
            () => undefined,
        );
        return () => {
            active = false;
        };
    }, [navigate]);

    const submit = async (values: Credentials) => {
        try {
            await authProvider.login(values);
            navigate('/dashboard', { replace: true });
        } catch (error) {
            setFailure(error instanceof Error && error.message ? error.message : 'Cannot sign in');
        }
    };

    return (
        <PublicCard
            title={texts.title}
            hint={texts.subtitle}
            aside={
                <>
                    <LoginNotice />
                    <LightToast message={failure} severity="error" onClose={() => setFailure(null)} />
                </>
            }
        >
            <form onSubmit={handleSubmit(submit)} noValidate>
                <LightField
                    {...register('email')}
                    label={texts.email}
                    type="email"
                    autoComplete="email"
                    error={errors.email?.message}
                />
                <LightField
                    {...register('password')}
                    label={texts.password}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    error={errors.password?.message}
                    endAdornment={
                        <PasswordToggle
                            shown={showPassword}
                            onToggle={() => setShowPassword(shown => !shown)}
                            showLabel={texts.show_password}
                            hideLabel={texts.hide_password}
                        />
                    }
                />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
                    <Link component={AppLink} href="/forgotPassword" variant="body2">
                        {texts.forgot}
                    </Link>
                </Box>
                <SubmitButton label={texts.submit} pending={isSubmitting} />
            </form>
        </PublicCard>
    );
};
