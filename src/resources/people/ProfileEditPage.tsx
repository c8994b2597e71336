import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useMemo, useRef } from 'react';
import {
    Loading,
    type RaRecord,
    TextInput,
    useDataProvider,
    useGetOne,
    useNotify,
    useRefresh,
    useTranslate,
} from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FormSaveButton } from '../../components/FormSaveButton';
import { RuleForm } from '../../components/RuleForm';
import { authProvider } from '../../authProvider/instance';
import { PageFrame } from '../../components/PageFrame';
import { fieldsSchema } from '../../shared/validation';
import { FieldInput } from '../../schema/views/FieldInput';
import { notifyServer } from '../../schema/views/useServerCall';
import { NOT_SAVED, useMergingSave } from '../../schema/views/useMergingSave';
import { ConflictInForm } from '../../schema/views/ConflictDialog';
import { useText } from '../../schema/views/useText';
import { HistoryButton } from '../../schema/views/HistoryButton';
import { DraftOffer, pageDraft, useDiscardDraft } from '../../schema/views/DraftOffer';
import { OthersHere } from '../../schema/views/OthersHere';
import { declaredPlace, offerOf, refusalText } from '../../schema/permissionOffer';
import { useSessionPermissions } from '../../schema/views/usePermissions';
import { declarationNamed } from '../../shared/entities/declarations';
import { PlaceInput } from './PlaceInput';
import { type profileFields, profileFieldsFor, profileValues } from './profileFields';
import type { ResourceDeclaration, SelectField } from '../../shared/types';
import { VERSION_KEY } from '../../shared/versions';

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

/** Where the page goes after a save or a restore; Cancel goes to the list instead. */
const doneAt = (coachView: boolean) => (coachView ? '/dashboard' : '/user');

/**
 * The loaded profile's form. A save sends the version it opened on: over a newer one it merges as the edit modals
 * do (useMergingSave), the other person's fields taken in on their own, a field both changed asked about.
 */
const ProfileForm = ({
    decl,
    data,
    withHistory,
}: {
    decl: ResourceDeclaration;
    data: RaRecord;
    withHistory: boolean;
}) => {
    const navigate = useNavigate();
    const text = useText();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider();
    const { sendMerging, conflict } = useMergingSave(decl, data);
    const saving = useRef(false);
    // A coach's own profile (logged in as): the lists the spec returns to are not theirs, so both buttons go to the dashboard.
    const coachView = authProvider.loggedInAs() === 'coach';
    // Set as a save or a restore leaves the page: the unsaved-changes guard lets that navigation through.
    const leaving = useRef(false);
    const leave = () => {
        leaving.current = true;
        navigate(doneAt(coachView));
    };
    const initial = useMemo(() => profileValues(data), [data]);
    const fields = useMemo(() => profileFieldsFor(data, decl.fields.are_you as SelectField), [data, decl]);
    const rules = useMemo(() => fieldsSchema(fields), [fields]);
    // Who else has the person open, and what was typed here and not saved, as the modals have them.
    const target = { route: decl.route, resource: decl.name, id: data.id };
    const draft = pageDraft(target);
    const dropDraft = useDiscardDraft(draft);

    const update = async (values: Record<string, unknown>, version: number) => {
        const result = await dataProvider.update(decl.route, {
            id: data.id,
            data: { ...data, ...values, email: data.email },
            previousData: { ...data, [VERSION_KEY]: version },
        });
        return { message: (result as { meta?: { message?: string } }).meta?.message };
    };

    const save = async (values: Record<string, unknown>) => {
        if (saving.current) return undefined;
        saving.current = true;
        const { outcome, asked } = await sendMerging(values, update).finally(() => {
            saving.current = false;
        });
        if (outcome?.gone) notifyServer(notify, outcome.gone, 'error');
        if (asked || !outcome || outcome.gone) return NOT_SAVED;
        notifyServer(notify, outcome.message, 'success');
        refresh();
        dropDraft();
        leave();
        return undefined;
    };

    return (
        // The record read again under the form (a conflict, a live change) keeps what was typed here.
        <RuleForm rules={rules} record={initial} onSubmit={save} onDiscard={dropDraft} leaving={leaving} keepEdits>
            <OthersHere target={target} onPage />
            <DraftOffer target={draft} onPage />
            <ProfileInputs fields={fields} />
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                {withHistory && <HistoryButton decl={decl} record={data} onRestored={leave} />}
                <Button onClick={() => navigate(coachView ? '/dashboard' : '/students')}>
                    {text('ra.action.cancel')}
                </Button>
                <FormSaveButton label={text('Save')} />
            </Stack>
            {conflict && <ConflictInForm conflict={conflict} />}
        </RuleForm>
    );
};

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
    const text = useText();
    const { data, error, isPending } = useGetOne(decl.route, { id });
    // A staff member's role: the page is an edit form, said refused to a role that may not edit (never a Save refused).
    const translate = useTranslate();
    const { known, permissions } = useSessionPermissions();
    const offer = useMemo(() => offerOf(permissions, declaredPlace(decl)), [permissions, decl]);

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
                    {isPending && <Loading />}
                    {error ? (
                        <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>
                    ) : null}
                    {data && known && (
                        <ProfileForm
                            key={`${decl.name}-${id}`}
                            decl={decl}
                            data={data}
                            withHistory={offer.may('history')}
                        />
                    )}
                </CardContent>
            </Card>
        </PageFrame>
    );
};
