import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useDataProvider, useTranslate } from 'react-admin';
import { PasswordInput } from '../../components/PasswordInput';
import { PageFrame } from '../../components/PageFrame';
import { useNavigate } from 'react-router-dom';
import { changePasswordRules } from '../../shared/account/accountRules';
import type { AppDataProvider } from '../../dataProvider';
import { SubmitButton } from '../../components/SubmitButton';
import { NewPasswordInputs } from '../../components/NewPasswordInputs';
import { useServerCall } from '../../schema/views/useServerCall';
import { RuleForm } from '../../components/RuleForm';

/** /resetpassword (signed in): the admin replaces a password they know, then lands on their profile. */
export const ChangePasswordPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AppDataProvider>();
    const navigate = useNavigate();
    const { run, pending } = useServerCall({ refreshOnSuccess: false });

    const submit = async (values: Record<string, unknown>) => {
        const done = await run(() =>
            dataProvider.changePassword({
                current_password: String(values.current_password),
                new_password: String(values.new_password),
                confirm_new_password: String(values.confirm_new_password),
            }),
        );
        if (done) navigate('/general/profile');
    };

    return (
        <PageFrame title={translate('account.change.title')}>
            <Card sx={{ maxWidth: 480 }}>
                <CardContent>
                    <RuleForm rules={changePasswordRules} onSubmit={submit}>
                        <PasswordInput
                            source="current_password"
                            label={translate('account.change.current_password')}
                            autoComplete="current-password"
                            fullWidth
                        />
                        <NewPasswordInputs
                            newLabel={translate('account.change.new_password')}
                            confirmLabel={translate('account.change.confirm_password')}
                        />
                        <SubmitButton label={translate('account.change.submit')} pending={pending} />
                    </RuleForm>
                </CardContent>
            </Card>
        </PageFrame>
    );
};
