import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PasswordInput, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { resetPasswordRules } from '../../authProvider/accountRules';
import type { AppDataProvider } from '../../dataProvider';
import type { LoginNoticeState } from '../LoginNotice';
import { PublicFrame } from '../PublicFrame';
import { SubmitButton } from './SubmitButton';
import { useAccountCall } from './useAccountCall';
import { RuleForm } from '../../components/RuleForm';


/** /admin/resetpassword/{id}: the link from the e-mail; {id} is the reset token. */
export const ResetPasswordPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AppDataProvider>();
    const navigate = useNavigate();
    const { id = '' } = useParams();
    const { run, pending } = useAccountCall();

    const submit = async (values: Record<string, unknown>) => {
        const done = await run(() => dataProvider.resetPassword({ reset_token: id, new_password: String(values.new_password) }), {
            successToast: false,
        });
        // /login runs outside react-admin: its toast would not survive the trip, so the message goes along.
        if (done) navigate('/login', { replace: true, state: { notice: done.message } satisfies LoginNoticeState });
    };

    return (
        <PublicFrame>
            <Card sx={{ width: '100%', maxWidth: 400 }}>
                <CardContent>
                    <Typography component="h1" variant="h5" gutterBottom>
                        {translate('account.reset.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate('account.reset.hint')}
                    </Typography>
                    <RuleForm rules={resetPasswordRules} onSubmit={submit}>
                        <PasswordInput
                            source="new_password"
                            label={translate('account.reset.new_password')}
                            autoComplete="new-password"
                            fullWidth
                        />
                        <PasswordInput
                            source="confirm_new_password"
                            label={translate('account.reset.confirm_password')}
                            autoComplete="new-password"
                            fullWidth
                        />
                        <SubmitButton label={translate('account.reset.submit')} pending={pending} />
                    </RuleForm>
                </CardContent>
            </Card>
        </PublicFrame>
    );
};
