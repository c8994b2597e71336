import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { resetPasswordRules } from '../../shared/account/accountRules';
import type { AppDataProvider } from '../../dataProvider';
import type { LoginNoticeState } from '../LoginNotice';
import { PublicCard } from '../PublicCard';
import { SubmitButton } from '../../components/SubmitButton';
import { NewPasswordInputs } from '../../components/NewPasswordInputs';
import { useServerCall } from '../../schema/views/useServerCall';
import { RuleForm } from '../../components/RuleForm';

/** /admin/resetpassword/{id}: the link from the e-mail; {id} is the reset token. */
export const ResetPasswordPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AppDataProvider>();
    const navigate = useNavigate();
    const { id = '' } = useParams();
    const { run, pending } = useServerCall({ refreshOnSuccess: false });

    const submit = async (values: Record<string, unknown>) => {
        const done = await run(
            () => dataProvider.resetPassword({ reset_token: id, new_password: String(values.new_password) }),
            {
                successToast: false,
            },
        );
        // /login runs outside react-admin: its toast would not survive the trip, so the message goes along.
        if (done) navigate('/login', { replace: true, state: { notice: done.message } satisfies LoginNoticeState });
    };

    return (
        <PublicCard title={translate('account.reset.title')} hint={translate('account.reset.hint')}>
            <RuleForm rules={resetPasswordRules} onSubmit={submit}>
                <NewPasswordInputs
                    newLabel={translate('account.reset.new_password')}
                    confirmLabel={translate('account.reset.confirm_password')}
                />
                <SubmitButton label={translate('account.reset.submit')} pending={pending} />
            </RuleForm>
        </PublicCard>
    );
};
