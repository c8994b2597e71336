import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { PasswordInput, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PublicCard } from '../PublicCard';
import { registerRules } from './rules';
import { RuleForm } from '../../components/RuleForm';

/** /register: the template's demo form. A valid submit only goes to /login; nothing is sent (spec part 1, section 2). */
export const RegisterPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    return (
        <PublicCard title={translate('pages.register.title')} hint={translate('pages.register.hint')} width={440}>
            <RuleForm rules={registerRules} onSubmit={() => navigate('/login')}>
                <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
                    <TextInput
                        source="first_name"
                        label={translate('pages.register.first_name')}
                        autoComplete="given-name"
                        fullWidth
                    />
                    <TextInput
                        source="last_name"
                        label={translate('pages.register.last_name')}
                        autoComplete="family-name"
                        fullWidth
                    />
                </Box>
                <TextInput
                    source="email"
                    label={translate('pages.register.email')}
                    type="email"
                    autoComplete="email"
                    fullWidth
                />
                <PasswordInput
                    source="password"
                    label={translate('pages.register.password')}
                    autoComplete="new-password"
                    fullWidth
                />
                <Button type="submit" variant="contained" fullWidth sx={{ mt: 1, mb: 2 }}>
                    {translate('pages.register.submit')}
                </Button>
                <Link component={RouterLink} to="/login" variant="body2">
                    {translate('pages.register.have_account')}
                </Link>
            </RuleForm>
        </PublicCard>
    );
};
