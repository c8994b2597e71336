import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PasswordInput, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PublicFrame } from '../PublicFrame';
import { registerRules } from './rules';
import { RuleForm } from '../../components/RuleForm';


/** /register: the template's demo form. A valid submit only goes to /login; nothing is sent (spec part 1, section 2). */
export const RegisterPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    return (
        <PublicFrame>
            <Card sx={{ width: '100%', maxWidth: 440 }}>
                <CardContent>
                    <Typography component="h1" variant="h5" gutterBottom>
                        {translate('pages.register.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate('pages.register.hint')}
                    </Typography>
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
                </CardContent>
            </Card>
        </PublicFrame>
    );
};
