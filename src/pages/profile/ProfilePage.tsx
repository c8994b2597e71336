import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo } from 'react';
import { Loading, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { PasswordInput } from '../../components/PasswordInput';
import { FormSaveButton } from '../../components/FormSaveButton';
import { PageFrame } from '../../components/PageFrame';
import { useRefreshIdentity } from '../../authProvider/useRefreshIdentity';
import type { AppDataProvider } from '../../dataProvider';
import type { AdminProfile } from '../../shared/account/endpoints';
import { useServerCall } from '../../schema/views/useServerCall';
import { LogoInput } from './LogoInput';
import { changesOf, formValuesOf, type ProfileFormValues } from './profileForm';
import { profileFormRules } from '../../shared/account/profileRules';
import { PROFILE_SECRET_KEY } from './secretKey';
import { decryptSecrets } from './secrets';
import { RuleForm } from '../../components/RuleForm';
import { DraftOffer, pageDraft, useDiscardDraft } from '../../schema/views/DraftOffer';

/** The profile's own draft (one per person): its secrets are never kept in the browser, only typed again. */
const PROFILE_DRAFT = pageDraft({ route: 'general/profile' }, ['smtp_password', 'stripe_secret_key']);

const PROFILE_QUERY = ['account', 'profile'] as const;

/** One titled part of the form, named by its heading for assistive technology. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => {
    const headingId = useId();
    return (
        <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
            <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
                {title}
            </Typography>
            <Box
                sx={{
                    display: 'grid',
                    gap: { md: 2 },
                    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                    alignItems: 'start',
                }}
            >
                {children}
            </Box>
        </Box>
    );
};

/** The profile with its secrets opened in the browser (they travel and rest encrypted). */
const useProfile = (dataProvider: AppDataProvider) =>
    useQuery({
        queryKey: PROFILE_QUERY,
        queryFn: async () => decryptSecrets((await dataProvider.getProfile()).data, PROFILE_SECRET_KEY),
    });

/** /general/profile (also /general/Profile and /profile): SMTP credentials, the admin's picture, Stripe keys. */
export const ProfilePage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AppDataProvider>();
    const queryClient = useQueryClient();
    const refreshIdentity = useRefreshIdentity();
    const { run } = useServerCall({ refreshOnSuccess: false });
    const { data, error, isPending } = useProfile(dataProvider);
    const record = useMemo(() => (data ? formValuesOf(data.profile) : undefined), [data]);
    const dropDraft = useDiscardDraft(PROFILE_DRAFT);

    const save = async (values: Record<string, unknown>) => {
        if (!data) return;
        const result = await run(() => dataProvider.saveProfile(changesOf(values as ProfileFormValues, data.profile)));
        if (!result) return;
        dropDraft();
        queryClient.setQueryData(PROFILE_QUERY, await decryptSecrets<AdminProfile>(result.data, PROFILE_SECRET_KEY));
        await refreshIdentity();
    };

    return (
        <PageFrame title={translate('account.profile.title')}>
            <Card>
                <CardContent>
                    {isPending ? <Loading /> : null}
                    {error ? <Alert severity="error">{error.message}</Alert> : null}
                    {data && data.unreadable.length > 0 ? (
                        <Alert severity="warning" sx={{ mb: 2 }}>
                            {translate('account.profile.unreadable')}
                        </Alert>
                    ) : null}
                    {data && record ? (
                        <RuleForm rules={profileFormRules} record={record} onSubmit={save} onDiscard={dropDraft}>
                            <DraftOffer target={PROFILE_DRAFT} onPage />
                            <Section title={translate('account.profile.smtp')}>
                                <TextInput
                                    source="smtp_email"
                                    label={translate('account.profile.email')}
                                    type="email"
                                    autoComplete="off"
                                    fullWidth
                                />
                                <PasswordInput
                                    source="smtp_password"
                                    label={translate('account.profile.password')}
                                    autoComplete="new-password"
                                    fullWidth
                                />
                            </Section>
                            <Section title={translate('account.profile.admin')}>
                                <MuiTextField
                                    label={translate('account.profile.email')}
                                    value={data.profile.email}
                                    disabled
                                    fullWidth
                                    size="small"
                                    margin="dense"
                                />
                                <LogoInput source="logo" />
                            </Section>
                            <Section title={translate('account.profile.stripe')}>
                                <TextInput
                                    source="stripe_public_key"
                                    label={translate('account.profile.public_key')}
                                    autoComplete="off"
                                    fullWidth
                                />
                                <TextInput
                                    source="stripe_secret_key"
                                    label={translate('account.profile.secret_key')}
                                    autoComplete="off"
                                    fullWidth
                                />
                            </Section>
                            <FormSaveButton label={translate('account.profile.save')} />
                        </RuleForm>
                    ) : null}
                </CardContent>
            </Card>
        </PageFrame>
    );
};
