import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { Loading, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormSaveButton } from '../../components/FormSaveButton';
import { RuleForm } from '../../components/RuleForm';
import { PageFrame } from '../../components/PageFrame';
import { useFormState } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { notifyServer, useServerCall } from '../../schema/views/useServerCall';
import { useText } from '../../schema/views/useText';
import {
    PACKAGE_EDIT,
    PACKAGE_PRICE_FIELDS,
    PACKAGE_VIEW,
    packageEditPayload,
    packageEditSchema,
    packageFormValues,
} from './packagePrices.shared';
import { PackageInfoLines } from './PackageInfoLines';
import { subscriptionResource } from './schema';
import { offersHistory } from '../../shared/recordHistory';
import { HistoryButton } from '../../schema/views/HistoryButton';
import { DraftOffer, pageDraft, useDiscardDraft } from '../../schema/views/DraftOffer';
import { OthersHere } from '../../schema/views/OthersHere';

const LIST_ROUTE = '/general/subscription';
const PRICE_INPUTS = ['monthly_price', 'quarterly_price', 'half_yearly_price', 'yearly_price'] as const;

/** Trial days has no input (spec part 1, section 2), so a problem with it is said here. */
const TrialDaysError = () => {
    const text = useText();
    const { errors } = useFormState({ name: 'trial_days' });
    const message = errors.trial_days?.message;
    return typeof message === 'string' ? <FormHelperText error>{text(message)}</FormHelperText> : null;
};

/** The older package edit page: name, four prices, info lines; Save and Cancel return to the packages list. */
export const PackageEditPage = () => {
    const { id = '' } = useParams();
    const dataProvider = useDataProvider<AppDataProvider>();
    const notify = useNotify();
    const translate = useTranslate();
    const navigate = useNavigate();
    const { run } = useServerCall();
    const [values, setValues] = useState<Record<string, unknown> | null>(null);
    const removed = useRef<string[]>([]);
    // Who else has the package open, and what was typed here and not saved, as the modals have them.
    const target = { route: subscriptionResource.route, resource: subscriptionResource.name, id };
    const draft = pageDraft(target);
    const dropDraft = useDiscardDraft(draft);

    useEffect(() => {
        let live = true;
        dataProvider.call<Record<string, unknown>[]>(PACKAGE_VIEW, { id }).then(
            ({ data }) => {
                if (!live) return;
                if (Array.isArray(data) && data[0]) setValues({ id, ...packageFormValues(data[0]) });
                else navigate(LIST_ROUTE);
            },
            (error: unknown) => {
                if (!live) return;
                notifyServer(notify, error instanceof Error ? error.message : String(error), 'error');
                navigate(LIST_ROUTE);
            },
        );
        return () => {
            live = false;
        };
    }, [dataProvider, id, navigate, notify]);

    const save = async (form: Record<string, unknown>) => {
        const ok = await run(async () => {
            const { message } = await dataProvider.call(PACKAGE_EDIT, {
                id,
                data: packageEditPayload(form, removed.current),
            });
            return { message };
        });
        if (!ok) return;
        dropDraft();
        navigate(LIST_ROUTE);
    };

    return (
        <PageFrame title={translate('app.packages.title')}>
            {values === null ? (
                <Loading />
            ) : (
                <Card>
                    <CardContent>
                        <RuleForm rules={packageEditSchema} record={values} onSubmit={save} onDiscard={dropDraft}>
                            <OthersHere target={target} onPage />
                            <DraftOffer target={draft} onPage />
                            <Stack sx={{ maxWidth: 560 }}>
                                <TextInput source="name" label={PACKAGE_PRICE_FIELDS.name.label} isRequired />
                                {PRICE_INPUTS.map(key => (
                                    <TextInput
                                        key={key}
                                        source={key}
                                        label={PACKAGE_PRICE_FIELDS[key].label}
                                        isRequired
                                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                                    />
                                ))}
                                <PackageInfoLines onRemoved={lineId => removed.current.push(lineId)} />
                                <TrialDaysError />
                                <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                                    {offersHistory(subscriptionResource) && (
                                        <HistoryButton
                                            local
                                            decl={subscriptionResource}
                                            record={values}
                                            onRestored={() => navigate(LIST_ROUTE)}
                                        />
                                    )}
                                    <FormSaveButton label={translate('ra.action.save')} />
                                    <Button variant="outlined" onClick={() => navigate(LIST_ROUTE)}>
                                        {translate('ra.action.cancel')}
                                    </Button>
                                </Stack>
                            </Stack>
                        </RuleForm>
                    </CardContent>
                </Card>
            )}
        </PageFrame>
    );
};
