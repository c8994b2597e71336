import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId, useState } from 'react';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { forgotPasswordRules } from '../../shared/account/accountRules';
import type { AppDataProvider } from '../../dataProvider';
import { PublicCard } from '../PublicCard';
import { SubmitButton } from '../../components/SubmitButton';
import { useServerCall } from '../../schema/views/useServerCall';
import { RuleForm } from '../../components/RuleForm';

/** The modal shown once the link is on its way. */
const LinkSentDialog = ({ email, onClose }: { email: string | null; onClose: () => void }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const titleId = useId();
    const textId = useId();
    return (
        <Dialog open={email !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
            <DialogTitle id={titleId}>{translate('account.forgot.sent_title')}</DialogTitle>
            <DialogContent>
                <DialogContentText id={textId}>
                    {translate('account.forgot.sent_text', { email: email ?? '' })}
                </DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={() => navigate('/login')}>
                    {translate('account.forgot.back_to_login')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** /forgotPassword: asks the API to mail a reset link; the request goes only with a valid address. */
export const ForgotPasswordPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AppDataProvider>();
    const { run, pending } = useServerCall({ refreshOnSuccess: false });
    const [sentTo, setSentTo] = useState<string | null>(null);

    const submit = async (values: Record<string, unknown>) => {
        const email = String(values.email ?? '').trim();
        if (await run(() => dataProvider.forgotPassword({ email }))) setSentTo(email);
    };

    return (
        <PublicCard
            title={translate('account.forgot.title')}
            hint={translate('account.forgot.hint')}
            aside={<LinkSentDialog email={sentTo} onClose={() => setSentTo(null)} />}
        >
            <RuleForm rules={forgotPasswordRules} onSubmit={submit}>
                <TextInput
                    source="email"
                    label={translate('account.forgot.email')}
                    type="email"
                    autoComplete="email"
                    fullWidth
                />
                <SubmitButton label={translate('account.forgot.submit')} pending={pending} />
            </RuleForm>
            <Box sx={{ mt: 2, textAlign: 'center' }}>
                <Link component={RouterLink} to="/login" variant="body2">
                    {translate('account.forgot.back')}
                </Link>
            </Box>
        </PublicCard>
    );
};
