import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { EngineDataProvider } from '../engineDataProvider';
import { cellText } from '../display';
import { holds } from '../conditions';
import { preloadable } from '../preloadable';
import { ColorSwatch } from './ColorSwatch';
import type { FieldDef, LinkField, ToggleField } from '../types';
import { labelsOf, NameList } from './NameList';
import { OnceOpened } from './OnceOpened';
import { valueAt } from '../values';
import { useServerCall } from './useServerCall';
import { textOnTint } from './tintText';
import { useText } from './useText';

/** Rich text, sanitised, from a chunk its list asks for as it sets up its columns (before its rows arrive). */
const SafeHtml = preloadable(() => import('./SafeHtml').then(module => module.SafeHtml));

const ToggleCell = ({
    resource,
    name,
    field,
    record,
}: {
    resource: string;
    name: string;
    field: ToggleField;
    record: RaRecord;
}) => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const { run, pending } = useServerCall();
    const text = useText();
    const [asking, setAsking] = useState(false);
    const stored = record[name];
    const value = field.values ? stored === field.values.on : Boolean(stored);
    const locked = field.lockedWhen ? holds(field.lockedWhen, record) : false;
    const label = `${text(field.label)}: ${text(value ? 'on' : 'off')}`;

    const change = async () => {
        if (pending) return;
        const next = !value;
        await run(() => dataProvider.toggle(resource, { id: record.id, field: name, value: next }), {
            fallbackMessage: field.messages ? (next ? field.messages.on : field.messages.off) : '',
        });
        setAsking(false);
    };
    const onToggle = () => (field.confirm ? setAsking(true) : change());

    if (field.badge && stored === field.badge.value) {
        return <Chip label={text(field.badge.label)} color="error" size="small" />;
    }
    return (
        <>
            {field.look === 'star' ? (
                <IconButton
                    aria-label={text(field.label)}
                    aria-pressed={value}
                    disabled={pending || locked}
                    onClick={onToggle}
                    color={value ? 'warning' : 'default'}
                >
                    {value ? <Star /> : <StarBorder />}
                </IconButton>
            ) : (
                <Switch
                    checked={value}
                    disabled={pending || locked}
                    onChange={onToggle}
                    slotProps={{ input: { role: 'switch', 'aria-label': label } }}
                />
            )}
            {field.confirm && (
                <OnceOpened open={asking}>
                    <ConfirmDialog
                        open={asking}
                        loading={pending}
                        title={field.confirm.message}
                        confirm={field.confirm.action}
                        onConfirm={change}
                        onClose={() => setAsking(false)}
                    />
                </OnceOpened>
            )}
        </>
    );
};

/** A button to another page: `:id` is the row's id, other `:names` this screen's route parameters. */
const LinkCell = ({ field, record }: { field: LinkField; record: RaRecord }) => {
    const text = useText();
    const params = useParams();
    const to = field.to.replace(/:([A-Za-z]+)/g, (_m, key: string) =>
        encodeURIComponent(String(key === 'id' ? record.id : (params[key] ?? ''))),
    );
    return (
        <Button
            component={RouterLink}
            to={to}
            size="small"
            variant="outlined"
            sx={theme => ({ whiteSpace: 'nowrap', ...textOnTint('primary')(theme) })}
        >
            {text(field.text)}
        </Button>
    );
};

/** A display text from a declaration (a choice's name, "Unlimited"), through the i18n provider. */
const Text = ({ children }: { children: string }) => <>{useText()(children)}</>;

/** How one field shows in a list cell. */
export const renderCell = (resource: string, name: string, field: FieldDef) => {
    if (field.kind === 'richText') void SafeHtml.preload().catch(() => undefined);
    return (record: RaRecord) => cellOf(resource, name, field, record);
};

const cellOf = (resource: string, name: string, field: FieldDef, record: RaRecord) => {
    const value = valueAt(record, name);
    const shown = cellText(field, value, record);
    if (shown) return shown.declared ? <Text>{shown.text}</Text> : shown.text;
    switch (field.kind) {
        case 'color':
            return <ColorSwatch value={value} round={field.round} />;
        case 'richText':
            return (
                <Suspense fallback={null}>
                    <SafeHtml html={value} />
                </Suspense>
            );
        case 'toggle':
            return <ToggleCell resource={resource} name={name} field={field} record={record} />;
        case 'picker':
            return <NameList names={labelsOf(value)} shown={field.shown} />;
        case 'link':
            return <LinkCell field={field} record={record} />;
        default:
            return null;
    }
};
