import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginRules } from '../shared/account/rules';
import { LightToast } from '../components/LightToast';
import { PasswordToggle } from '../components/PasswordToggle';
import { SubmitButton } from '../components/SubmitButton';
import { login as english } from '../i18n/en/login';
import { publicText } from '../i18n/publicTexts';
import { authProvider } from '../authProvider/instance';
import { AppLink, useNavigation } from './navigation';
import { LightField } from './LightField';
import { PublicCard } from './PublicCard';
import { LoginNotice } from './LoginNotice';

interface Credentials {
    email: string;
    password: string;
}

const resolver = yupResolver(loginRules);

/** The page's own texts in the console's language (English on a first visit), without react-admin. */
const text = (key: keyof typeof english) => publicText(english[key], `login.${key}`);
/** A rule's message (one built at run time too), keyed by its English text. */
const message = (rule?: string) => (rule ? publicText(rule) : undefined);

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
            // The server's refusal is shown as it sent it; only the console's own fallback is translated.
            setFailure(error instanceof Error && error.message ? error.message : publicText('Cannot sign in'));
        }
    };

    return (
        <PublicCard
            title={text('title')}
            hint={text('subtitle')}
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
                    label={text('email')}
                    type="email"
                    autoComplete="email"
                    error={message(errors.email?.message)}
                />
                <LightField
                    {...register('password')}
                    label={text('password')}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    error={message(errors.password?.message)}
                    endAdornment={
                        <PasswordToggle
                            shown={showPassword}
                            onToggle={() => setShowPassword(shown => !shown)}
                            showLabel={text('show_password')}
                            hideLabel={text('hide_password')}
                        />
                    }
                />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
                    <Link component={AppLink} href="/forgotPassword" variant="body2">
                        {text('forgot')}
                    </Link>
                </Box>
                <SubmitButton label={text('submit')} pending={isSubmitting} />
            </form>
        </PublicCard>
    );
};
