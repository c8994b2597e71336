import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useMemo, useRef } from 'react';
import { Loading, type RaRecord, TextInput, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FormSaveButton } from '../../components/FormSaveButton';
import { RuleForm } from '../../components/RuleForm';
import { authProvider } from '../../authProvider/instance';
import { PageFrame } from '../../components/PageFrame';
import { fieldsSchema } from '../../shared/validation';
import { FieldInput } from '../../schema/views/FieldInput';
import { useServerCall } from '../../schema/views/useServerCall';
import { useText } from '../../schema/views/useText';
import { HistoryButton } from '../../schema/views/HistoryButton';
import { DraftOffer, pageDraft, useDiscardDraft } from '../../schema/views/DraftOffer';
import { OthersHere } from '../../schema/views/OthersHere';
import { declaredPlace, offerOf, refusalText } from '../../schema/permissionOffer';
import { useSessionPermissions } from '../../schema/views/usePermissions';
import { declarationNamed } from '../../shared/entities/declarations';
import { PlaceInput } from './PlaceInput';
import { profileFields, profileFieldsFor, profileValues } from './profileFields';
import type { SelectField } from '../../shared/types';

/** The profile's inputs in two columns: the email shown but not edited, the address looked up as a place. */
const ProfileInputs = ({ fields }: { fields: typeof profileFields }) => (
    <Box
        sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
        }}
    >
        {Object.entries(fields).map(([name, field]) =>
            name === 'email' ? (
                <TextInput key={name} source={name} label={field.label} readOnly helperText={false} />
            ) : name === 'address' ? (
                <PlaceInput key={name} source={name} label={field.label} required />
            ) : (
                <FieldInput key={name} name={name} field={field} />
            ),
        )}
    </Box>
);

/**
 * /edit-profile/{id} (heading Profile): a coach's profile, or a student's with
 * `?of=student`. It reads and saves through the person's own declaration
 * (GET /viewAdmin/{id} + POST /editAdmin/{id}, or the student's), sending the
 * whole record so fields this page does not show keep their values. As the
 * spec says, Save returns to /user and Cancel goes to /students.
 */
export const ProfileEditPage = () => {
    const { id = '' } = useParams();
    const [params] = useSearchParams();
    const decl = declarationNamed(params.get('of') === 'student' ? 'student' : 'coach');
    const navigate = useNavigate();
    const text = useText();
    const dataProvider = useDataProvider();
    const { run } = useServerCall();
    const saving = useRef(false);
    // A coach's own profile (logged in as): the lists the spec returns to are not theirs, so both buttons go to the dashboard.
    const coachView = authProvider.loggedInAs() === 'coach';
    const { data, error, isPending } = useGetOne(decl.route, { id });
    const initial = useMemo(() => (data ? profileValues(data) : undefined), [data]);
    const fields = useMemo(
        () => (data ? profileFieldsFor(data, decl.fields.are_you as SelectField) : profileFields),
        [data, decl],
    );
    const rules = useMemo(() => fieldsSchema(fields), [fields]);
    // Who else has the person open, and what was typed here and not saved, as the modals have them.
    const target = { route: decl.route, resource: decl.name, id };
    const draft = pageDraft(target);
    const dropDraft = useDiscardDraft(draft);
    // A staff member's role: the page is an edit form, said refused to a role that may not edit (never a Save refused).
    const translate = useTranslate();
    const { known, permissions } = useSessionPermissions();
    const offer = useMemo(() => offerOf(permissions, declaredPlace(decl)), [permissions, decl]);

    const save = async (values: Record<string, unknown>) => {
        if (!data || saving.current) return;
        saving.current = true;
        const ok = await run(async () => {
            const result = await dataProvider.update(decl.route, {
                id,
                data: { ...data, ...values, email: data.email },
                previousData: data as RaRecord,
            });
            return { message: (result as { meta?: { message?: string } }).meta?.message };
        });
        saving.current = false;
        if (!ok) return;
        dropDraft();
        navigate(coachView ? '/dashboard' : '/user');
    };

    if (known && !offer.may('edit'))
        return (
            <PageFrame title={text('Profile')}>
                <Alert severity="warning">{refusalText(translate, offer.refusalMessage('edit'))}</Alert>
            </PageFrame>
        );
    return (
        <PageFrame title={text('Profile')}>
            <Card>
                <CardContent>
                    {(isPending || !known) && <Loading />}
                    {error ? (
                        <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>
                    ) : null}
                    {initial && known && (
                        <RuleForm rules={rules} record={initial} onSubmit={save} onDiscard={dropDraft}>
                            <OthersHere target={target} onPage />
                            <DraftOffer target={draft} onPage />
                            <ProfileInputs fields={fields} />
                            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                                {data && offer.may('history') && (
                                    <HistoryButton
                                        decl={decl}
                                        record={data}
                                        onRestored={() => navigate(coachView ? '/dashboard' : '/user')}
                                    />
                                )}
                                <Button onClick={() => navigate(coachView ? '/dashboard' : '/students')}>
                                    {text('ra.action.cancel')}
                                </Button>
                                <FormSaveButton label={text('Save')} />
                            </Stack>
                        </RuleForm>
                    )}
                </CardContent>
            </Card>
        </PageFrame>
    );
};
